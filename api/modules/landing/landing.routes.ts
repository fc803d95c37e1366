/**
 * GET /api/v1/landing?locale=ru|en (public): the landing's payload. Browsers and shared caches may keep it
 * briefly; the server keeps it in memory too (landing.service.ts), so a burst of guests costs no queries.
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import { LandingData, LandingQuery } from '#contract/landing.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { loadLandingData } from './landing.service.ts';

const landingRoutes: FastifyPluginAsync<Record<never, never>, RawServerDefault, ValibotTypeProvider> = async (
  app,
) => {
  app.get(
    `/${ApiPath.landing}`,
    {
      schema: {
        tags: ['landing'],
        querystring: LandingQuery,
        response: { 200: LandingData, 422: ErrorBody },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=30');
      return loadLandingData(request.em, request.query.locale);
    },
  );
};

export default landingRoutes;
