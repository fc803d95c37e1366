/**
 * Marking an approved placement: register its objects with the operator and commit the token it answers.
 * The operator down or slow leaves the placement "marking in progress" and retries with backoff; a refusal
 * waits for staff to fix the data and resend. One instance at a time works a placement (a claim on its
 * marking row), and a crash between the operator's answer and our commit resends the same external ids,
 * so the operator answers the same token (docs/decisions/069-ord-vk.md).
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { faultPoint } from '../../lib/fault-points.ts';
import { OrdMarking, OrdObject } from './ord.entity.ts';
import { type MarkingInput, type OrdOperator, OrdRejected, OrdUnavailable } from './ord.ts';
import { markingInput, type OrdSettings } from './ord-input.ts';
import { Placement } from './placement.entity.ts';

export interface OrdContext {
  ord: OrdOperator;
  settings: OrdSettings;
}

const STALE_MS = 15 * 60_000;
const MAX_BACKOFF_MS = 60 * 60_000;
/** 1, 2, 4 … minutes, at most an hour. */
export const backoffMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, 60_000 * 2 ** Math.max(0, attempts - 1));

/** Queues the marking in the approval's transaction; a resend of an existing one starts it again now. */
export async function queueMarking(tx: EntityManager, placementId: string, now: Date): Promise<void> {
  const reset = { nextAttemptAt: now, doneAt: null, lastError: null, attempts: 0 };
  const changed = await tx.nativeUpdate(OrdMarking, { placement: placementId }, reset);
  if (changed === 0) await tx.insert(OrdMarking, { placement: placementId, ...reset, createdAt: now });
}

async function recordObjects(tx: EntityManager, input: MarkingInput, placementId: string, now: Date) {
  const objects = [
    { kind: 'person' as const, externalId: input.advertiser.externalId, placementId: null },
    { kind: 'person' as const, externalId: input.publisher.externalId, placementId: null },
    { kind: 'contract' as const, externalId: input.contract.externalId, placementId: null },
    { kind: 'pad' as const, externalId: input.pad.externalId, placementId: null },
    { kind: 'creative' as const, externalId: input.creative.externalId, placementId },
  ];
  await recordSent(tx, objects, now);
}

/** Every object just sent is `processing` again until the registry says otherwise. */
export async function recordSent(
  tx: EntityManager,
  objects: { kind: OrdObject['kind']; externalId: string; placementId: string | null }[],
  now: Date,
): Promise<void> {
  for (const o of objects) {
    const fields = { status: 'processing' as const, messages: '[]', checkedAt: null, updatedAt: now };
    const changed = await tx.nativeUpdate(OrdObject, { kind: o.kind, externalId: o.externalId }, fields);
    if (changed === 0) await tx.insert(OrdObject, { id: randomUUID(), ...o, ...fields, createdAt: now });
  }
}

export type MarkingOutcome = 'marked' | 'waiting' | 'busy';

export async function markPlacement(
  em: EntityManager,
  ctx: OrdContext,
  placementId: string,
  now: Date,
): Promise<MarkingOutcome> {
  const claimToken = randomUUID();
  const claimed = await em.nativeUpdate(
    OrdMarking,
    {
      placement: placementId,
      doneAt: null,
      $or: [{ claimedAt: null }, { claimedAt: { $lt: new Date(now.getTime() - STALE_MS) } }],
    },
    { claimedAt: now, claimToken },
  );
  if (claimed !== 1) return 'busy';
  const mine = { placement: placementId, claimToken };
  try {
    const input = await markingInput(em, ctx.settings, placementId);
    // The materials first: the creative refers to them. A resend uploads them again under the same ids.
    for (const media of input.media) await ctx.ord.uploadMedia(media);
    faultPoint('ord-media-before-commit');
    const { erid } = await ctx.ord.registerCreative(input);
    faultPoint('ord-marked-before-commit');
    await em.transactional(async (tx) => {
      // A token already committed stays: the operator answers the same one for the same creative.
      await tx.nativeUpdate(Placement, { id: placementId, erid: null }, { erid });
      await tx.nativeUpdate(OrdMarking, mine, {
        doneAt: now,
        lastError: null,
        claimedAt: null,
        claimToken: null,
      });
      await recordObjects(tx, input, placementId, now);
    });
    return 'marked';
  } catch (error) {
    const row = await em.findOne(OrdMarking, { placement: placementId }, { refresh: true });
    const attempts = (row?.attempts ?? 0) + 1;
    const retry = error instanceof OrdUnavailable;
    await em.nativeUpdate(OrdMarking, mine, {
      attempts,
      lastError: error instanceof Error ? error.message.slice(0, 2000) : String(error),
      nextAttemptAt: error instanceof OrdRejected ? null : new Date(now.getTime() + backoffMs(attempts)),
      claimedAt: null,
      claimToken: null,
    });
    if (retry || error instanceof OrdRejected) return 'waiting';
    throw error;
  }
}

/** Told of each placement that got its token from a retry (the approval had none to show). */
export type OnMarked = (em: EntityManager, placementId: string) => Promise<void>;

/** The scheduled retry: every marking that is due, oldest first. Answers how many got their token. */
export async function runMarkings(
  em: EntityManager,
  ctx: OrdContext,
  now: Date,
  limit = 50,
  onMarked?: OnMarked,
): Promise<number> {
  const due = await em.find(
    OrdMarking,
    { doneAt: null, nextAttemptAt: { $lte: now } },
    { orderBy: { nextAttemptAt: 'asc' }, limit, fields: ['placement'] },
  );
  let marked = 0;
  for (const row of due) {
    const before = await em.fork().findOne(Placement, { id: row.placement.id }, { fields: ['erid'] });
    const outcome = await markPlacement(em.fork(), ctx, row.placement.id, now);
    if (outcome === 'marked') marked++;
    // A resend of a placement that had its token changes nothing the blogger must hear of.
    if (outcome === 'marked' && before && !before.erid) await onMarked?.(em.fork(), row.placement.id);
    // The operator is down: the others would fail alike; they keep their turn for the next run.
    if (outcome === 'waiting' && (await lastWasUnavailable(em, row.placement.id))) break;
  }
  return marked;
}

async function lastWasUnavailable(em: EntityManager, placementId: string): Promise<boolean> {
  const row = await em.fork().findOne(OrdMarking, { placement: placementId });
  return row?.nextAttemptAt != null;
}

/** Reads the registry's status of objects still processing, each at most every ten minutes. */
export async function refreshStatuses(em: EntityManager, ord: OrdOperator, now: Date, limit = 50) {
  const before = new Date(now.getTime() - 10 * 60_000);
  const rows = await em.find(
    OrdObject,
    { status: 'processing', $or: [{ checkedAt: null }, { checkedAt: { $lt: before } }] },
    { orderBy: { checkedAt: 'asc', id: 'asc' }, limit },
  );
  let changed = 0;
  for (const row of rows) {
    try {
      const state = await ord.registryStatus(row.kind, row.externalId);
      const fields = { status: state.status, messages: JSON.stringify(state.messages), checkedAt: now };
      await em.nativeUpdate(OrdObject, { id: row.id }, fields);
      if (state.status !== 'processing') changed++;
    } catch (error) {
      if (error instanceof OrdUnavailable || error instanceof OrdRejected) break;
      throw error;
    }
  }
  return changed;
}
