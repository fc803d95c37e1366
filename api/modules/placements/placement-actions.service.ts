/**
 * Status transitions of the owner: submit (draft → moderation, once per Idempotency-Key and once per state)
 * and removal confirmation (needs_removal → completed). Each transition is one conditional UPDATE, so
 * concurrent calls make exactly one change and the others answer the resulting state.
 */
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ErrorCode } from '#contract/errors.ts';
import type { Locale } from '#contract/limits.ts';
import type { Placement as PlacementDto } from '#contract/placements.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { faultPoint } from '../../lib/fault-points.ts';
import { ownPromocode } from '../promocodes/promocodes.service.ts';
import { Placement, PlacementFile } from './placement.entity.ts';
import { assertLegalToRun } from './placement-compliance.ts';
import { assertPeriodOpen } from './placement-period.ts';
import { getOwn } from './placements.service.ts';

export const IDEMPOTENCY_KEY_MAX = 200;
const filesIncomplete = () => new AppError(409, ErrorCode.filesIncomplete, 'files_incomplete');
/**
 * A 422, never a 409: the sync treats any 409 from submit as "upload again", while a 422 fails the draft
 * with this message until the blogger picks another code (decision 043).
 */
const promocodeNotOwned = () =>
  new AppError(422, ErrorCode.validation, 'promocode_not_owned', { promocode: ['promocode_not_owned'] });

/**
 * The placement's promocode as one of the owner's codes for its network ('' stays ''), in the registered
 * spelling. Drafts may hold any well-formed text (offline edits, values stored before promocodes were
 * registered); only what goes to moderation must be the blogger's own.
 */
async function submittedPromocode(em: EntityManager, row: Placement): Promise<string> {
  if (row.promocode === '') return '';
  const own = await ownPromocode(em, row.owner.id, row.network, row.promocode);
  if (!own) throw promocodeNotOwned();
  // A code retired because it leaked (decision 078) still counts for old orders, but runs in no new ad.
  if (own.retiredAt)
    throw new AppError(422, ErrorCode.validation, 'promocode_retired', { promocode: ['promocode_retired'] });
  return own.code;
}

export async function submitPlacement(
  em: EntityManager,
  ownerId: string,
  id: string,
  key: string,
  locale: Locale,
): Promise<PlacementDto> {
  const row = await em.findOne(Placement, { id, owner: ownerId }, { refresh: true, populate: ['owner'] });
  if (!row) throw notFound();
  // Replays (same key) and submits of an already submitted placement answer its current state.
  if (row.status !== 'draft') {
    if (row.submitKey === key || row.submittedAt) return getOwn(em, ownerId, id);
    throw conflict();
  }
  assertPeriodOpen(row, row.owner);
  // An ad that may not run never reaches moderation (the same check runs again before the token).
  await assertLegalToRun(em, row, row.owner, locale);
  const promocode = await submittedPromocode(em, row);
  if (await em.count(PlacementFile, { placement: id, uploaded: false })) throw filesIncomplete();
  let changed: number;
  faultPoint('submit-before-commit');
  try {
    // Pinned to the checked revision: an edit that adds a file in between makes this a no-op.
    changed = await em.nativeUpdate(
      Placement,
      { id, owner: ownerId, status: 'draft', revision: row.revision },
      { status: 'moderation', submittedAt: new Date(), submitKey: key, rejectionReason: null, promocode },
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
