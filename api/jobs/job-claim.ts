/**
 * Runs a periodic job at most once per period across API instances: the first instance to insert the
 * (name, period) row runs it; a claim left unfinished for `staleMs` (a crashed instance) can be taken over.
 * The job itself must still be idempotent: a takeover may repeat part of it. A job that fails frees its
 * claim at once, so the next run (the timer's, or an admin's) retries without waiting for it to go stale.
 */
import type { EntityManager } from '@mikro-orm/core';
import { now as clockNow } from '../lib/clock.ts';
import { JobRun } from '../modules/system/job-run.entity.ts';

const STALE_MS = 15 * 60_000;

/** Returns the job's count, or null when another instance has it (or it already finished). */
export async function runOnce(
  em: EntityManager,
  name: string,
  period: string,
  job: () => Promise<number>,
  now = clockNow(),
): Promise<number | null> {
  const fork = em.fork();
  const claimToken = crypto.randomUUID();
  await fork.upsertMany(
    JobRun,
    [{ id: crypto.randomUUID(), name, period, claimedAt: now, claimToken, count: 0 }],
    { onConflictFields: ['name', 'period'], onConflictAction: 'ignore' },
  );
  const run = await fork.findOneOrFail(JobRun, { name, period }, { refresh: true });
  if (run.finishedAt) return null;
  if (run.claimToken !== claimToken) {
    // Someone else's claim: take it over only if it went stale, and only if no other instance did first.
    const taken = await fork.nativeUpdate(
      JobRun,
      { id: run.id, finishedAt: null, claimedAt: { $lt: new Date(now.getTime() - STALE_MS) } },
      { claimedAt: now, claimToken },
    );
    if (taken !== 1) return null;
  }
  let count: number;
  try {
    count = await job();
  } catch (error) {
    // This run has ended, so freeing the claim cannot make two runs overlap. Only our own claim: one taken
    // over meanwhile (we ran past the stale limit) stays with its new holder. If the release fails too,
    // the claim goes stale like a crashed instance's.
    await fork.nativeDelete(JobRun, { id: run.id, claimToken, finishedAt: null }).catch(() => undefined);
    throw error;
  }
  await fork.nativeUpdate(JobRun, { id: run.id }, { finishedAt: clockNow(), count });
  return count;
}
