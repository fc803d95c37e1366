/**
 * Status transitions of the owner: submit (draft → moderation, once per Idempotency-Key and once per state)
 * and removal confirmation (needs_removal → completed). Each transition is one conditional UPDATE, so
 * concurrent calls make exactly one change and the others answer the resulting state.
 */
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ErrorCode } from '../../../contract/errors.ts';
import type { Placement as PlacementDto } from '../../../contract/placements.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { faultPoint } from '../../lib/fault-points.ts';
import { Placement, PlacementFile } from './placement.entity.ts';
import { conflict, getOwn } from './placements.service.ts';

export const IDEMPOTENCY_KEY_MAX = 200;
const filesIncomplete = () => new AppError(409, ErrorCode.conflict, 'files_incomplete');

export async function submitPlacement(
  em: EntityManager,
  ownerId: string,
  id: string,
  key: string,
): Promise<PlacementDto> {
  const row = await em.findOne(Placement, { id, owner: ownerId }, { refresh: true });
  if (!row) throw notFound();
  // Replays (same key) and submits of an already submitted placement answer its current state.
  if (row.status !== 'draft') {
    if (row.submitKey === key || row.submittedAt) return getOwn(em, ownerId, id);
    throw conflict();
  }
  if (await em.count(PlacementFile, { placement: id, uploaded: false })) throw filesIncomplete();
  faultPoint('submit-before-commit');
  let changed: number;
  try {
    // Pinned to the checked revision: an edit that adds a file in between makes this a no-op.
    changed = await em.nativeUpdate(
      Placement,
      { id, owner: ownerId, status: 'draft', revision: row.revision },
      { status: 'moderation', submittedAt: new Date(), submitKey: key, rejectionReason: null },
    );
  } catch (error) {
    // The key was already used for another placement.
    if (error instanceof UniqueConstraintViolationException) throw conflict();
    throw error;
  }
  const current = await getOwn(em, ownerId, id);
  if (changed === 1 || current.status !== 'draft') return current;
  throw conflict();
}

export async function confirmRemoval(em: EntityManager, ownerId: string, id: string): Promise<PlacementDto> {
  const changed = await em.nativeUpdate(
    Placement,
    { id, owner: ownerId, status: 'needs_removal' },
    { status: 'completed' },
  );
  const current = await getOwn(em, ownerId, id);
  if (changed === 1 || current.status === 'completed') return current;
  throw conflict();
}
