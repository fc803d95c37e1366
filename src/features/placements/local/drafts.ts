/**
 * The placements outbox (architecture §5): drafts live in IndexedDB with their media Blobs, work offline, and
 * are announced to the sync (outbox-signal.ts) once queued. A queued payload is frozen; an edit makes a new
 * revision. Plain TypeScript: the React hooks over it are in hooks/use-local-drafts.ts.
 */
import { i18n } from '@lingui/core';
import { v7 as uuidv7 } from 'uuid';
import { Msg } from '#contract/messages.ts';
import type { PlacementStatus } from '#contract/placements.ts';
import { db, type PlacementDraftRow, type PlacementFileRow } from '../../../db/app-db.ts';
import { requestPersistence } from '../../../lib/storage.ts';
import { commitEdit, isQuotaError, validate } from './draft-edits.ts';
import { emptyPayload } from './draft-rules.ts';
import { isMedia, planAttach, type RejectReason, readHead } from './file-checks.ts';
import { signalOutboxChange } from './outbox-signal.ts';

/** A file as the draft's page shows it: the outbox row without its upload URL. */
export type LocalFile = Omit<PlacementFileRow, 'uploadUrl'>;
export type DraftPayload = {
  network: string;
  promocode: string;
  format: string;
  category: string;
  start_date: string;
  end_date: string;
  text: string;
  reach: string;
  followers: string;
  registry_entry: string;
  target_url: string;
  publication_url: string;
};
export interface LocalDraft {
  id: string;
  revision: number;
  status: 'editing' | 'queued' | 'syncing' | 'synced' | 'failed';
  payload: DraftPayload;
  files: LocalFile[];
  error: string | null;
  updatedAt: number;
  serverStatus: PlacementStatus | null;
  /** Failed attempts in a row: above 0, the draft will be retried by itself. */
  attempts: number;
}

const toLocalFile = ({ uploadUrl: _url, ...file }: PlacementFileRow): LocalFile => file;
const toLocalDraft = (row: PlacementDraftRow): LocalDraft => ({
  id: row.id,
  revision: row.revision,
  status: row.status,
  payload: { ...emptyPayload(), ...row.payload },
  files: row.files.map(toLocalFile),
  error: row.error,
  updatedAt: row.updatedAt,
  serverStatus: row.serverStatus,
  attempts: row.attempts,
});

export async function createDraft(): Promise<string> {
  const id = uuidv7();
  await db.placementDrafts.add({
    id,
    revision: 1,
    status: 'editing',
    payload: emptyPayload(),
    files: [],
    error: null,
    updatedAt: Date.now(),
    serverStatus: null,
    sentRevision: 0,
    submittingRevision: 0,
    attempts: 0,
    nextAttemptAt: 0,
  });
  return id;
}

export async function updateDraft(id: string, patch: Partial<DraftPayload>): Promise<void> {
  if ((await commitEdit(id, (row) => ({ payload: { ...row.payload, ...patch } }))) === 'queued')
    signalOutboxChange();
}

export async function attachFiles(
  id: string,
  files: File[],
): Promise<{ rejected: { name: string; reason: RejectReason }[] }> {
  const row = await db.placementDrafts.get(id);
  if (!row) throw new Error(i18n._(Msg.not_found));
  const candidates = await Promise.all(
    files.map(async (file) => ({
      name: file.name,
      size: file.size,
      mediaOk: isMedia(file.type, await readHead(file)),
    })),
  );
  const plan = planAttach(
    row.files.map((f) => f.size),
    candidates,
  );
  const rejected = [...plan.rejected];
  const added: PlacementFileRow[] = [];
  // Each Blob is its own write, so one over the quota does not lose the ones stored before it.
  for (const index of plan.accepted) {
    const file = files[index]!;
    const fileId = uuidv7();
    try {
      await db.placementBlobs.add({ id: fileId, draftId: id, blob: file });
      added.push({
        id: fileId,
        name: file.name,
        type: file.type,
        size: file.size,
        uploadedBytes: 0,
        state: 'pending',
        error: null,
        uploadUrl: null,
      });
    } catch (error) {
      if (!isQuotaError(error)) throw error;
      rejected.push({ name: file.name, reason: 'storage' });
    }
  }
  if (added.length === 0) return { rejected };
  try {
    if ((await commitEdit(id, (current) => ({ files: [...current.files, ...added] }))) === 'queued')
      signalOutboxChange();
  } catch (error) {
    await db.placementBlobs.bulkDelete(added.map((f) => f.id));
    throw error;
  }
  if (row.files.length === 0) void requestPersistence();
  return { rejected };
}

export async function detachFile(id: string, fileId: string): Promise<void> {
  const status = await commitEdit(id, (row) => ({ files: row.files.filter((f) => f.id !== fileId) }));
  await db.placementBlobs.delete(fileId);
  if (status === 'queued') signalOutboxChange();
}

export async function queueDraft(
  id: string,
): Promise<{ ok: true } | { ok: false; errors: Record<string, string[]> }> {
  const result = await db.transaction('rw', db.placementDrafts, db.placementRevisions, async () => {
    const row = await db.placementDrafts.get(id);
    if (!row) throw new Error(i18n._(Msg.not_found));
    if (row.status !== 'editing' && row.status !== 'failed') return { ok: true as const };
    // A failed revision was already sent; retrying it gets a fresh revision and submit key.
    const revision = row.status === 'failed' ? row.revision + 1 : row.revision;
    const checked = validate(row.payload, revision, row.files);
    if (!checked.ok) return checked;
    await db.placementRevisions.put({ draftId: id, revision, body: checked.data });
    const files = row.files.map((f) =>
      f.state === 'failed' ? { ...f, state: 'pending' as const, error: null } : f,
    );
    await db.placementDrafts.update(id, {
      revision,
      status: 'queued',
      files,
      error: null,
      attempts: 0,
      nextAttemptAt: 0,
      updatedAt: Date.now(),
    });
    return { ok: true as const };
  });
  if (!result.ok) return { ok: false, errors: result.errors };
  signalOutboxChange();
  return { ok: true };
}

export async function discardDraft(id: string): Promise<void> {
  await db.transaction('rw', db.placementDrafts, db.placementRevisions, db.placementBlobs, async () => {
    await db.placementDrafts.delete(id);
    await db.placementRevisions.where('draftId').equals(id).delete();
    await db.placementBlobs.where('draftId').equals(id).delete();
  });
}

/** Every local draft, newest first. */
export const listDrafts = async (): Promise<LocalDraft[]> =>
  (await db.placementDrafts.orderBy('updatedAt').reverse().toArray()).map(toLocalDraft);

export async function getDraft(id: string): Promise<LocalDraft | null> {
  const row = await db.placementDrafts.get(id);
  return row ? toLocalDraft(row) : null;
}
