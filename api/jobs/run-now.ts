/**
 * Each periodic job as one call, for the scheduler and the admin trigger alike. Null means another
 * instance holds the period's claim (the job did not run here). Month close and rank evaluation run on
 * the month just ended, as the hourly jobs do, through the admin "now" services.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { JobName } from '#contract/admin-jobs.ts';
import { lastEndedMonth } from '#contract/money.ts';
import type { Config } from '../config.ts';
import type { OrdOperator } from '../modules/placements/ord.ts';
import type { OnMarked } from '../modules/placements/ord-marking.service.ts';
import { leakScanNow } from './leak-scan.ts';
import { closeMonthNow } from './month-close.ts';
import { runOrdMarking, runOrdReportJob } from './ord-jobs.ts';
import { markDueRemovals } from './placement-deadlines.ts';
import { rankEvaluationNow } from './rank-evaluation.ts';
import { cleanExpiredUploads } from './upload-cleanup.ts';

export type JobNow = (em: EntityManager, now: Date) => Promise<number | null>;

export function jobsNow(
  config: Pick<Config, 'varDir' | 'uploads' | 'ord' | 'brand'>,
  ord: OrdOperator,
  onMarked?: OnMarked,
): Record<JobName, JobNow> {
  return {
    'placement-deadlines': (em, now) => markDueRemovals(em, now),
    'month-close': (em, now) => closeMonthNow(em, lastEndedMonth(now), now),
    'rank-evaluation': async (em, now) =>
      (await rankEvaluationNow(em, lastEndedMonth(now), now))?.evaluated ?? null,
    'upload-cleanup': (em, now) => cleanExpiredUploads(em, config.varDir, config.uploads.expirationMs, now),
    'ord-marking': (em, now) => runOrdMarking(em, ord, config, now, onMarked),
    'ord-report': (em, now) => runOrdReportJob(em, ord, now),
    'leak-scan': (em, now) => leakScanNow(em, now),
  };
}
