/** The ad-marking reporting board, read and worked by staff (decision 069). */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { Board } from '#contract/ord.ts';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_STALE_MS, adminKey } from '../../../lib/query-keys.ts';
import { fetchReportScreenshot } from '../api/reports-api.ts';

export const ordKeys = {
  board: (month: string) => [...adminKey, 'ord-board', month] as const,
  screenshot: (placementId: string, month: string) =>
    [...adminKey, 'report-screenshot', placementId, month] as const,
};

export const ordBoardQuery = (month: string) =>
  queryOptions({
    queryKey: ordKeys.board(month),
    staleTime: ADMIN_STALE_MS,
    queryFn: async () =>
      v.parse(Board, await api.get(ApiPath.adminOrdBoard, { searchParams: { month } }).json()),
  });

/** A report's screenshot (an image that never changes under its key), fetched with the staff token. */
export const reportScreenshotQuery = (placementId: string, month: string) =>
  queryOptions({
    queryKey: ordKeys.screenshot(placementId, month),
    queryFn: ({ signal }) => fetchReportScreenshot(placementId, month, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const checkReport = (id: string) => api.post(ApiPath.adminOrdReportCheck(id));
export const resendPlacement = (id: string) => api.post(ApiPath.adminOrdResend(id));
export const rejectReport = ({ id, reason }: { id: string; reason: string }) =>
  api.post(ApiPath.adminOrdReportReject(id), { json: { reason } });
