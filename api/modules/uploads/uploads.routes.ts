/**
 * /api/v1/uploads[/*]: Fastify authenticates, then hands the request to the tus server (tus streams the body
 * to the store itself, Fastify never buffers it) and sends tus's answer through its own hooks (tus-http.ts).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiPath } from '#contract/api-paths.ts';
import { CourseMediaUploadMetadata } from '#contract/courses.ts';
import type { Config } from '../../config.ts';
import { currentUser } from '../../lib/current-user.ts';
import { resumableCourseUpload } from './course-media-uploads.ts';
import { reconcileCourseUpload, reconcileUpload } from './reconcile.ts';
import { handleTus } from './tus-http.ts';
import { createTusServer, setCaller, TUS_PATH } from './tus-server.ts';
import { creationMeta, keyedQueue, readMetadata, resumableUpload, uploadOnDisk } from './upload-claims.ts';
import type { Caller } from './uploads.service.ts';

const uploadIdOf = (url: string) => /\/([0-9a-f]{32})(?:\?|$)/.exec(url)?.[1] ?? null;

/** A repeated creation answers as tus would have: 201 with the upload already made. */
const resumeAt = (reply: FastifyReply, uploadId: string) =>
  reply.code(201).header('tus-resumable', '1.0.0').header('location', `${TUS_PATH}/${uploadId}`).send();

const uploadRoutes: FastifyPluginAsync<{ config: Config }> = async (app, { config }) => {
  const tus = await createTusServer(config, app);
  // The body stays an unread stream for tus.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

  const creations = keyedQueue();

  const handle = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) return handleTus(tus, request, reply);
    const user = currentUser(request);
    const caller = { userId: user.id, locale: request.locale(), staff: user.role !== 'ambassador' };
    setCaller(request.raw, caller);
    const uploadId = request.method === 'HEAD' ? uploadIdOf(request.url) : null;
    if (uploadId) {
      await reconcileUpload(request.em.fork(), app.storage, caller.userId, uploadId, caller.locale);
      if (caller.staff) await reconcileCourseUpload(request.em.fork(), app.storage, uploadId, caller.locale);
    }
    const header = request.method === 'POST' ? request.headers['upload-metadata'] : undefined;
    const courseMeta = readMetadata(CourseMediaUploadMetadata, header);
    if (courseMeta) return createCourseUpload(request, reply, caller, courseMeta);
    const meta = creationMeta(header);
    if (!meta) return handleTus(tus, request, reply);
    // One creation per declared file at a time; a repeated one resumes the upload already made.
    return creations(meta.fileId, async () => {
      const size = Number(request.headers['upload-length']);
      const existing = await resumableUpload(request.em, app.storage, caller, meta, size);
      if (!existing) return handleTus(tus, request, reply);
      return resumeAt(reply, existing);
    });
  };
  // The same for a course medium: one creation per medium id at a time, a repeated one resumes.
  const createCourseUpload = (
    request: FastifyRequest,
    reply: FastifyReply,
    caller: Caller,
    meta: CourseMediaUploadMetadata,
  ) =>
    creations(meta.mediaId, async () => {
      const size = Number(request.headers['upload-length']);
      const onDisk = (id: string) => uploadOnDisk(app.storage, id);
      const existing = await resumableCourseUpload(request.em, caller, meta, size, onDisk);
      if (!existing) return handleTus(tus, request, reply);
      return resumeAt(reply, existing);
    });

  const base = `/${ApiPath.uploads}`;
  for (const url of [base, `${base}/*`]) {
    app.route({
      method: ['POST', 'HEAD', 'PATCH', 'DELETE'],
      url,
      schema: { hide: true },
      onRequest: app.requireApproved,
      handler: handle,
    });
    app.route({ method: 'OPTIONS', url, schema: { hide: true }, handler: handle });
  }
};

export default uploadRoutes;
