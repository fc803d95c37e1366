/**
 * Starts the periodic jobs of a running server. Each run is safe to overlap with other instances: the jobs
 * are conditional updates or claimed runs (docs/decisions/062). A run happens outside any request, so it
 * gets its own EntityManager fork in its own RequestContext (the global EntityManager refuses context work),
 * and it reads the time from the clock seam (api/lib/clock.ts) that tests move across a month's turn.
 */
import { type EntityManager, RequestContext } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { now } from '../lib/clock.ts';
import { resendStuckPayouts } from '../modules/wallet/payouts.service.ts';
import { runClosingActs } from './closing-acts.ts';
import { runLeakScan } from './leak-scan.ts';
import { runMonthClose } from './month-close.ts';
import { notifyLateToken, runOrdMarking, runOrdReportJob } from './ord-jobs.ts';
import { runOrdReminders } from './ord-reminders.ts';
import { markDueRemovals } from './placement-deadlines.ts';
import { runRankEvaluation } from './rank-evaluation.ts';
import { runReceiptReminders } from './receipt-reminders.ts';
import { cleanExpiredUploads } from './upload-cleanup.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export type ScheduledJob =
  | 'placement-deadlines'
  | 'upload-cleanup'
  | 'month-close'
  | 'rank-evaluation'
  | 'payout-resend'
  | 'receipt-reminders'
  | 'closing-acts'
  | 'ord-marking'
  | 'ord-report'
  | 'ord-reminders'
  | 'leak-scan';

/** How often each job runs. Tests pass shorter periods to see the real timers fire. */
export const JOB_PERIODS_MS: Record<ScheduledJob, number> = {
  'placement-deadlines': MINUTE_MS,
  'upload-cleanup': HOUR_MS,
  'month-close': HOUR_MS,
  'rank-evaluation': HOUR_MS,
  'payout-resend': 10 * MINUTE_MS,
  'closing-acts': HOUR_MS,
  'receipt-reminders': HOUR_MS,
  'ord-marking': MINUTE_MS,
  'ord-report': HOUR_MS,
  'ord-reminders': HOUR_MS,
  'leak-scan': HOUR_MS,
};

/** Run once at start too, not only after their first period. */
const AT_START: ScheduledJob[] = [
  'placement-deadlines',
  'month-close',
  'rank-evaluation',
  'ord-report',
  'leak-scan',
];

/**
 * Stops the timers and resolves once the runs in progress have ended. `ran(name, times)` is the tests' tick
 * hook (like the clock seam): it resolves once `times` runs of the job that start after the call have ended,
 * so a test waits for the runs themselves, not for a guessed time.
 */
export type StopJobs = (() => Promise<void>) & { ran(name: ScheduledJob, times?: number): Promise<void> };

/** Starts the timers; the returned stop clears them and resolves once the runs in progress have ended. */
export function startJobs(
  app: FastifyInstance,
  config: Config,
  periodsMs: Record<ScheduledJob, number> = JOB_PERIODS_MS,
): StopJobs {
  const jobs: Record<ScheduledJob, (em: EntityManager, at: Date) => Promise<number>> = {
    'placement-deadlines': (em, at) => markDueRemovals(em, at),
    'upload-cleanup': (em, at) => cleanExpiredUploads(em, config.varDir, config.uploads.expirationMs, at),
    'month-close': (em, at) => runMonthClose(em, at),
    'rank-evaluation': (em, at) => runRankEvaluation(em, at),
    'payout-resend': (em, at) => resendStuckPayouts(em, app.payouts, app.npd, at),
    'closing-acts': (em, at) => runClosingActs(em, app, config, at),
    'receipt-reminders': (em, at) => runReceiptReminders(app, config, em, at),
    'ord-marking': (em, at) => runOrdMarking(em, app.ord, config, at, notifyLateToken(app, config)),
    'ord-report': (em, at) => runOrdReportJob(em, app.ord, at),
    'ord-reminders': (em, at) => runOrdReminders(app, config, em, at),
    'leak-scan': (em, at) => runLeakScan(em, at),
  };
  const running = new Set<Promise<void>>();
  // Runs still awaited by `ran`: each waiter counts the runs that start after it, and is told as they end.
  const waiters = new Set<{ name: ScheduledJob; left: number; done: () => void }>();
  let stopped = false;
  const run = (name: ScheduledJob) => async () => {
    if (stopped) return;
    const counted = [...waiters].filter((w) => w.name === name);
    const done = (async () => {
      try {
        const count = await RequestContext.create(app.orm.em, () =>
          jobs[name](RequestContext.getEntityManager() as EntityManager, now()),
        );
        if (count) app.log.info({ job: name, count }, 'job done');
      } catch (error) {
        app.log.error({ err: error, job: name }, 'job failed');
      }
    })();
    running.add(done);
    await done;
    running.delete(done);
    for (const waiter of counted) {
      waiter.left -= 1;
      if (waiter.left === 0) {
        waiters.delete(waiter);
        waiter.done();
      }
    }
  };
  const names = Object.keys(jobs) as ScheduledJob[];
  const timers = names.map((name) => setInterval(run(name), periodsMs[name]));
  for (const timer of timers) timer.unref();
  for (const name of AT_START) void run(name)();
  const stop = async () => {
    stopped = true;
    for (const timer of timers) clearInterval(timer);
    await Promise.all(running);
  };
  const ran = (name: ScheduledJob, times = 1) =>
    new Promise<void>((done) => waiters.add({ name, left: times, done }));
  return Object.assign(stop, { ran });
}
