/**
 * Which months a monthly job (month close, rank evaluation) owes on a run: the month just ended, and every
 * month since the job's last finished run, so a server that was down when a month turned catches up on the
 * next start. Oldest first (ranks apply month by month), at most a year back.
 */
import type { EntityManager } from '@mikro-orm/core';
import { lastEndedMonth } from '#contract/money.ts';
import { addMonths } from '../modules/ranks/rank-rules.ts';
import { JobRun } from '../modules/system/job-run.entity.ts';
import { runOnce } from './job-claim.ts';

const MAX_CATCH_UP = 12;

export async function monthsDue(em: EntityManager, name: string, now: Date): Promise<string[]> {
  const last = lastEndedMonth(now);
  const done = await em
    .fork()
    .findOne(
      JobRun,
      { name, finishedAt: { $ne: null }, period: { $lt: last, $gte: addMonths(last, -MAX_CATCH_UP) } },
      { orderBy: { period: 'desc' } },
    );
  const months: string[] = [];
  for (let m = done ? addMonths(done.period, 1) : last; m <= last; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** Runs `job` once per month due, each under its own claim; returns the total count of the runs made here. */
export async function runMonthly(
  em: EntityManager,
  name: string,
  now: Date,
  job: (month: string) => Promise<number>,
): Promise<number> {
  let total = 0;
  for (const month of await monthsDue(em, name, now)) {
    total += (await runOnce(em, name, month, () => job(month), now)) ?? 0;
  }
  return total;
}
