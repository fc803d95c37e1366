/**
 * GET /ranks: the signed-in blogger's ladder position, the next rank's conditions against this month so far,
 * the forecast, the league, the raffle, the quick start (first 60 days) and the rank history.
 */
import type { EntityManager } from '@mikro-orm/core';
import { accountCurrency } from '#contract/markets.ts';
import { type Currency, monthOf, QUICK_START_DAYS } from '#contract/money.ts';
import { RAFFLE_MIN_MINOR, type Rank, type RankProgress } from '#contract/ranks.ts';
import { User } from '../accounts/accounts.entity.ts';
import { quickStartProgress } from '../commissions/quick-start.service.ts';
import { loadLadder } from './ladder.service.ts';
import { RankChange, RankMonthStat } from './rank.entity.ts';
import {
  addMonths,
  atRisk,
  conditionProgress,
  forecastDays,
  inLeague,
  leagueStreak,
  monthsHeld,
  rankIndex,
} from './rank-rules.ts';
import { emptyFigures, monthFigures, monthStart, personalRevenue } from './rank-stats.ts';

const DAY_MS = 86_400_000;
const HISTORY_MAX = 120;

/** When the current rank started counting: its evaluation, or registration for a never-changed rank. */
export const heldSince = (user: Pick<User, 'rankSince' | 'createdAt'>): Date =>
  user.rankSince ?? user.createdAt;

export async function rankProgress(
  em: EntityManager,
  userId: string,
  now = new Date(),
): Promise<RankProgress> {
  const user = await em.findOneOrFail(User, { id: userId });
  const currency: Currency = accountCurrency(user);
  const ladder = await loadLadder(em);
  const month = monthOf(now);
  const figures =
    (await monthFigures(em, month, (id) => (id === user.id ? currency : undefined), { one: user.id })).get(
      user.id,
    ) ?? emptyFigures();

  const at = rankIndex(ladder, user.rankCode);
  const current = ladder[at] as Rank;
  const nextRank = ladder[at + 1];
  const elapsed = (now.getTime() - monthStart(month).getTime()) / DAY_MS;
  const left = (monthStart(addMonths(month, 1)).getTime() - now.getTime()) / DAY_MS;
  let next: RankProgress['next'] = null;
  if (nextRank) {
    const conditions = conditionProgress(nextRank, currency, figures, monthsHeld(heldSince(user), month));
    next = {
      code: nextRank.code,
      conditions,
      forecast_days: forecastDays(conditions, elapsed, Math.ceil(left)),
    };
  }

  const stats = await em.find(
    RankMonthStat,
    { user: user.id, month: { $lt: month } },
    { orderBy: { month: 'desc' }, limit: HISTORY_MAX, fields: ['month', 'league'] },
  );
  const streak = leagueStreak(stats, addMonths(month, -1));

  const year = now.getUTCFullYear();
  const yearStart = new Date(Date.UTC(year, 0, 1));
  const raffleRevenue = await personalRevenue(
    em,
    user.id,
    currency,
    yearStart,
    new Date(Date.UTC(year + 1, 0, 1)),
  );

  const changes = await em.find(
    RankChange,
    { user: user.id },
    { orderBy: { month: 'desc', createdAt: 'desc' }, limit: HISTORY_MAX },
  );

  return {
    currency,
    month,
    ladder,
    current: { code: current.code, since: user.rankSince?.toISOString() ?? null },
    next,
    at_risk: atRisk(ladder, current.code, figures, currency),
    league: {
      member: streak > 0 || inLeague(figures.integrations),
      streak,
      this_month: figures.integrations,
    },
    raffle: { year, revenue: raffleRevenue, target: RAFFLE_MIN_MINOR[currency] },
    quick_start: await quickStart(em, user, now),
    history: changes.map((c) => ({
      month: c.month,
      from: c.fromCode,
      to: c.toCode,
      reason: c.reason,
      at: c.createdAt.toISOString(),
    })),
  };
}

async function quickStart(em: EntityManager, user: User, now: Date): Promise<RankProgress['quick_start']> {
  const end = user.createdAt.getTime() + QUICK_START_DAYS * DAY_MS;
  if (now.getTime() >= end || !user.currency) return null;
  const q = await quickStartProgress(em, user, now);
  return {
    days_left: Math.ceil((end - now.getTime()) / DAY_MS),
    revenue: q.revenue,
    revenue_target: q.revenueGoal,
    partners: q.activePartners,
    partners_target: q.partnersGoal,
    bonus: q.bonus,
  };
}
