/**
 * The profile's month overview (contract/month-overview.ts): composed from the services behind the income
 * page, the wallet and the ranks page, so every figure is the one those pages show, plus the few things that
 * wait for the blogger (placements to remove or fix, a course to finish, a payout service to connect).
 */
import type { EntityManager } from '@mikro-orm/core';
import { type MonthKey, monthOf } from '#contract/money.ts';
import { MONTH_TASKS_MAX, type MonthOverview, type MonthTask } from '#contract/month-overview.ts';
import type { ConditionProgress, Rank } from '#contract/ranks.ts';
import type { AuthUser } from '../../lib/current-user.ts';
import { listCourses } from '../courses/courses.service.ts';
import { addMonths, incomeSummary } from '../income/income-summary.service.ts';
import { dueReports } from '../placements/ord-reminders.service.ts';
import { Placement } from '../placements/placement.entity.ts';
import { rankProgress } from '../ranks/rank-progress.service.ts';
import { walletSummary } from '../wallet/wallet.service.ts';

/** The share of the conditions met, each counted up to its target (a surplus on one hides no gap on another). */
export function progressOf(conditions: readonly ConditionProgress[]): number {
  if (!conditions.length) return 1;
  const parts = conditions.map((c) => (c.target <= 0 ? 1 : Math.min(1, c.current / c.target)));
  return parts.reduce((a, b) => a + b, 0) / parts.length;
}

const nameOf = (rank: Rank) => ({ code: rank.code, name_ru: rank.name_ru, name_en: rank.name_en });

async function placementTasks(em: EntityManager, userId: string): Promise<MonthTask[]> {
  const rows = await em.find(
    Placement,
    { owner: userId, status: { $in: ['needs_removal', 'rejected'] } },
    { orderBy: { removalDueAt: 'asc', id: 'asc' } },
  );
  // Removals first: they carry a deadline and a fine.
  const removals: MonthTask[] = rows
    .filter((p) => p.status === 'needs_removal')
    .map((p) => ({
      kind: 'remove_placement',
      id: p.id,
      network: p.network,
      due_at: p.removalDueAt.toISOString(),
    }));
  const fixes: MonthTask[] = rows
    .filter((p) => p.status === 'rejected')
    .map((p) => ({ kind: 'fix_placement', id: p.id, network: p.network, reason: p.rejectionReason ?? null }));
  return [...removals, ...fixes];
}

/** Months of impressions to enter before their deadline (decision 075). */
async function reportTasks(em: EntityManager, userId: string, now: Date): Promise<MonthTask[]> {
  return (await dueReports(em, now, userId)).map((d) => ({
    kind: 'report_impressions',
    id: `${d.placementId}:${d.month}`,
    network: d.network,
    month: d.month,
    due: d.due,
    rejected: d.rejected,
  }));
}

async function courseTasks(
  em: EntityManager,
  viewer: Pick<AuthUser, 'id' | 'role' | 'locale' | 'currency'>,
): Promise<MonthTask[]> {
  const courses = await listCourses(em, viewer);
  return courses
    .filter(
      (c) =>
        c.lesson_count > 0 &&
        c.completed_lessons < c.lesson_count &&
        (c.completed_lessons > 0 || c.onboarding),
    )
    .map((c) => ({
      kind: 'finish_course',
      id: c.id,
      title: c.title,
      completed_lessons: c.completed_lessons,
      lesson_count: c.lesson_count,
    }));
}

export async function monthOverview(
  em: EntityManager,
  viewer: Pick<AuthUser, 'id' | 'role' | 'locale' | 'currency'>,
  now = new Date(),
): Promise<MonthOverview> {
  const month: MonthKey = monthOf(now);
  // The wallet first: it fixes an old account's currency, which the others read.
  const wallet = await walletSummary(em, viewer.id);
  const [income, ranks, placements, reports, courses] = await Promise.all([
    incomeSummary(em, viewer.id, month),
    rankProgress(em, viewer.id, now),
    placementTasks(em, viewer.id),
    reportTasks(em, viewer.id, now),
    courseTasks(em, viewer),
  ]);
  const current = ranks.ladder.find((r) => r.code === ranks.current.code) ?? ranks.ladder[0];
  const nextRank = ranks.next && ranks.ladder.find((r) => r.code === ranks.next?.code);
  const payouts: MonthTask[] =
    !wallet.connection && wallet.balance >= wallet.minimum ? [{ kind: 'connect_payouts' }] : [];
  // Removals, then the reports (both carry a deadline), then the rest.
  const removals = placements.filter((t) => t.kind === 'remove_placement');
  const fixes = placements.filter((t) => t.kind !== 'remove_placement');
  const tasks = [...removals, ...reports, ...fixes, ...payouts, ...courses];
  return {
    month,
    currency: wallet.currency,
    earned: income.earned,
    integrations: income.integrations,
    required: income.required,
    wallet: {
      balance: wallet.balance,
      accrued: wallet.accrued,
      minimum: wallet.minimum,
      release_on: `${addMonths(month, 1)}-01`,
      connected: wallet.connection !== null,
    },
    rank: {
      current: nameOf(current as Rank),
      next:
        ranks.next && nextRank
          ? {
              ...nameOf(nextRank),
              conditions: ranks.next.conditions,
              progress: progressOf(ranks.next.conditions),
            }
          : null,
      at_risk: ranks.at_risk,
    },
    tasks: tasks.slice(0, MONTH_TASKS_MAX),
    tasks_total: tasks.length,
  };
}
