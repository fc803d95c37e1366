/** Closes the previous month once it has ended (runs hourly; the claim makes it one run per month). */
import type { EntityManager } from '@mikro-orm/core';
import { monthOf } from '../../contract/money.ts';
import { closeMonth } from '../modules/commissions/month-close.service.ts';
import { JobRun } from '../modules/system/job-run.entity.ts';
import { runOnce } from './job-claim.ts';

const JOB = 'month-close';

export const previousMonth = (now: Date): string =>
  monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));

export async function runMonthClose(em: EntityManager, now = new Date()): Promise<number> {
  const month = previousMonth(now);
  return (await runOnce(em, JOB, month, () => closeMonth(em, month, now), now)) ?? 0;
}

/**
 * An admin's close of a past month: under the same claim as the hourly job, so the two never run side by
 * side. Once the month's claim has finished, closing again sweeps the accounts whose lines arrived later
 * (closeMonth changes nothing twice). Null while another instance holds the claim.
 */
export async function closeMonthNow(
  em: EntityManager,
  month: string,
  now = new Date(),
): Promise<number | null> {
  const claimed = await runOnce(em, JOB, month, () => closeMonth(em, month, now), now);
  if (claimed !== null) return claimed;
  const run = await em.fork().findOne(JobRun, { name: JOB, period: month });
  return run?.finishedAt ? closeMonth(em, month, now) : null;
}
