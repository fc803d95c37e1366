/**
 * Sends one queued month of impressions (decision 075): one idempotent PUT with the entry's key, the
 * figures and the screenshot. Failures go through the drafts' policy (sync-rules.ts classifyFailure and the
 * same backoff); the row is deleted only after the server answered for this key, so an entry edited
 * meanwhile (a new key) stays queued.
 */
import type { PlacementReportItem } from '#contract/ord.ts';
import type { AppDb, ReportEntryRow } from '../../../db/app-db.ts';
import { classifyFailure, type Failure, requeueAfter } from './sync-rules.ts';

export interface ReportEntryUpload {
  impressions: number;
  key: string;
  screenshot: Blob;
  name: string;
}

export type SendReport = (
  placementId: string,
  month: string,
  entry: ReportEntryUpload,
) => Promise<PlacementReportItem>;

export interface ReportSyncDeps {
  db: AppDb;
  sendReport?: SendReport;
  now: () => number;
  random: () => number;
  /** Told after the server took an entry (the card refreshes its months). */
  onReportSent?: (placementId: string) => void;
}

export const isReportRunnable = (row: Pick<ReportEntryRow, 'status'>) =>
  row.status === 'queued' || row.status === 'syncing';

/** The entries due now, oldest first. */
export const dueReports = (rows: ReportEntryRow[], now: number) =>
  rows.filter((r) => isReportRunnable(r) && r.nextAttemptAt <= now).sort((a, b) => a.createdAt - b.createdAt);

export async function syncReport(
  deps: ReportSyncDeps,
  toFailure: (error: unknown) => Failure,
  placementId: string,
  month: string,
): Promise<void> {
  const { db } = deps;
  const row = await db.reportEntries.get([placementId, month]);
  if (!row || !isReportRunnable(row) || !deps.sendReport) return;
  const mine = (change: (r: ReportEntryRow) => void) =>
    db.reportEntries
      .where('[placementId+month]')
      .equals([placementId, month])
      .modify((r) => {
        if (r.key === row.key) change(r);
      });
  await mine((r) => {
    r.status = 'syncing';
  });
  try {
    await deps.sendReport(placementId, month, {
      impressions: row.impressions,
      key: row.key,
      screenshot: row.screenshot,
      name: row.name,
    });
    await db.reportEntries
      .where('[placementId+month]')
      .equals([placementId, month])
      .filter((r) => r.key === row.key)
      .delete();
    deps.onReportSent?.(placementId);
  } catch (error) {
    const action = classifyFailure(toFailure(error), 'upsert', row.attempts);
    const now = deps.now();
    await mine((r) => requeueAfter(r, action, now, deps.random));
  }
}
