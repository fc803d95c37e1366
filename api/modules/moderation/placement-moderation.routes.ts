/**
 * /api/v1/admin/placements*: the placement moderation queue and decisions (moderator or admin); the
 * blogger hears of a decision on their channel (Telegram, or e-mail without it).
 */
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
import { baseUrlFor } from '../../lib/links.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { User } from '../accounts/accounts.entity.ts';
import { decidePlacement, listForModeration } from './placement-moderation.service.ts';

const placementModerationRoutes: FastifyPluginAsync<
  { config: Config },
  RawServerDefault,
  ValibotTypeProvider
> = async (app, { config }) => {
  const guard = app.requireRole('moderator');
  const ord = { ord: app.ord, settings: config };

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
    async (request) => {
      const placement = await decidePlacement(
        request.em,
        ord,
        currentUser(request).id,
        request.params.id,
        request.body,
        request.locale(),
        (err) => request.log.error({ err }, 'marking failed; the ord-marking job retries'),
      );
      // An approval whose token is still being marked says nothing yet: "ready" names the ERID.
      if (placement.status === 'ready' && !placement.erid) return placement;
      const owner = await request.em.findOneOrFail(User, { id: placement.owner.id });
      const link = `${baseUrlFor(config, owner.locale)}/user/placements`;
      const creativeId = placement.creative_id ?? placement.id;
      app.notifier.send(
        owner,
        placement.status === 'ready'
          ? { kind: 'placement_ready', erid: placement.erid ?? '', creativeId, link }
          : { kind: 'placement_rejected', reason: placement.rejection_reason ?? '', creativeId, link },
      );
      return placement;
    },
  );
};

export default placementModerationRoutes;
