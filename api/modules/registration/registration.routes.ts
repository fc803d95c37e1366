/** Sign-up (registration step 1) and registration step 2 (SPEC §6). */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { RegistrationDetailsBody, SignUpBody } from '#contract/accounts.ts';
import { ApiPath } from '#contract/api-paths.ts';
import { SessionResponse, TokenPair } from '#contract/auth.ts';
import { ErrorBody } from '#contract/errors.ts';
import { JOIN_CLICK_COOKIE } from '#contract/sales.ts';
import type { Config } from '../../config.ts';
import { unauthorized } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import { limiter } from '../../lib/rate-limit.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { sessionResponse } from '../auth/auth.service.ts';
import { loadAuthUser } from '../auth/auth-user.ts';
import { completeRegistration, signUp } from './registration.service.ts';

const errors = { 401: ErrorBody, 409: ErrorBody, 422: ErrorBody, 429: ErrorBody };

const registrationRoutes: FastifyPluginAsync<
  { config: Config },
  RawServerDefault,
  ValibotTypeProvider
> = async (app, { config }) => {
  const perIp = limiter(app, 'sign-up-ip', config.rateLimits.signUp);

  app.post(
    `/${ApiPath.signUp}`,
    {
      schema: { tags: ['auth'], body: SignUpBody, response: { 200: TokenPair, ...errors } },
      onRequest: perIp,
    },
    async (request) => {
      // The tracked link's join click this visitor came from, if its cookie is ours (decision 080).
      const raw = request.cookies[JOIN_CLICK_COOKIE];
      const unsigned = raw ? request.unsignCookie(raw) : null;
      const joinClick = unsigned?.valid ? unsigned.value : null;
      return signUp(
        request.em,
        request.body,
        request.locale(),
        { ip: request.ip, userAgent: request.headers['user-agent'] },
        joinClick,
      );
    },
  );

  app.post(
    `/${ApiPath.registrationDetails}`,
    {
      schema: {
        tags: ['accounts'],
        security: [{ bearer: [] }],
        body: RegistrationDetailsBody,
        response: { 200: SessionResponse, ...errors },
      },
      onRequest: app.requireAuth,
    },
    async (request) => {
      const { id } = currentUser(request);
      await completeRegistration(request.em, id, request.body);
      const user = await loadAuthUser(request.em, id);
      if (!user) throw unauthorized();
      return sessionResponse(user, config, request.ip);
    },
  );
};

export default registrationRoutes;
