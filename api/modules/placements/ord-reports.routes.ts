/** /api/v1/placements/{id}/reports*: the owner's monthly impressions of an approved placement (decision 069). */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import { PlacementReportItem, ReportBody, ReportParams } from '#contract/ord.ts';
import { now } from '../../lib/clock.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import type { PlacementReport } from './ord.entity.ts';
import { ownReports, saveReport } from './ord-report.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 422: ErrorBody };

export const toReportItem = (r: PlacementReport): PlacementReportItem => ({
  month: r.month,
  impressions: r.impressions,
  checked: r.checkedAt !== null && r.checkedAt !== undefined,
  sent: !r.unsent,
  reported_at: r.updatedAt.toISOString(),
});

const ordReportRoutes: FastifyPluginAsync<
  Record<never, never>,
  RawServerDefault,
  ValibotTypeProvider
> = async (app) => {
  const common = { tags: ['placements'], security: [{ bearer: [] }] };

  app.get(
    `/${ApiPath.placementReports(':id')}`,
    {
      schema: {
        ...common,
        params: v.object({ id: ReportParams.entries.id }),
        response: { 200: v.array(PlacementReportItem), ...errors },
      },
      onRequest: app.requireApproved,
    },
    async (request) =>
      (await ownReports(request.em, currentUser(request).id, request.params.id)).map(toReportItem),
  );

  app.put(
    `/${ApiPath.placementReport(':id', ':month')}`,
    {
      schema: {
        ...common,
        params: ReportParams,
        body: ReportBody,
        response: { 200: PlacementReportItem, ...errors },
      },
      onRequest: app.requireApproved,
    },
    async (request) =>
      toReportItem(
        await saveReport(
          request.em,
          currentUser(request).id,
          request.params.id,
          request.params.month,
          request.body.impressions,
          now(),
        ),
      ),
  );
};

export default ordReportRoutes;
