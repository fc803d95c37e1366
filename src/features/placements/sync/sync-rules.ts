/**
 * Pure decisions of the sync loop: how a failure is handled and what a draft needs next.
 * Network errors, 5xx, 408, 423 and 429 are retried; 409 files_incomplete re-uploads, and so does an upload
 * the server no longer has (404/410 from tus: a crash can leave a stored upload URL pointing at nothing);
 * other 4xx fail the draft until the user edits it (which makes a new revision and requeues it).
 */
import { i18n } from '@lingui/core';
import type { ErrorBody } from '#contract/errors.ts';
import { Msg } from '#contract/messages.ts';
import type { PlacementDraftRow, PlacementFileRow, ReportEntryRow } from '../../../db/app-db.ts';
import { parseRetryAfter, retryDelay } from '../../../lib/backoff.ts';
import { isRunnable } from '../local/draft-rules.ts';

/** What is known about a failed call, from ky or tus alike. `status` is absent for network errors. */
export interface Failure {
  status?: number;
  code?: string;
  message?: string;
  retryAfter?: string | null;
}

/**
 * A failed answer in these terms, from the body the api client read (readErrorBody): field messages
 * first, else the summary, else `fallback` (e.g. a proxy's plain-text answer).
 */
export function answerFailure(
  answer: { status: number; body: Partial<ErrorBody>; retryAfter: string | null },
  fallback?: string,
): Failure {
  const fields = Object.values(answer.body.errors ?? {}).flat();
  return {
    status: answer.status,
    code: answer.body.code,
    message: fields.length > 0 ? fields.join('\n') : (answer.body.message ?? fallback),
    retryAfter: answer.retryAfter,
  };
}

/** An error that already says what went wrong in these terms (tus failures, test doubles). */
export class SyncFailure extends Error {
  readonly failure: Failure;
  constructor(failure: Failure) {
    super(failure.message ?? `HTTP ${failure.status ?? 'network error'}`);
    this.failure = failure;
  }
}

export type FailureAction =
  | { kind: 'retry'; retryAfter: string | null; network: boolean }
  | { kind: 'reupload' }
  | { kind: 'fail'; message: string };

const RETRIED = new Set([401, 408, 423, 429]);

/** Re-uploads after a 409 from submit stop after this many failed attempts in a row. */
export const MAX_REUPLOAD_ATTEMPTS = 5;

/**
 * `step` is the call that failed; the API answers a submit with missing files as 409 (code `conflict`,
 * message files_incomplete), so any 409 from submit means "upload again", a few times at most.
 */
export function classifyFailure(
  failure: Failure,
  step: 'upsert' | 'upload' | 'submit' = 'upsert',
  attempts = 0,
): FailureAction {
  const { status } = failure;
  if (status === undefined || status === 0 || status >= 500 || RETRIED.has(status)) {
    // A 401 the client could not refresh ends in the sign-in page; the draft simply waits.
    return { kind: 'retry', retryAfter: failure.retryAfter ?? null, network: !status };
  }
  const incomplete = failure.code === 'files_incomplete' || step === 'submit';
  const gone = step === 'upload' && (status === 404 || status === 410);
  if ((gone || (status === 409 && incomplete)) && attempts < MAX_REUPLOAD_ATTEMPTS)
    return { kind: 'reupload' };
  return { kind: 'fail', message: failure.message || i18n._(Msg.internal_error) };
}

/** What a failed attempt changes on a row of the outbox: a draft or a report. */
interface QueuedRow {
  status: PlacementDraftRow['status'] | ReportEntryRow['status'];
  error: string | null;
  attempts: number;
  nextAttemptAt: number;
  waitingForNetwork?: boolean;
}

/**
 * Records a failed attempt on its row: failed for good with the message, or queued again, counted, and due
 * after the server's Retry-After or the backoff.
 */
export function requeueAfter(row: QueuedRow, action: FailureAction, now: number, random: () => number): void {
  if (action.kind === 'fail') {
    row.status = 'failed';
    row.error = action.message;
    return;
  }
  row.status = 'queued';
  row.attempts += 1;
  row.waitingForNetwork = action.kind === 'retry' && action.network;
  const retryAfter = action.kind === 'retry' ? parseRetryAfter(action.retryAfter, now) : null;
  row.nextAttemptAt = now + retryDelay(row.attempts, retryAfter, random);
}

/** The submit key is fixed per revision, so a retried submit can never count twice. */
export const submitKey = (draftId: string, revision: number): string => `${draftId}:${revision}`;

/** A submit that was sent but not confirmed is replayed with the same key, skipping the upsert. */
export const needsUpsert = (row: Pick<PlacementDraftRow, 'revision' | 'submittingRevision'>): boolean =>
  row.submittingRevision !== row.revision;

export const filesToUpload = (files: PlacementFileRow[]): PlacementFileRow[] =>
  files.filter((f) => f.state !== 'done');

/** After a 409 files_incomplete: every file goes again (tus asks the server for its offset first). */
export const resetFiles = (files: PlacementFileRow[]): PlacementFileRow[] =>
  files.map((f) => ({ ...f, state: 'pending', error: null }));

/** Which queued drafts are due now, oldest first (UUIDv7 ids sort by creation time). */
export function dueDrafts<T extends Pick<PlacementDraftRow, 'id' | 'status' | 'nextAttemptAt'>>(
  rows: T[],
  now: number,
): T[] {
  return rows
    .filter((r) => isRunnable(r) && r.nextAttemptAt <= now)
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** When the sync loop should wake up for the next backed-off draft, or null when none waits. */
export function nextWake(
  rows: Pick<PlacementDraftRow, 'status' | 'nextAttemptAt'>[],
  now: number,
): number | null {
  const waits = rows.filter((r) => isRunnable(r) && r.nextAttemptAt > now).map((r) => r.nextAttemptAt - now);
  return waits.length > 0 ? Math.min(...waits) : null;
}
