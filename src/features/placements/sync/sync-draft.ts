/**
 * Sends one queued draft: PUT the frozen revision → upload every file not yet done → submit with the
 * revision's key → mark synced, and only then delete the local Blobs. Every status write checks that the
 * revision is still the one being sent, so an edit during sync (a new revision) is never overwritten.
 */
import { i18n } from '@lingui/core';
import { ValiError } from 'valibot';
import { Msg } from '#contract/messages.ts';
import type { Placement, PlacementDraftBody } from '#contract/placements.ts';
import type { AppDb, PlacementDraftRow } from '../../../db/app-db.ts';
import { isConnectionError, readHttpError } from '../../../lib/api-client.ts';
import { isRunnable } from '../local/draft-rules.ts';
import type { ReportSyncDeps } from './sync-report.ts';
import {
  answerFailure,
  classifyFailure,
  type Failure,
  type FailureAction,
  filesToUpload,
  needsUpsert,
  requeueAfter,
  resetFiles,
  SyncFailure,
  submitKey,
} from './sync-rules.ts';
import { FileUploadError, type UploadDeps, uploadFiles } from './upload-files.ts';

export interface SyncDeps extends UploadDeps, ReportSyncDeps {
  upsert: (id: string, body: PlacementDraftBody) => Promise<Placement>;
  submit: (id: string, idempotencyKey: string) => Promise<Placement>;
  random: () => number;
}

export function toFailure(error: unknown): Failure {
  if (error instanceof SyncFailure) return error.failure;
  const answer = readHttpError(error);
  if (answer) return answerFailure(answer);
  if (isConnectionError(error)) return {};
  // An answer that does not match the contract will not get better by retrying.
  if (error instanceof ValiError) return { status: 400, message: error.message };
  return { message: error instanceof Error ? error.message : String(error) };
}

export async function syncDraft(deps: SyncDeps, id: string): Promise<void> {
  const { db } = deps;
  const row = await db.placementDrafts.get(id);
  if (!row || !isRunnable(row)) return;
  const rev = row.revision;
  const whileCurrent = (changes: Partial<PlacementDraftRow>) =>
    db.placementDrafts
      .where('id')
      .equals(id)
      .modify((r) => {
        if (r.revision === rev) Object.assign(r, changes);
      });
  const stillCurrent = async () => {
    const current = await db.placementDrafts.get(id);
    return current?.revision === rev && current.status === 'syncing';
  };
  let step: 'upsert' | 'upload' | 'submit' = 'upsert';
  try {
    const frozen = await db.placementRevisions.get([id, rev]);
    if (!frozen) throw new SyncFailure({ status: 400, message: i18n._(Msg.internal_error) });
    await whileCurrent({ status: 'syncing' });
    if (needsUpsert(row)) {
      await deps.upsert(id, frozen.body);
      await whileCurrent({ sentRevision: rev });
    }
    step = 'upload';
    // Edited meanwhile: the loop picks up the new revision (finished uploads count for it too).
    if (!(await uploadFiles(deps, id, filesToUpload(row.files), stillCurrent))) return;
    step = 'submit';
    // Checked and marked at once: from here edits wait (draft-rules isSubmitting) until the answer.
    const claimed = await db.transaction('rw', db.placementDrafts, async () => {
      if (!(await stillCurrent())) return false;
      await db.placementDrafts.update(id, { submittingRevision: rev });
      return true;
    });
    if (!claimed) return;
    const placement = await deps.submit(id, submitKey(id, rev));
    await finish(db, id, placement.status);
  } catch (error) {
    const fileId = error instanceof FileUploadError ? error.fileId : null;
    const cause = error instanceof FileUploadError ? error.original : error;
    const action = classifyFailure(toFailure(cause), step, row.attempts);
    await onFailure(deps, id, rev, fileId, action);
  }
}

/**
 * The server has the placement: mark it synced and drop its revisions, then its Blobs. The Blobs go in a
 * transaction of their own: deleting a few hundred MB from IndexedDB takes about a second, and the card
 * should not wait for it (decision 097). A crash in between leaves Blobs that `dropSentBlobs` sweeps.
 */
async function finish(db: AppDb, id: string, serverStatus: Placement['status']): Promise<void> {
  const updated = await db.transaction('rw', db.placementDrafts, db.placementRevisions, async () => {
    const count = await db.placementDrafts
      .where('id')
      .equals(id)
      .modify((r) => {
        // Submitted: the server takes no more edits, so a revision made during the submit call ends here too.
        r.status = 'synced';
        r.serverStatus = serverStatus;
        r.error = null;
        r.attempts = 0;
        r.waitingForNetwork = false;
        for (const f of r.files) Object.assign(f, { state: 'done', uploadedBytes: f.size, error: null });
      });
    if (count > 0) await db.placementRevisions.where('draftId').equals(id).delete();
    return count;
  });
  if (updated > 0) await db.placementBlobs.where('draftId').equals(id).delete();
}

/** Deletes the Blobs of drafts the server already has (left by a crash between the two steps of `finish`). */
export async function dropSentBlobs(db: AppDb): Promise<void> {
  const sent = await db.placementDrafts.where('status').equals('synced').primaryKeys();
  if (sent.length) await db.placementBlobs.where('draftId').anyOf(sent).delete();
}

async function onFailure(
  deps: SyncDeps,
  id: string,
  rev: number,
  fileId: string | null,
  action: FailureAction,
) {
  const now = deps.now();
  await deps.db.placementDrafts
    .where('id')
    .equals(id)
    .modify((r) => {
      for (const file of r.files) {
        if (file.state !== 'uploading') continue;
        const failed = action.kind === 'fail' && file.id === fileId;
        file.state = failed ? 'failed' : 'pending';
        if (failed) file.error = action.message;
      }
      if (r.revision !== rev) return; // a newer revision is already queued with a fresh start
      requeueAfter(r, action, now, deps.random);
      if (action.kind === 'reupload') {
        r.files = resetFiles(r.files);
        r.submittingRevision = 0;
      }
    });
}
