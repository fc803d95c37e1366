/** Health and public runtime configuration. */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiPath } from '../../../contract/api-paths.ts';
import { Health, PublicConfig } from '../../../contract/app-config.ts';
import { ErrorBody, ErrorCode } from '../../../contract/errors.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { APP_VERSION } from '../../lib/version.ts';

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

  const publicConfig: PublicConfig = {
    en_domains: config.enDomains,
    by_domains: config.byDomains,
    ru_domains: [new URL(config.publicUrl).hostname.toLowerCase()],
    support_app_id: config.supportAppId,
    analytics_id: config.analyticsId,
  };
  app.get(
    `/${ApiPath.config}`,
    { schema: { tags: ['system'], response: { 200: PublicConfig } } },
    async () => {
      return publicConfig;
    },
  );
};

export default systemRoutes;
