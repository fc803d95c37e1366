// @vitest-environment node
/** The rank rules without a database: promotion, loss, permanence, league, raffle, progress and forecast. */
import { describe, expect, it } from 'vitest';
import type { Rank } from '#contract/ranks.ts';
import { DEFAULT_LADDER } from '../../api/modules/ranks/ladder.service.ts';
import {
  atRisk,
  conditionProgress,
  evaluateRank,
  forecastDays,
  inLeague,
  leagueStreak,
  type MonthFigures,
  monthsHeld,
  raffleEligible,
} from '../../api/modules/ranks/rank-rules.ts';

const ladder = DEFAULT_LADDER;
const fig = (f: Partial<MonthFigures>): MonthFigures => ({
  personal_revenue: 0,
  team_revenue: 0,
  active_partners: 0,
  integrations: 0,
  ...f,
});
/** Meets Rising star (30 000 RUB, 2 integrations) and nothing above. */
const risingStar = fig({ personal_revenue: 3_000_000, integrations: 2 });
/** Meets Leader's figures (and Rising star's). */
const leader = fig({
  personal_revenue: 5_000_000,
  team_revenue: 15_000_000,
  active_partners: 3,
  integrations: 2,
});
/** Meets every figure of every rank (Legend's are the highest). */
const top = fig({
  personal_revenue: 15_000_000,
  team_revenue: 200_000_000,
  active_partners: 15,
  integrations: 3,
});

describe('promotion', () => {
  it('promotes to the next rank when all its conditions are met, not when one is short', () => {
    expect(evaluateRank(ladder, 'explorer', 5, risingStar, 'RUB')).toEqual({
      change: 'promoted',
      to: 'rising_star',
    });
    const short = { ...risingStar, integrations: 1 };
    expect(evaluateRank(ladder, 'explorer', 5, short, 'RUB')).toEqual({ change: 'none', to: 'explorer' });
    expect(
      evaluateRank(ladder, 'explorer', 5, { ...risingStar, personal_revenue: 2_999_999 }, 'RUB').change,
    ).toBe('none');
  });

  it('climbs several steps at once, but never past a rank that needs months at the rank below', () => {
    // Explorer meeting Leader's figures: two steps; Mentor needs 2 months at Leader, so the climb stops there.
    expect(evaluateRank(ladder, 'explorer', 0, top, 'RUB')).toEqual({ change: 'promoted', to: 'leader' });
    // A Leader of 2 months meeting everything: Mentor, and not Legend (0 months at Mentor).
    expect(evaluateRank(ladder, 'leader', 2, top, 'RUB')).toEqual({ change: 'promoted', to: 'mentor' });
    // One month at Leader is not enough for Mentor; Leader is kept.
    expect(evaluateRank(ladder, 'leader', 1, top, 'RUB')).toEqual({ change: 'none', to: 'leader' });
    expect(evaluateRank(ladder, 'mentor', 3, top, 'RUB')).toEqual({ change: 'promoted', to: 'legend' });
  });

  it('reads money conditions in the blogger currency', () => {
    const usd = fig({ personal_revenue: 35_000, integrations: 2 });
    expect(evaluateRank(ladder, 'explorer', 0, usd, 'USD').to).toBe('rising_star');
    expect(evaluateRank(ladder, 'explorer', 0, usd, 'RUB').to).toBe('explorer');
  });

  it('takes the highest rank met even when a rank between is not met (a non-monotonic ladder)', () => {
    const odd: Rank[] = [
      ladder[0] as Rank,
      { code: 'a', name_ru: 'A', name_en: 'A', permanent: false, conditions: { integrations: 5 } },
      { code: 'b', name_ru: 'B', name_en: 'B', permanent: false, conditions: { active_partners: 1 } },
    ];
    expect(evaluateRank(odd, 'explorer', 0, fig({ active_partners: 1 }), 'RUB').to).toBe('b');
  });
});

describe('loss and permanence', () => {
  it('drops a losable rank whose own conditions are unmet back to Explorer, not one step down', () => {
    expect(evaluateRank(ladder, 'mentor', 4, risingStar, 'RUB')).toEqual({ change: 'lost', to: 'explorer' });
    expect(evaluateRank(ladder, 'rising_star', 1, fig({}), 'RUB')).toEqual({
      change: 'lost',
      to: 'explorer',
    });
  });

  it('keeps a losable rank whose conditions are met; months_held is not asked again', () => {
    expect(evaluateRank(ladder, 'leader', 0, leader, 'RUB')).toEqual({ change: 'none', to: 'leader' });
    expect(evaluateRank(ladder, 'mentor', 0, { ...top, active_partners: 8 }, 'RUB')).toEqual({
      change: 'none',
      to: 'mentor',
    });
  });

  it('never takes a permanent rank away, and Explorer has nothing to lose', () => {
    expect(evaluateRank(ladder, 'legend', 10, fig({}), 'RUB')).toEqual({ change: 'none', to: 'legend' });
    expect(evaluateRank(ladder, 'explorer', 10, fig({}), 'RUB')).toEqual({ change: 'none', to: 'explorer' });
    expect(atRisk(ladder, 'legend', fig({}), 'RUB')).toBe(false);
    expect(atRisk(ladder, 'explorer', fig({}), 'RUB')).toBe(false);
    expect(atRisk(ladder, 'leader', risingStar, 'RUB')).toBe(true);
    expect(atRisk(ladder, 'leader', leader, 'RUB')).toBe(false);
  });

  it('reads an unknown rank code as Explorer', () => {
    expect(evaluateRank(ladder, 'gone', 0, risingStar, 'RUB')).toEqual({
      change: 'promoted',
      to: 'rising_star',
    });
  });
});

