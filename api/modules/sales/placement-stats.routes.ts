/**
 * What placements and promocodes earned (decision 080): the blogger's own figures (approved accounts) and
 * the staff view of orders and cost per order (moderator). Read-only; nothing here writes.
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import {
  PlacementCostList,
  PlacementCostQuery,
  PlacementStatsList,
  PromocodeStatsList,
} from '#contract/placement-stats.ts';
import type { Config } from '../../config.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE } from '../../lib/admin-schema.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { placementCosts } from './placement-costs.service.ts';
import { placementStats, promocodeStats } from './placement-stats.service.ts';

const errors = { 401: ErrorBody, 403: ErrorBody };

const placementStatsRoutes: FastifyPluginAsync<
  { config: Config },
  RawServerDefault,
  ValibotTypeProvider
> = async (app, { config }) => {
  const own = { security: [{ bearer: [] }] };

  app.get(
    `/${ApiPath.placementStats}`,
    {
      schema: { ...own, tags: ['placements'], response: { 200: PlacementStatsList, ...errors } },
      onRequest: app.requireApproved,
    },
    async (request) => placementStats(request.em, currentUser(request).id, config),
  );

  app.get(
    `/${ApiPath.promocodeStats}`,
    {
      schema: { ...own, tags: ['promocodes'], response: { 200: PromocodeStatsList, ...errors } },
      onRequest: app.requireApproved,
    },
    async (request) => promocodeStats(request.em, currentUser(request).id),
  );

  app.get(
    `/${ApiPath.adminPlacementCosts}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        querystring: PlacementCostQuery,
        response: { 200: PlacementCostList, ...ADMIN_ERRORS },
      },
      onRequest: app.requireRole('moderator'),
    },
    async (request) => placementCosts(request.em, request.query.by),
  );
};

export default placementStatsRoutes;
