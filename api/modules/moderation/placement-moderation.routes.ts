/** /api/v1/admin/placements*: the placement moderation queue and decisions (moderator or admin). */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import {
  AdminPlacement,
  AdminPlacementQuery,
  DeviceId,
  PlacementDecisionBody,
} from '#contract/placements.ts';
import type { Config } from '../../config.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE } from '../../lib/admin-schema.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { ordOperator } from '../placements/ord.ts';
import { decidePlacement, listForModeration } from './placement-moderation.service.ts';

const placementModerationRoutes: FastifyPluginAsync<
  { config: Config },
  RawServerDefault,
  ValibotTypeProvider
> = async (app, { config }) => {
  const guard = app.requireRole('moderator');
  const ord = ordOperator(config.ordOperator);

  app.get(
    `/${ApiPath.adminPlacements}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        querystring: AdminPlacementQuery,
        response: { 200: v.array(AdminPlacement), ...ADMIN_ERRORS },
      },
      onRequest: guard,
    },
    async (request) => listForModeration(request.em, request.query.status),
  );

  app.post(
    `/${ApiPath.adminPlacementDecision(':id')}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        params: v.object({ id: DeviceId }),
        body: PlacementDecisionBody,
        response: { 200: AdminPlacement, ...ADMIN_ERRORS },
      },
      onRequest: guard,
    },
    async (request) =>
      decidePlacement(
        request.em,
        ord,
        currentUser(request).id,
        request.params.id,
        request.body,
        request.locale(),
      ),
  );
};

export default placementModerationRoutes;
