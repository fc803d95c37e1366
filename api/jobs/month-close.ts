/**
 * Closes the months that have ended (runs hourly; the claim makes it one run per month, and a month missed
 * while the server was down is closed on the next run: monthly.ts).
 */
import type { EntityManager } from '@mikro-orm/core';
import { now as clockNow } from '../lib/clock.ts';
import { closeMonth } from '../modules/commissions/month-close.service.ts';
import { JobRun } from '../modules/system/job-run.entity.ts';
import { runOnce } from './job-claim.ts';
import { runMonthly } from './monthly.ts';

const JOB = 'month-close';

export async function runMonthClose(em: EntityManager, now = clockNow()): Promise<number> {
  return runMonthly(em, JOB, now, (month) => closeMonth(em, month, now));
}

/**
 * An admin's close of a past month: under the same claim as the hourly job, so the two never run side by
 * side. Once the month's claim has finished, closing again sweeps the accounts whose lines arrived later
 * (closeMonth changes nothing twice). Null while another instance holds the claim.
 */
export async function closeMonthNow(
  em: EntityManager,
  month: string,
  now = clockNow(),
): Promise<number | null> {
  const claimed = await runOnce(em, JOB, month, () => closeMonth(em, month, now), now);
  if (claimed !== null) return claimed;
  const run = await em.fork().findOne(JobRun, { name: JOB, period: month });
  return run?.finishedAt ? closeMonth(em, month, now) : null;
}
