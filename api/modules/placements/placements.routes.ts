/** /api/v1/placements*: the owner's drafts (idempotent PUT), list, submit and removal confirmation. */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody, ErrorCode } from '#contract/errors.ts';
import {
  DeviceId,
  PlacementDraftBody,
  PlacementListQuery,
  Placement as PlacementSchema,
} from '#contract/placements.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../lib/app-error.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import ordReportRoutes from './ord-reports.routes.ts';
import { confirmRemoval, IDEMPOTENCY_KEY_MAX, submitPlacement } from './placement-actions.service.ts';
import placementFileRoutes from './placement-files.routes.ts';
import { getOwn, listOwn, upsertDraft } from './placements.service.ts';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  422: ErrorBody,
};
const IdParams = v.object({ id: DeviceId });

const placementRoutes: FastifyPluginAsync<{ config: Config }, RawServerDefault, ValibotTypeProvider> = async (
  app,
  { config },
) => {
  const common = { tags: ['placements'], security: [{ bearer: [] }] };
  const guard = app.requireApproved;
  const one = { 200: PlacementSchema, ...errors };

  app.get(
    `/${ApiPath.placements}`,
    {
      schema: {
        ...common,
        querystring: PlacementListQuery,
        response: { 200: v.array(PlacementSchema), ...errors },
      },
      onRequest: guard,
    },
    async (request) => listOwn(request.em, currentUser(request).id, request.query),
  );

  app.get(
    `/${ApiPath.placement(':id')}`,
    { schema: { ...common, params: IdParams, response: one }, onRequest: guard },
    async (request) => getOwn(request.em, currentUser(request).id, request.params.id),
  );

  app.put(
    `/${ApiPath.placement(':id')}`,
    { schema: { ...common, params: IdParams, body: PlacementDraftBody, response: one }, onRequest: guard },
    async (request) =>
      upsertDraft(request.em, app.storage, currentUser(request).id, request.params.id, request.body),
  );

  app.post(
    `/${ApiPath.placementSubmit(':id')}`,
    { schema: { ...common, params: IdParams, response: one }, onRequest: guard },
    async (request) => {
      const raw = request.headers['idempotency-key'];
      const key = typeof raw === 'string' ? raw.trim() : '';
      if (!key || key.length > IDEMPOTENCY_KEY_MAX)
        throw new AppError(400, ErrorCode.badRequest, 'idempotency_key_required');
      return submitPlacement(request.em, currentUser(request).id, request.params.id, key, request.locale());
    },
  );

  app.post(
    `/${ApiPath.placementRemoval(':id')}`,
    { schema: { ...common, params: IdParams, response: one }, onRequest: guard },
    async (request) => confirmRemoval(request.em, currentUser(request).id, request.params.id),
  );

  await app.register(placementFileRoutes, { config });
  await app.register(ordReportRoutes);
};

export default placementRoutes;
