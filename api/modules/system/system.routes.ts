/** Health and public runtime configuration. */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiPath } from '#contract/api-paths.ts';
import { Health, PublicConfig } from '#contract/app-config.ts';
import { ErrorBody, ErrorCode } from '#contract/errors.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { APP_VERSION } from '../../lib/version.ts';
import { publicConfigOf } from './public-config.ts';

const systemRoutes: FastifyPluginAsync<{ config: Config }, RawServerDefault, ValibotTypeProvider> = async (
  app,
  { config },
) => {
  app.get(
    `/${ApiPath.health}`,
    { schema: { tags: ['system'], response: { 200: Health, 503: ErrorBody } } },
    async (request) => {
      const check = await request.em.getConnection().checkConnection();
      if (!check.ok) {
        request.log.error({ reason: check.reason }, 'health check: database unavailable');
        throw new AppError(503, ErrorCode.serviceUnavailable, 'service_unavailable');
      }
      return { status: 'ok' as const, db: 'ok' as const, version: APP_VERSION };
    },
  );

  const publicConfig = publicConfigOf(config);
  app.get(
    `/${ApiPath.config}`,
    { schema: { tags: ['system'], response: { 200: PublicConfig } } },
    async () => {
      return publicConfig;
    },
  );
};

export default systemRoutes;
