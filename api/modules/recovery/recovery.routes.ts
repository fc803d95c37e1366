/** Password recovery (SPEC §2 /user/password-recovery): request a link, then set a new password. */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { RecoveryChangeBody, RecoveryRequestBody } from '#contract/accounts.ts';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import type { Config } from '../../config.ts';
import { asLocale, baseUrlFor } from '../../lib/links.ts';
import { limiter } from '../../lib/rate-limit.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { changeForgottenPassword, createRecovery } from './recovery.service.ts';

const errors = { 422: ErrorBody, 429: ErrorBody };

const recoveryRoutes: FastifyPluginAsync<{ config: Config }, RawServerDefault, ValibotTypeProvider> = async (
  app,
  { config },
) => {
  const perIp = limiter(app, 'recovery-ip', config.rateLimits.recoveryPerIp);
  const perEmail = limiter(
    app,
    'recovery-email',
    config.rateLimits.recoveryPerEmail,
    (request) => `recovery:${(request.body as { email: string }).email}`,
  );

  app.post(
    `/${ApiPath.recoveryRequest}`,
    {
      schema: { tags: ['auth'], body: RecoveryRequestBody, response: { 204: v.null(), ...errors } },
      onRequest: perIp,
      preHandler: perEmail,
    },
    async (request, reply) => {
      const found = await createRecovery(request.em, request.body.email);
      if (found) {
        const locale = asLocale(found.user.locale);
        const link = `${baseUrlFor(config, locale)}/user/password-recovery/change?token=${found.token}`;
        app.mailer.send(found.user.email, { kind: 'recovery', link }, locale);
      }
      return reply.code(204).send(null);
    },
  );

  app.post(
    `/${ApiPath.recoveryChange}`,
    {
      schema: { tags: ['auth'], body: RecoveryChangeBody, response: { 204: v.null(), ...errors } },
      onRequest: perIp,
    },
    async (request, reply) => {
      await changeForgottenPassword(request.em, request.body);
      return reply.code(204).send(null);
    },
  );
};

export default recoveryRoutes;
