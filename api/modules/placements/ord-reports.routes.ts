/**
 * /api/v1/placements/{id}/reports*: the owner's monthly impressions of an approved placement, each with a
 * screenshot of the network's statistics (decisions 069, 075). Staff read the screenshot too.
 */
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import { accountMarket } from '#contract/markets.ts';
import {
  PlacementReportItem,
  REPORT_SCREENSHOT_MAX_BYTES,
  ReportParams,
  type ReportReview,
} from '#contract/ord.ts';
import { notFound } from '../../lib/app-error.ts';
import { now } from '../../lib/clock.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { PlacementReport } from './ord.entity.ts';
import { ownReports, saveReport } from './ord-report.service.ts';
import { readReportEntry, reportProofKey } from './report-entry.ts';

const errors = {
  400: ErrorBody,
  401: ErrorBody,
  403: ErrorBody,
  404: ErrorBody,
  409: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
  422: ErrorBody,
};

export const reviewOf = (r: Pick<PlacementReport, 'checkedAt' | 'rejectedAt'>): ReportReview =>
  r.checkedAt ? 'accepted' : r.rejectedAt ? 'rejected' : 'entered';

export const toReportItem = (r: PlacementReport): PlacementReportItem => ({
  month: r.month,
  impressions: r.impressions,
  checked: Boolean(r.checkedAt),
  review: reviewOf(r),
  rejection_reason: r.rejectedAt ? (r.rejectionReason ?? null) : null,
  screenshot: Boolean(r.screenshotUploadId),
  entry_key: r.entryKey ?? null,
  sent: !r.unsent,
  reported_at: r.updatedAt.toISOString(),
});

const ordReportRoutes: FastifyPluginAsync<
  Record<never, never>,
  RawServerDefault,
  ValibotTypeProvider
> = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: REPORT_SCREENSHOT_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });
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
        consumes: ['multipart/form-data'],
        params: ReportParams,
        response: { 200: PlacementReportItem, ...errors },
      },
      onRequest: app.requireApproved,
    },
    async (request) => {
      const user = currentUser(request);
      const owner = { id: user.id, market: accountMarket(user) };
      const entry = await readReportEntry(request);
      const { id, month } = request.params;
      return toReportItem(await saveReport(request.em, app.storage, owner, id, month, entry, now()));
    },
  );

  // The screenshot, for its owner and for staff checking the figures (an <img> cannot send the token).
  app.get(
    `/${ApiPath.placementReportScreenshot(':id', ':month')}`,
    {
      schema: { ...common, params: ReportParams, response: { 401: ErrorBody, 404: ErrorBody } },
      onRequest: app.requireAuth,
    },
    async (request, reply) => {
      const user = currentUser(request);
      const report = await request.em.findOne(
        PlacementReport,
        { placement: request.params.id, month: request.params.month },
        { populate: ['placement'] },
      );
      const staff = user.role !== 'ambassador';
      const owner = report?.placement.owner.id === user.id && user.status === 'approved';
      const name = report?.screenshotUploadId;
      if (!name || !(staff || owner)) throw notFound();
      const key = reportProofKey(name);
      const size = await app.storage.size(key);
      if (size === null) throw notFound();
      reply
        .header('content-type', report.screenshotType ?? 'application/octet-stream')
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff');
      // The bytes themselves: the schema's error bodies type the reply, not this stream.
      const bytes: unknown = await app.storage.read(key);
      return reply.header('content-length', size).send(bytes as never);
    },
  );
};

export default ordReportRoutes;
