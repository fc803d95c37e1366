/**
 * Pure rules of the outbox (architecture §5): how form strings become the contract body, and what an edit does
 * to a draft in each status. A queued or syncing payload is frozen: editing it makes a new revision.
 */
import type { PlacementDraftRow } from '../../../db/app-db.ts';

export type DraftStatus = PlacementDraftRow['status'];

export const PAYLOAD_FIELDS = [
  'network',
  'promocode',
  'format',
  'category',
  'start_date',
  'end_date',
  'text',
  'reach',
  'followers',
  'registry_entry',
  'target_url',
  'publication_url',
] as const;

export const emptyPayload = (): Record<(typeof PAYLOAD_FIELDS)[number], string> =>
  Object.fromEntries(PAYLOAD_FIELDS.map((field) => [field, ''])) as Record<
    (typeof PAYLOAD_FIELDS)[number],
    string
  >;

interface FileMeta {
  id: string;
  name: string;
  type: string;
  size: number;
}

/** A typed count as a number; empty stays missing. */
const count = (value: string | undefined) => {
  const text = (value ?? '').trim();
  return text === '' ? undefined : Number(text);
};

/** The input for PlacementDraftBody: strings as typed, reach and followers as numbers. */
export function toBodyInput(payload: Record<string, string>, revision: number, files: FileMeta[]) {
  return {
    ...payload,
    revision,
    reach: count(payload.reach),
    followers: count(payload.followers),
    files: files.map(({ id, name, type, size }) => ({ id, name, type, size })),
  };
}

/**
 * What an edit does: an unsent draft changes in place; a queued, syncing or failed one gets a new
 * revision so the revision on its way to the server is never touched; a submitted one is closed.
 */
export function editMode(status: DraftStatus): 'in-place' | 'new-revision' | 'closed' {
  if (status === 'editing') return 'in-place';
  if (status === 'synced') return 'closed';
  return 'new-revision';
}

/** The submit of the current revision is on its way: an edit now could be lost, so it waits. */
export const isSubmitting = (row: Pick<PlacementDraftRow, 'status' | 'revision' | 'submittingRevision'>) =>
  row.status === 'syncing' && row.submittingRevision === row.revision;

/** After a new revision, a valid draft stays in the queue; an invalid one goes back to editing. */
export const statusAfterEdit = (valid: boolean): DraftStatus => (valid ? 'queued' : 'editing');

/** A draft the sync loop works on: queued, or interrupted while syncing. The one definition of it. */
export const isRunnable = (row: Pick<PlacementDraftRow, 'status'>): boolean =>
  row.status === 'queued' || row.status === 'syncing';
