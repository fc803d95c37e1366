/**
 * Starts the periodic jobs of a running server (not used by tests, which call the jobs with their own
 * clock). Each run is safe to overlap with other instances: the jobs are conditional updates.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { resendStuckPayouts } from '../modules/wallet/payouts.service.ts';
import { runMonthClose } from './month-close.ts';
import { markDueRemovals } from './placement-deadlines.ts';
import { runRankEvaluation } from './rank-evaluation.ts';
import { cleanExpiredUploads } from './upload-cleanup.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Starts the timers; the returned stop clears them and resolves once the runs in progress have ended. */
export function startJobs(app: FastifyInstance, config: Config): () => Promise<void> {
  const running = new Set<Promise<void>>();
  let stopped = false;
  const run = (name: string, job: () => Promise<number>) => async () => {
    if (stopped) return;
    const done = (async () => {
      try {
        const count = await job();
        if (count) app.log.info({ job: name, count }, 'job done');
      } catch (error) {
        app.log.error({ err: error, job: name }, 'job failed');
      }
    })();
    running.add(done);
    await done;
    running.delete(done);
  };
  const deadlines = run('placement-deadlines', () => markDueRemovals(app.orm.em));
  const uploads = run('upload-cleanup', () =>
    cleanExpiredUploads(app.orm.em, config.varDir, config.uploads.expirationMs),
  );
  const monthClose = run('month-close', () => runMonthClose(app.orm.em));
  const ranks = run('rank-evaluation', () => runRankEvaluation(app.orm.em));
  const payouts = run('payout-resend', () => resendStuckPayouts(app.orm.em.fork(), app.payouts));
  const timers = [
    setInterval(deadlines, MINUTE_MS),
    setInterval(uploads, HOUR_MS),
    setInterval(monthClose, HOUR_MS),
    setInterval(ranks, HOUR_MS),
    setInterval(payouts, 10 * MINUTE_MS),
  ];
  for (const timer of timers) timer.unref();
  void deadlines();
  void monthClose();
  void ranks();
  return async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running);
  };
}
