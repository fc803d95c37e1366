/** The monthly impressions of a placement (decisions 069, 075): its months on record, entries, screenshots. */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { PlacementReportItem } from '#contract/ord.ts';
import { api } from '../../../lib/api-client.ts';
import type { ReportEntryUpload } from '../sync/sync-report.ts';

export const reportsKeys = {
  all: ['placement-reports'] as const,
  of: (placementId: string) => ['placement-reports', placementId] as const,
};

export const reportsQuery = (placementId: string) =>
  queryOptions({
    queryKey: reportsKeys.of(placementId),
    queryFn: async () =>
      v.parse(v.array(PlacementReportItem), await api.get(ApiPath.placementReports(placementId)).json()),
  });

/** One entry: the figures and key first, then the screenshot. The sync loop owns retries (retry: 0). */
export async function putReport(placementId: string, month: string, entry: ReportEntryUpload) {
  const body = new FormData();
  body.append('impressions', String(entry.impressions));
  body.append('key', entry.key);
  body.append('screenshot', entry.screenshot, entry.name);
  const answer = await api
    .put(ApiPath.placementReport(placementId, month), { body, retry: 0, timeout: 120_000 })
    .json();
  return v.parse(PlacementReportItem, answer);
}

/** The screenshot's bytes (an <img> cannot send the bearer token). */
export const fetchReportScreenshot = (placementId: string, month: string, signal: AbortSignal) =>
  api.get(ApiPath.placementReportScreenshot(placementId, month), { signal, timeout: 60_000 }).blob();
