/**
 * Placement moderation: the queue with authors, and decisions. Approval makes the placement ready and queues
 * its marking in the same transaction, then asks the ORD operator for the token at once; while the operator
 * is down the placement shows "marking in progress" and the `ord-marking` job retries (decision 069).
 * Rejection keeps a reason and a creative ID the blogger quotes to support. Both are conditional on status
 * moderation (no double decision) and audited.
 */
import type { EntityManager } from '@mikro-orm/core';
import type * as v from 'valibot';
import type { Locale } from '#contract/limits.ts';
import type { AdminPlacement, PlacementDecisionBody, PlacementStatus } from '#contract/placements.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { User } from '../accounts/accounts.entity.ts';
import { audited } from '../audit/audited.ts';
import { newCreativeId } from '../placements/ord.ts';
import { markPlacement, type OrdContext, queueMarking } from '../placements/ord-marking.service.ts';
import { Placement } from '../placements/placement.entity.ts';
import { assertLegalToRun } from '../placements/placement-compliance.ts';
import { assertPeriodOpen } from '../placements/placement-period.ts';
import { toPlacements } from '../placements/placements.service.ts';

type DecisionBody = v.InferOutput<typeof PlacementDecisionBody>;

async function withOwners(em: EntityManager, rows: Placement[]): Promise<AdminPlacement[]> {
  const dtos = await toPlacements(em, rows);
  const owners = rows.length
    ? await em.find(User, { id: { $in: rows.map((r) => r.owner.id) } }, { fields: ['email', 'firstName'] })
    : [];
  return dtos.map((dto, i) => {
    const owner = owners.find((u) => u.id === rows[i]?.owner.id);
    return {
      ...dto,
      owner: { id: owner?.id ?? '', email: owner?.email ?? '', first_name: owner?.firstName ?? null },
    };
  });
}

export async function listForModeration(em: EntityManager, status: PlacementStatus) {
  // Oldest submissions first: the queue is worked in order.
  const rows = await em.find(
    Placement,
    { status },
    { orderBy: { submittedAt: 'asc', id: 'asc' }, limit: 200 },
  );
  return withOwners(em, rows);
}

export async function decidePlacement(
  em: EntityManager,
  ord: OrdContext,
  actorId: string,
  id: string,
  body: DecisionBody,
  locale: Locale,
  onMarkingError: (error: unknown) => void = () => undefined,
): Promise<AdminPlacement> {
  const row = await em.findOne(Placement, { id }, { populate: ['owner'] });
  if (!row) throw notFound();
  if (row.status !== 'moderation') throw conflict();
  const now = new Date();
  if (body.decision === 'approve') {
    assertPeriodOpen(row, row.owner);
    // Checked again before the token: a rule may have changed while the placement waited in the queue.
    await assertLegalToRun(em, row, row.owner, locale);
  }
  const fields =
    body.decision === 'approve'
      ? { status: 'ready' as const, creativeId: row.creativeId ?? newCreativeId(), rejectionReason: null }
      : {
          status: 'rejected' as const,
          creativeId: row.creativeId ?? newCreativeId(),
          rejectionReason: body.reason,
        };
  const work = async (tx: EntityManager) => {
    const changed = await tx.nativeUpdate(Placement, { id, status: 'moderation' }, fields);
    if (changed !== 1) throw conflict();
    // The ERID makes it an integration: the owner's team status reads it (docs/decisions/051).
    if (body.decision === 'approve') {
      await tx.nativeUpdate(User, { id: row.owner.id }, { lastIntegrationAt: new Date() });
      await queueMarking(tx, id, now);
    }
  };
  const action = body.decision === 'approve' ? 'placement.approve' : 'placement.reject';
  await audited(em, actorId, action, work, () => ({
    id: row.id,
    email: row.owner.email,
    reason: body.decision === 'reject' ? body.reason : null,
  }));
  // The decision is made: the operator down, refusing or a crash here leaves the marking to the job.
  if (body.decision === 'approve') await markPlacement(em.fork(), ord, id, now).catch(onMarkingError);
  await em.refresh(row);
  return (await withOwners(em, [row]))[0] as AdminPlacement;
}
