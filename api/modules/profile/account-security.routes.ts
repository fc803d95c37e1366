/** /api/v1/profile/{email-change,password,hide}: changes that need a code or the current password. */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import {
  EmailChangeBody,
  EmailCodeBody,
  HideProfileBody,
  PasswordChangeBody,
  Profile,
} from '#contract/profile.ts';
import type { Config } from '../../config.ts';
import { currentUser } from '../../lib/current-user.ts';
import { asLocale } from '../../lib/links.ts';
import { limiter } from '../../lib/rate-limit.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import {
  changePassword,
  confirmEmailChange,
  hideProfile,
  requestEmailChange,
} from './account-security.service.ts';
import { toProfile } from './profile.service.ts';

const errors = { 401: ErrorBody, 422: ErrorBody, 429: ErrorBody };
const done = { 204: v.null(), ...errors };

const accountSecurityRoutes: FastifyPluginAsync<
  { config: Config },
  RawServerDefault,
  ValibotTypeProvider
> = async (app, { config }) => {
  const common = { tags: ['profile'], security: [{ bearer: [] }] };
  const perUser = limiter(app, 'email-code', config.rateLimits.emailCode, (r) => `email-code:${r.user?.id}`);
  // The codes are keyed with the cookie secret: it is per-deployment and never leaves the server.
  const secret = config.cookieSecret;

  app.post(
    `/${ApiPath.emailChange}`,
    {
      schema: { ...common, body: EmailChangeBody, response: done },
      onRequest: app.requireApproved,
      preHandler: perUser,
    },
    async (request, reply) => {
      const { user, code } = await requestEmailChange(
        request.em,
        currentUser(request).id,
        request.body.email,
        secret,
      );
      app.mailer.send(request.body.email, { kind: 'email_code', code }, asLocale(user.locale));
      return reply.code(204).send(null);
    },
  );

  app.post(
    `/${ApiPath.emailChangeConfirm}`,
    {
      schema: { ...common, body: EmailCodeBody, response: { 200: Profile, ...errors } },
      onRequest: app.requireApproved,
    },
    async (request) =>
      toProfile(
        request.em,
        await confirmEmailChange(request.em, currentUser(request).id, request.body.code, secret),
        config,
      ),
  );

  app.post(
    `/${ApiPath.passwordChange}`,
    { schema: { ...common, body: PasswordChangeBody, response: done }, onRequest: app.requireApproved },
    async (request, reply) => {
      const familyId = request.authSession?.familyId ?? '';
      await changePassword(request.em, currentUser(request).id, familyId, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `/${ApiPath.hideProfile}`,
    { schema: { ...common, body: HideProfileBody, response: done }, onRequest: app.requireApproved },
    async (request, reply) => {
      await hideProfile(request.em, currentUser(request).id, request.body.password);
      return reply.code(204).send(null);
    },
  );
};

export default accountSecurityRoutes;
