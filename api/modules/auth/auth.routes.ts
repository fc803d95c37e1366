/** /api/v1/auth/*: sign-in, session, refresh, sign-out (SPEC §7). */
import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { RefreshBody, SessionResponse, SignInBody, SignOutBody, TokenPair } from '#contract/auth.ts';
import { ErrorBody } from '#contract/errors.ts';
import type { Config } from '../../config.ts';
import { currentUser } from '../../lib/current-user.ts';
import { prepareDummyHash } from '../../lib/password.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { type ClientMeta, refresh, sessionResponse, signIn, signOut } from './auth.service.ts';
import { signInThrottle } from './sign-in-throttle.ts';
import { bearerToken } from './tokens.ts';

const meta = (request: FastifyRequest): ClientMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

const errors = { 401: ErrorBody, 403: ErrorBody, 422: ErrorBody, 429: ErrorBody };

const authRoutes: FastifyPluginAsync<{ config: Config }, RawServerDefault, ValibotTypeProvider> = async (
  app,
  { config },
) => {
  await prepareDummyHash();
  const throttled = signInThrottle(app, config);

  app.post(
    `/${ApiPath.signIn}`,
    { schema: { tags: ['auth'], body: SignInBody, response: { 200: TokenPair, ...errors } } },
    async (request, reply) =>
      throttled(request, reply, request.body.email, () => signIn(request.em, request.body, meta(request))),
  );

  app.get(
    `/${ApiPath.session}`,
    {
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        response: { 200: SessionResponse, 401: ErrorBody },
      },
      onRequest: app.requireAuth,
    },
    async (request) => sessionResponse(currentUser(request), config, request.ip),
  );

  app.post(
    `/${ApiPath.refresh}`,
    { schema: { tags: ['auth'], body: RefreshBody, response: { 200: TokenPair, ...errors } } },
    async (request) => refresh(request.em, request.body.refresh_token, meta(request)),
  );

  app.post(
    `/${ApiPath.signOut}`,
    {
      schema: {
        tags: ['auth'],
        security: [{ bearer: [] }],
        body: SignOutBody,
        response: { 204: v.null(), 422: ErrorBody },
      },
    },
    async (request, reply) => {
      await signOut(
        request.em,
        bearerToken(request.headers.authorization),
        request.body.refresh_token ?? null,
      );
      return reply.code(204).send(null);
    },
  );
};

export default authRoutes;