describe('months held', () => {
  it('counts full calendar months from the first month that starts at or after the date', () => {
    expect(monthsHeld(new Date('2026-03-01T00:00:00Z'), '2026-03')).toBe(1);
    expect(monthsHeld(new Date('2026-03-01T00:00:00Z'), '2026-05')).toBe(3);
    expect(monthsHeld(new Date('2026-03-15T10:00:00Z'), '2026-03')).toBe(0);
    expect(monthsHeld(new Date('2026-03-15T10:00:00Z'), '2026-04')).toBe(1);
    expect(monthsHeld(new Date('2025-12-02T00:00:00Z'), '2026-02')).toBe(2);
    expect(monthsHeld(new Date('2026-06-01T00:00:00Z'), '2026-03')).toBe(0);
  });
});

describe('league and raffle', () => {
  it('is in the league with at least one integration; the streak counts unbroken months', () => {
    expect(inLeague(0)).toBe(false);
    expect(inLeague(1)).toBe(true);
    const rows = [
      { month: '2026-10', league: true },
      { month: '2026-09', league: true },
      { month: '2026-08', league: false },
      { month: '2026-07', league: true },
    ];
    expect(leagueStreak(rows, '2026-10')).toBe(2);
    // A month without a row breaks the streak, as does a non-league latest month.
    expect(leagueStreak(rows, '2026-11')).toBe(0);
    expect(
      leagueStreak(
        [
          { month: '2026-10', league: true },
          { month: '2026-08', league: true },
        ],
        '2026-10',
      ),
    ).toBe(1);
    expect(
      leagueStreak(
        [
          { month: '2026-01', league: true },
          { month: '2025-12', league: true },
        ],
        '2026-01',
      ),
    ).toBe(2);
  });

  it('needs calendar-year revenue strictly above 1 000 000 RUB (or the USD threshold)', () => {
    expect(raffleEligible(100_000_000, 'RUB')).toBe(false);
    expect(raffleEligible(100_000_001, 'RUB')).toBe(true);
    expect(raffleEligible(1_100_000, 'USD')).toBe(false);
    expect(raffleEligible(1_100_001, 'USD')).toBe(true);
  });
});

describe('progress and forecast', () => {
  const half = fig({
    personal_revenue: 2_500_000,
    team_revenue: 5_000_000,
    active_partners: 1,
    integrations: 2,
  });

  it('lists every condition of the rank with the figure still missing', () => {
    expect(conditionProgress(ladder[3] as Rank, 'RUB', half, 1)).toEqual([
      { key: 'personal_revenue', current: 2_500_000, target: 8_000_000, missing: 5_500_000 },
      { key: 'team_revenue', current: 5_000_000, target: 50_000_000, missing: 45_000_000 },
      { key: 'active_partners', current: 1, target: 8, missing: 7 },
      { key: 'integrations', current: 2, target: 2, missing: 0 },
      { key: 'months_held', current: 1, target: 2, missing: 1 },
    ]);
  });

  it('forecasts from this month’s pace: the slowest condition decides', () => {
    // 10 days in: personal 2.5M → 250k a day, 2.5M missing → 10 days; partners 1 in 10 days, 2 missing → 20.
    const leaderProgress = conditionProgress(
      ladder[2] as Rank,
      'RUB',
      { ...half, team_revenue: 15_000_000 },
      0,
    );
    expect(forecastDays(leaderProgress, 10, 20)).toBe(20);
    expect(forecastDays(conditionProgress(ladder[1] as Rank, 'RUB', risingStar, 0), 10, 20)).toBe(0);
    // Rounds up: 1 missing at 1 per 3 days → 3 days.
    expect(forecastDays([{ key: 'integrations', current: 1, target: 2, missing: 1 }], 3, 27)).toBe(3);
  });

  it('has no forecast when a missing figure has no pace or the answer is over a year', () => {
    expect(forecastDays([{ key: 'active_partners', current: 0, target: 3, missing: 3 }], 10, 20)).toBeNull();
    expect(forecastDays([{ key: 'integrations', current: 1, target: 500, missing: 499 }], 10, 20)).toBeNull();
    expect(forecastDays([{ key: 'integrations', current: 1, target: 37, missing: 36 }], 10, 20)).toBe(360);
  });

  it('waits for month ends when months at the rank below are missing', () => {
    expect(forecastDays([{ key: 'months_held', current: 1, target: 2, missing: 1 }], 10, 21)).toBe(51);
    expect(forecastDays([{ key: 'months_held', current: 0, target: 3, missing: 3 }], 10, 21)).toBe(111);
  });
});
