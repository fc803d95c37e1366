/**
 * The demo ambassador's rank story: her past six months' figures are read from the seeded orders and
 * placements and run up the ladder as the monthly evaluation would (promote one step when the next rank's
 * conditions are met, drop a losable rank to Explorer when its own are not). The held month of the money
 * seed (one integration) costs her the rank once, and she wins it back. Two line-1 partners hold a rank too.
 */
import type { EntityManager } from '@mikro-orm/core';
import { monthOf } from '#contract/money.ts';
import { BASE_RANK, LEAGUE_MIN_INTEGRATIONS, type Rank, type RankConditions } from '#contract/ranks.ts';
import { db, num } from '../../lib/db-query.ts';
import type { User } from '../../modules/accounts/accounts.entity.ts';
import { loadLadder } from '../../modules/ranks/ladder.service.ts';
import { RankChange, RankMonthStat } from '../../modules/ranks/rank.entity.ts';
import { monthStart } from './demo-money-sales.ts';

interface Figures {
  personal: number;
  team: number;
  active: number;
  integrations: number;
}

const meets = (c: RankConditions, f: Figures, monthsHeld: number) =>
  (c.personal_revenue?.RUB ?? 0) <= f.personal &&
  (c.team_revenue?.RUB ?? 0) <= f.team &&
  (c.active_partners ?? 0) <= f.active &&
  (c.integrations ?? 0) <= f.integrations &&
  (c.months_held ?? 0) <= monthsHeld;

/** Everyone up to 4 levels below `root`, and line 1 on its own. */
async function teamOf(em: EntityManager, root: string): Promise<{ team: string[]; line1: string[] }> {
  const rows = await db(em)
    .selectFrom('users')
    .select(['id', 'sponsor_id'])
    .where('sponsor_id', 'is not', null)
    .execute();
  let level = [root];
  const team: string[] = [];
  let line1: string[] = [];
  for (let depth = 1; depth <= 4; depth++) {
    const parents = new Set(level);
    level = rows.filter((r) => parents.has(r.sponsor_id)).map((r) => r.id as string);
    if (depth === 1) line1 = level;
    team.push(...level);
  }
  return { team, line1 };
}

async function monthFigures(
  em: EntityManager,
  anna: string,
  months: string[],
): Promise<Map<string, Figures>> {
  const { team, line1 } = await teamOf(em, anna);
  const figures = new Map(months.map((m) => [m, { personal: 0, team: 0, active: 0, integrations: 0 }]));
  const orders = await db(em)
    .selectFrom('orders')
    .select(['seller_id', 'kind', 'amount', 'occurred_at'])
    .where('seller_id', 'in', [anna, ...team])
    .where('currency', '=', 'RUB')
    .execute();
  for (const o of orders) {
    const f = figures.get(monthOf(new Date(o.occurred_at)));
    if (!f) continue;
    const amount = (o.kind === 'refund' ? -1 : 1) * num(o.amount);
    if (o.seller_id === anna) f.personal += amount;
    else f.team += amount;
  }
  const placements = await db(em)
    .selectFrom('placements')
    .select(['owner_id', 'start_date'])
    .where('owner_id', 'in', [anna, ...line1])
    .where('erid', 'is not', null)
    .where('status', 'in', ['ready', 'needs_removal', 'completed'])
    .execute();
  const active = new Map<string, Set<string>>();
  for (const p of placements) {
    const month = String(p.start_date).slice(0, 7);
    const f = figures.get(month);
    if (!f) continue;
    if (p.owner_id === anna) f.integrations += 1;
    else active.set(month, (active.get(month) ?? new Set()).add(p.owner_id));
  }
  for (const [month, owners] of active) (figures.get(month) as Figures).active = owners.size;
  return figures;
}

export async function seedDemoRanks(
  em: EntityManager,
  anna: User,
  partners: User[],
  now: Date,
): Promise<void> {
  const ladder: Rank[] = await loadLadder(em);
  const months = [-6, -5, -4, -3, -2, -1].map((m) => monthOf(monthStart(now, m)));
  const figures = await monthFigures(em, anna.id, months);
  let rank = BASE_RANK;
  let held = 0;
  let since: Date | null = null;
  months.forEach((month, i) => {
    const f = figures.get(month) as Figures;
    const index = ladder.findIndex((r) => r.code === rank);
    const current = ladder[index];
    const next = ladder[index + 1];
    // The evaluation runs early on the 1st of the following month.
    const at = new Date(monthStart(now, i - 5).getTime() + 2 * 3_600_000);
    let to = rank;
    if (next && meets(next.conditions, f, held)) to = next.code;
    else if (current && !current.permanent && index > 0 && !meets(current.conditions, f, held))
      to = BASE_RANK;
    if (to !== rank) {
      const reason = ladder.findIndex((r) => r.code === to) > index ? 'promoted' : 'lost';
      em.create(RankChange, { user: anna, month, fromCode: rank, toCode: to, reason, createdAt: at });
      rank = to;
      held = 0;
      since = at;
    } else held += 1;
    em.create(RankMonthStat, {
      user: anna,
      month,
      currency: 'RUB',
      personalRevenue: f.personal,
      teamRevenue: f.team,
      activePartners: f.active,
      integrations: f.integrations,
      league: f.integrations >= LEAGUE_MIN_INTEGRATIONS,
      rankCode: rank,
    });
  });
  Object.assign(anna, { rankCode: rank, rankSince: since });
  const lastMonth = months[months.length - 1] as string;
  const evaluated = new Date(monthStart(now, 0).getTime() + 2 * 3_600_000);
  for (const partner of partners) {
    const to = partner.rankCode;
    em.create(RankChange, {
      user: partner,
      month: lastMonth,
      fromCode: BASE_RANK,
      toCode: to,
      reason: 'promoted',
      createdAt: evaluated,
    });
    partner.rankSince = evaluated;
  }
  await em.flush();
}
