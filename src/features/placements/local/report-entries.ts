/**
 * Monthly impressions in the placements outbox (decision 075): an entry is kept on the device with its
 * screenshot until the server answered for its key, so it survives a closed app and a lost connection. The
 * sync loop that sends the drafts sends these too (sync/sync-report.ts); nothing here knows who sends them.
 */
import { v7 as uuidv7 } from 'uuid';
import * as v from 'valibot';
import { REPORT_SCREENSHOT_MAX_BYTES, REPORT_SCREENSHOT_TYPES, ReportFields } from '#contract/ord.ts';
import { fieldErrorIds } from '#contract/validation.ts';
import { db, type ReportEntryRow } from '../../../db/app-db.ts';
import { isQuotaError } from './draft-edits.ts';
import { signalOutboxChange } from './outbox-signal.ts';

export type ReportEntryErrors = Partial<Record<'impressions' | 'screenshot', string[]>>;

/** The form's checks, before anything is stored: the same schema the server applies, and the image. */
export function checkEntry(impressions: string, file: File | null): ReportEntryErrors {
  const errors: ReportEntryErrors = {};
  const parsed = v.safeParse(ReportFields, { impressions, key: uuidv7() });
  if (!parsed.success) Object.assign(errors, fieldErrorIds(parsed.issues, 'body'));
  if (!file) errors.screenshot = ['screenshot_required'];
  else if (!(REPORT_SCREENSHOT_TYPES as readonly string[]).includes(file.type))
    errors.screenshot = ['unsupported_file'];
  else if (file.size > REPORT_SCREENSHOT_MAX_BYTES) errors.screenshot = ['file_too_large'];
  return errors;
}

/** Queues the entry (replacing an earlier one of the month still on the device) and wakes the sync. */
export async function queueReport(
  placementId: string,
  month: string,
  impressions: number,
  file: File,
): Promise<'queued' | 'storage'> {
  const row: ReportEntryRow = {
    placementId,
    month,
    key: uuidv7(),
    impressions,
    screenshot: file,
    name: file.name,
    status: 'queued',
    error: null,
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: Date.now(),
  };
  try {
    await db.reportEntries.put(row);
  } catch (error) {
    if (isQuotaError(error)) return 'storage';
    throw error;
  }
  signalOutboxChange();
  return 'queued';
}

export const discardReport = (placementId: string, month: string) =>
  db.reportEntries.delete([placementId, month]);

/** The entries of one placement still on the device. */
export const localReports = (placementId: string) =>
  db.reportEntries.where('placementId').equals(placementId).toArray();
