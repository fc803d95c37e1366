/**
 * Ready placements whose removal time has come must be taken down: ready → needs_removal. One conditional
 * UPDATE, so running it twice, or on several API instances at once, changes each placement exactly once.
 */
import type { EntityManager } from '@mikro-orm/core';
import { now as clockNow } from '../lib/clock.ts';
import { faultPoint } from '../lib/fault-points.ts';
import { Placement } from '../modules/placements/placement.entity.ts';

/** Returns how many placements became due. */
export async function markDueRemovals(em: EntityManager, now: Date = clockNow()): Promise<number> {
  faultPoint('deadline-job-mid-run');
  return em
    .fork()
    .nativeUpdate(Placement, { status: 'ready', removalDueAt: { $lte: now } }, { status: 'needs_removal' });
}
