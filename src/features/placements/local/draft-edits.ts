/** How edits reach a draft row: in place while unsent, else as a new, frozen revision (draft-rules.ts). */
import { i18n } from '@lingui/core';
import { Msg } from '#contract/messages.ts';
import { PlacementDraftBody } from '#contract/placements.ts';
import { db, type PlacementDraftRow, type PlacementFileRow } from '../../../db/app-db.ts';
import { validateForm } from '../../../lib/forms.ts';
import { editMode, isSubmitting, statusAfterEdit, toBodyInput } from './draft-rules.ts';

export const validate = (payload: Record<string, string>, revision: number, files: PlacementFileRow[]) =>
  validateForm(PlacementDraftBody, toBodyInput(payload, revision, files));

/**
 * Applies an edit (payload and/or file list). An unsent draft changes in place; otherwise the edit is a new
 * revision: a valid one is frozen and stays queued, an invalid one returns to editing. Returns the status.
 */
export async function commitEdit(
  id: string,
  change: (row: PlacementDraftRow) => Partial<Pick<PlacementDraftRow, 'payload' | 'files'>>,
): Promise<PlacementDraftRow['status']> {
  const status = await db.transaction('rw', db.placementDrafts, db.placementRevisions, async () => {
    const row = await db.placementDrafts.get(id);
    if (!row) throw new Error(i18n._(Msg.not_found));
    const mode = editMode(row.status);
    if (mode === 'closed' || isSubmitting(row)) throw new Error(i18n._(Msg.conflict));
    const next = { ...row, ...change(row), updatedAt: Date.now() };
    if (mode === 'new-revision') {
      next.revision = row.revision + 1;
      const checked = validate(next.payload, next.revision, next.files);
      next.status = statusAfterEdit(checked.ok);
      next.error = null;
      next.attempts = 0;
      next.nextAttemptAt = 0;
      if (checked.ok)
        await db.placementRevisions.add({ draftId: id, revision: next.revision, body: checked.data });
    }
    await db.placementDrafts.put(next);
    return next.status;
  });
  return status;
}

export const isQuotaError = (error: unknown): boolean => {
  const e = error as { name?: string; inner?: { name?: string } } | null;
  return e?.name === 'QuotaExceededError' || e?.inner?.name === 'QuotaExceededError';
};
