/**
 * The rank rules as pure functions (docs/decisions/052-rank-engine.md): no database, no clock. The monthly
 * job and GET /ranks both call them, so the page shows exactly what the evaluation will decide.
 */
import type { Currency } from '#contract/money.ts';
import {
  BASE_RANK,
  CONDITION_KEYS,
  type ConditionKey,
  type ConditionProgress,
  LEAGUE_MIN_INTEGRATIONS,
  MONEY_CONDITIONS,
  RAFFLE_MIN_MINOR,
  type Rank,
} from '#contract/ranks.ts';

/** A month's figures; money in minor units of the blogger's currency. */
export interface MonthFigures {
  personal_revenue: number;
  team_revenue: number;
  active_partners: number;
  integrations: number;
}

export type Outcome =
  | { change: 'promoted'; to: string }
  | { change: 'lost'; to: string }
  | { change: 'none'; to: string };

type Target = { key: ConditionKey; target: number };
/** Computed once per ladder row and currency: the job asks for them for every blogger. */
const targetsCache = new WeakMap<Rank, Partial<Record<Currency, Target[]>>>();

/** The rank's conditions as (key, target) pairs, money ones in the blogger's currency. */
export function conditionTargets(rank: Rank, currency: Currency): Target[] {
  const cached = targetsCache.get(rank)?.[currency];
  if (cached) return cached;
  const out: Target[] = [];
  // In CONDITION_KEYS order: PostgreSQL's jsonb does not keep the stored key order.
  for (const key of CONDITION_KEYS) {
    const value = rank.conditions[key];
    if (value == null) continue;
    const target = MONEY_CONDITIONS.includes(key) ? (value as Record<Currency, number>)[currency] : value;
    if (typeof target === 'number') out.push({ key, target });
  }
  targetsCache.set(rank, { ...targetsCache.get(rank), [currency]: out });
  return out;
}

const figureOf = (key: ConditionKey, figures: MonthFigures, monthsHeld: number): number =>
  key === 'months_held' ? monthsHeld : figures[key];

/** Every condition with the figure reached and the figure still missing. */
export function conditionProgress(
  rank: Rank,
  currency: Currency,
  figures: MonthFigures,
  monthsHeld: number,
): ConditionProgress[] {
  return conditionTargets(rank, currency).map(({ key, target }) => {
    const current = figureOf(key, figures, monthsHeld);
    return { key, current, target, missing: Math.max(0, target - current) };
  });
}

/**
 * A rank's month conditions met. `monthsHeld` is the full months spent at the rank below; null skips the
 * months_held condition (keeping a rank: time at the rank below no longer means anything once above it).
 */
export function conditionsMet(
  rank: Rank,
  currency: Currency,
  figures: MonthFigures,
  monthsHeld: number | null,
): boolean {
  return conditionTargets(rank, currency).every(({ key, target }) =>
    key === 'months_held' ? monthsHeld === null || monthsHeld >= target : figures[key] >= target,
  );
}

/** Position of a code in the ladder; an unknown code (never expected) is read as the base rank. */
export const rankIndex = (ladder: Rank[], code: string): number =>
  Math.max(
    0,
    ladder.findIndex((r) => r.code === code),
  );

/**
 * The month's outcome for one blogger at `current`, who has held it `monthsHeld` full months (this month
 * included). Promotion first: to the highest rank above whose conditions are all met, several steps at once
 * if so. A rank that asks for months at the rank below is reachable only from that rank (monthsHeld counts
 * time at the current rank; any rank passed through on the way was held 0 months), and it cannot be jumped
 * over either. Otherwise a losable current rank whose own month conditions are unmet falls to the base rank.
 */
export function evaluateRank(
  ladder: Rank[],
  current: string,
  monthsHeld: number,
  figures: MonthFigures,
  currency: Currency,
): Outcome {
  const at = rankIndex(ladder, current);
  let best = -1;
  for (let i = at + 1; i < ladder.length; i++) {
    const rank = ladder[i] as Rank;
    const held = i === at + 1 ? monthsHeld : 0;
    if (conditionsMet(rank, currency, figures, held)) best = i;
    // A rank that needs time at the rank below and was not reached blocks the ranks above it.
    if ((rank.conditions.months_held ?? 0) > 0 && best !== i) break;
  }
  if (best > at) return { change: 'promoted', to: (ladder[best] as Rank).code };
  const rank = ladder[at] as Rank;
  if (at > 0 && !rank.permanent && !conditionsMet(rank, currency, figures, null))
    return { change: 'lost', to: BASE_RANK };
  return { change: 'none', to: rank.code };
}

/** A losable rank above the base whose own conditions this month's figures do not meet (yet). */
export function atRisk(ladder: Rank[], current: string, figures: MonthFigures, currency: Currency): boolean {
  const at = rankIndex(ladder, current);
  const rank = ladder[at] as Rank;
  return at > 0 && !rank.permanent && !conditionsMet(rank, currency, figures, null);
}

/** 'Active partners' league: the month had at least LEAGUE_MIN_INTEGRATIONS integrations. */
export const inLeague = (integrations: number): boolean => integrations >= LEAGUE_MIN_INTEGRATIONS;

/**
 * The league streak: consecutive league months ending with the latest one. `months` are the evaluated
 * months, newest first; a gap in the calendar (a month not evaluated or not in the league) ends the streak.
 */
export function leagueStreak(months: { month: string; league: boolean }[], latest: string): number {
  let streak = 0;
  let expected = latest;
  for (const m of months) {
    if (m.month !== expected || !m.league) break;
    streak++;
    expected = addMonths(expected, -1);
  }
  return streak;
}

/** Year-end travel raffle: personal revenue in the calendar year strictly above the threshold. */
export const raffleEligible = (yearRevenue: number, currency: Currency): boolean =>
  yearRevenue > RAFFLE_MIN_MINOR[currency];

/** A forecast beyond this many days is no forecast (null). */
export const FORECAST_MAX_DAYS = 365;
const DAYS_PER_MONTH = 30;

/**
 * Days until every missing condition is met at this month's pace (figure so far / days elapsed). months_held
 * only grows at month ends: `daysLeft` (to this month's end) plus a month per further month missing. Null
 * when a missing figure has no pace (zero so far) or the answer is over FORECAST_MAX_DAYS; 0 when all met.
 */
export function forecastDays(
  conditions: ConditionProgress[],
  daysElapsed: number,
  daysLeft: number,
): number | null {
  const elapsed = Math.max(1, daysElapsed);
  let days = 0;
  for (const c of conditions) {
    if (c.missing <= 0) continue;
    if (c.key === 'months_held') {
      days = Math.max(days, daysLeft + DAYS_PER_MONTH * c.missing);
      continue;
    }
    const pace = c.current / elapsed;
    if (pace <= 0) return null;
    days = Math.max(days, Math.ceil(c.missing / pace));
  }
  return days > FORECAST_MAX_DAYS ? null : days;
}

/** `yyyy-mm` shifted by n months. */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + n, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * Full calendar months at the rank by the end of `month`: from the first month that began at or after
 * `since` up to `month` inclusive. A rank won at a month's evaluation counts from the next month's 1st.
 */
export function monthsHeld(since: Date, month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const onFirst = since.getUTCDate() === 1 && since.getTime() % 86_400_000 === 0;
  // Months counted from 0 = January of year 0; the first full month is the one after `since` unless it
  // began exactly at `since`.
  const first = since.getUTCFullYear() * 12 + since.getUTCMonth() + (onFirst ? 0 : 1);
  return Math.max(0, y * 12 + (m - 1) - first + 1);
}
