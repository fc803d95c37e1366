/**
 * Evaluates the ranks of the months that have ended (runs hourly; the claim makes it one run per month across
 * instances, a missed month is caught up in order (monthly.ts), and the evaluation itself writes each
 * blogger's month once: docs/decisions/052-rank-engine.md).
 */
import type { EntityManager } from '@mikro-orm/core';
import type { RankEvaluationRun } from '#contract/ranks.ts';
import { now as clockNow } from '../lib/clock.ts';
import { type EvaluationResult, evaluateMonth } from '../modules/ranks/rank-evaluation.service.ts';
import { JobRun } from '../modules/system/job-run.entity.ts';
import { runOnce } from './job-claim.ts';
import { runMonthly } from './monthly.ts';

const JOB = 'rank-evaluation';

export async function runRankEvaluation(em: EntityManager, now = clockNow()): Promise<number> {
  return runMonthly(em, JOB, now, async (month) => (await evaluateMonth(em, month, now)).evaluated);
}

/**
 * An admin's evaluation of a finished month, under the same claim as the hourly job. Once the month's claim
 * has finished, it evaluates again, which only reaches bloggers not evaluated yet; while another instance
 * holds the claim it does nothing (null).
 */
export async function rankEvaluationNow(
  em: EntityManager,
  month: string,
  now = clockNow(),
): Promise<EvaluationResult | null> {
  let result: EvaluationResult = { evaluated: 0, promoted: 0, lost: 0 };
  const job = async () => {
    result = await evaluateMonth(em, month, now);
    return result.evaluated;
  };
  if ((await runOnce(em, JOB, month, job, now)) === null) {
    const run = await em.fork().findOne(JobRun, { name: JOB, period: month });
    if (!run?.finishedAt) return null;
    await job();
  }
  return result;
}

/** The admin route's answer: ran is false when nothing changed (evaluated before, or claimed elsewhere). */
export async function evaluateMonthNow(
  em: EntityManager,
  month: string,
  now = clockNow(),
): Promise<RankEvaluationRun> {
  const result = (await rankEvaluationNow(em, month, now)) ?? { evaluated: 0, promoted: 0, lost: 0 };
  return { month, ...result, ran: result.evaluated > 0 };
}
