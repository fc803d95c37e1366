/**
 * A rate limit that holds across API instances (docs/decisions/077): at most `limit` starts in any rolling
 * `windowMs`, counted in the database the instances share. It reuses the job claims' table and their way of
 * deciding (062): each of `limit` slot rows in `job_runs` (name, `slot-<i>`) holds its last start, and a
 * start takes a slot by a conditional update "last start at least a window ago", which exactly one caller
 * wins, on PostgreSQL and SQLite alike. Every slot is used at most once per window, so no window sees more
 * than `limit` starts, however many instances ask. Callers of one process also queue in arrival order.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { JobRun } from '../modules/system/job-run.entity.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface SharedSlots {
  /** Resolves once a start is allowed; throws `tooLong()` if that would be later than `waitMs` from now. */
  acquire(waitMs: number): Promise<void>;
  /** The remote service said we are over its limit: count the whole window as used from now. */
  fill(): Promise<void>;
}

export function sharedSlots(
  fork: () => EntityManager,
  name: string,
  limit: number,
  windowMs: number,
  tooLong: () => Error,
  clock: () => number = Date.now,
): SharedSlots {
  const periods = Array.from({ length: limit }, (_, i) => `slot-${i}`);
  let ready: Promise<unknown> | null = null;
  let tail: Promise<unknown> = Promise.resolve();

  /** The slot rows, created once (by whichever instance comes first), free since the epoch. */
  const ensure = () => {
    ready ??= fork()
      .upsertMany(
        JobRun,
        periods.map((period) => ({
          id: randomUUID(),
          name,
          period,
          claimedAt: new Date(0),
          claimToken: randomUUID(),
          finishedAt: new Date(0),
          count: 0,
        })),
        { onConflictFields: ['name', 'period'], onConflictAction: 'ignore' },
      )
      .catch((error: unknown) => {
        ready = null;
        throw error;
      });
    return ready;
  };

  /** Takes a free slot (0), or says when the earliest one frees. */
  async function take(): Promise<number> {
    await ensure();
    const em = fork();
    const at = clock();
    for (const period of periods) {
      const taken = await em.nativeUpdate(
        JobRun,
        { name, period, claimedAt: { $lte: new Date(at - windowMs) } },
        { claimedAt: new Date(at), finishedAt: new Date(at), claimToken: randomUUID() },
      );
      if (taken === 1) return 0;
    }
    const rows = await em.find(JobRun, { name, period: { $in: periods } }, { fields: ['claimedAt'] });
    return Math.min(...rows.map((r) => r.claimedAt.getTime())) + windowMs;
  }

  return {
    acquire(waitMs) {
      const deadline = clock() + waitMs;
      const turn = tail.then(async () => {
        for (;;) {
          const freeAt = await take();
          if (freeAt === 0) return;
          if (freeAt > deadline) throw tooLong();
          // Another instance may take the slot first; then we look again.
          await sleep(Math.max(5, freeAt - clock()) + Math.floor(Math.random() * 20));
        }
      });
      tail = turn.catch(() => undefined);
      return turn;
    },
    async fill() {
      await ensure();
      const at = new Date(clock());
      await fork().nativeUpdate(
        JobRun,
        { name, period: { $in: periods } },
        { claimedAt: at, finishedAt: at },
      );
    },
  };
}
