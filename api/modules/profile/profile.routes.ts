/** /api/v1/profile*: the owner's profile, documents and avatar (approved accounts); avatars are public under /avatars. */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import { DocumentsBody } from '#contract/legal-fields.ts';
import { MonthOverview } from '#contract/month-overview.ts';
import { AVATAR_MAX_BYTES, Profile, ProfileUpdateBody } from '#contract/profile.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../lib/app-error.ts';
import { now } from '../../lib/clock.ts';
import { currentUser } from '../../lib/current-user.ts';
import { avatarKey } from '../../lib/storage/index.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { updateDocuments } from '../accounts/legal-fields.ts';
import { AVATAR_FILE, AVATAR_MIME, avatarPart, removeAvatar, saveAvatar } from './avatar.ts';
import { monthOverview } from './month-overview.service.ts';
import { loadUser, toProfile, updateProfile } from './profile.service.ts';

const errors = { 401: ErrorBody, 403: ErrorBody, 413: ErrorBody, 415: ErrorBody, 422: ErrorBody };
const AvatarParams = v.object({ file: v.pipe(v.string(), v.regex(AVATAR_FILE)) });

const profileRoutes: FastifyPluginAsync<{ config: Config }, RawServerDefault, ValibotTypeProvider> = async (
  app,
  { config },
) => {
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const common = { tags: ['profile'], security: [{ bearer: [] }] };
  const ok = { 200: Profile, ...errors };

  app.get(
    `/${ApiPath.profile}`,
    { schema: { ...common, response: ok }, onRequest: app.requireApproved },
    async (request) => toProfile(request.em, await loadUser(request.em, currentUser(request).id), config),
  );

  app.get(
    `/${ApiPath.profileMonth}`,
    { schema: { ...common, response: { 200: MonthOverview, ...errors } }, onRequest: app.requireApproved },
    async (request) => monthOverview(request.em, currentUser(request), now()),
  );

  app.patch(
    `/${ApiPath.profile}`,
    { schema: { ...common, body: ProfileUpdateBody, response: ok }, onRequest: app.requireApproved },
    async (request) =>
      toProfile(request.em, await updateProfile(request.em, currentUser(request).id, request.body), config),
  );

  app.put(
    `/${ApiPath.documents}`,
    { schema: { ...common, body: DocumentsBody, response: ok }, onRequest: app.requireApproved },
    async (request) =>
      toProfile(request.em, await updateDocuments(request.em, currentUser(request).id, request.body), config),
  );

  app.post(
    `/${ApiPath.avatar}`,
    {
      schema: { ...common, consumes: ['multipart/form-data'], response: ok },
      onRequest: app.requireApproved,
    },
    async (request) => {
      const name = await saveAvatar(await avatarPart(request), app.storage);
      const user = await loadUser(request.em, currentUser(request).id);
      const old = user.avatarPath;
      user.avatarPath = name;
      try {
        await request.em.flush();
      } catch (error) {
        await removeAvatar(app.storage, name);
        throw error;
      }
      await removeAvatar(app.storage, old);
      return toProfile(request.em, user, config);
    },
  );

  app.get(
    `/${ApiPath.avatarFile(':file')}`,
    { schema: { tags: ['profile'], params: AvatarParams } },
    async (request, reply) => {
      const key = avatarKey(request.params.file);
      const size = await app.storage.size(key);
      if (size == null) throw notFound();
      const ext = request.params.file.split('.').pop() ?? '';
      // Names are never reused (a new upload gets a new name), so the file can be cached for good.
      return reply
        .type(AVATAR_MIME.get(ext) ?? 'application/octet-stream')
        .header('content-length', size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(await app.storage.read(key));
    },
  );
};

export default profileRoutes;
