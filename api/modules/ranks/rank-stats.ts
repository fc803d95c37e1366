/**
 * A month's rank figures in a few set-based queries: for every blogger at once (the monthly job) or for one
 * (the ranks page). Money counts only orders in the blogger's own currency; an order refunded by now does not
 * count (as on the income page). Integrations are counted as the month close counts them.
 */
import type { EntityManager } from '@mikro-orm/core';
import { type Currency, type MonthKey, monthDays } from '#contract/money.ts';
import { db, num } from '../../lib/db-query.ts';
import { addMonths, type MonthFigures } from './rank-rules.ts';
import { salesBySeller, teamSalesOfOne } from './rank-sales.ts';

/** Placement states that count as an integration (month-close's integrationsIn). */
const INTEGRATED = ['ready', 'needs_removal', 'completed'];

export const monthStart = (month: MonthKey): Date => new Date(`${month}-01T00:00:00.000Z`);

/** Who the figures are for: everyone, or one blogger. */
export type Scope = { all: true } | { one: string };

export const emptyFigures = (): MonthFigures => ({
  personal_revenue: 0,
  team_revenue: 0,
  active_partners: 0,
  integrations: 0,
});

/** Placements that count as integrations with a start date in the month. */
export function integrationsQuery(em: EntityManager, month: MonthKey) {
  const { first, last } = monthDays(month);
  return db(em)
    .selectFrom('placements as p')
    .where('p.erid', 'is not', null)
    .where('p.status', 'in', INTEGRATED)
    .where('p.start_date', '>=', first)
    .where('p.start_date', '<=', last);
}

/**
 * The month's figures per blogger (only bloggers with some figure appear; the currency map says which
 * currency each blogger's money is counted in). The current month gives the figures so far.
 */
export async function monthFigures(
  em: EntityManager,
  month: MonthKey,
  currencyOf: (id: string) => Currency | undefined,
  scope: Scope,
): Promise<Map<string, MonthFigures>> {
  const [from, to] = [monthStart(month), monthStart(addMonths(month, 1))];
  const one = 'one' in scope ? scope.one : null;
  const out = new Map<string, MonthFigures>();
  const at = (id: string) => {
    const f = out.get(id) ?? emptyFigures();
    out.set(id, f);
    return f;
  };

  const own = await salesBySeller(em, from, to, one ? (q) => q.where('o.seller_id', '=', one) : undefined)
    .$castTo<{ seller: string; currency: string; total: unknown }>()
    .execute();
  for (const r of own) {
    if (currencyOf(r.seller) === r.currency) at(r.seller).personal_revenue += num(r.total);
  }

  // Team: every seller's month summed up to each of their (up to 4) ancestors, per currency; for one
  // blogger, from the team or from the month, whichever is smaller (rank-sales.ts).
  const team = one
    ? (await teamSalesOfOne(em, one, from, to)).map((r) => ({ ...r, id: one }))
    : await db(em)
        .with('s', () => salesBySeller(em, from, to))
        .selectFrom('s')
        .innerJoin('team_links as l', 'l.descendant_id', 's.seller')
        .select(['l.ancestor_id as id', 's.currency as currency', (eb) => eb.fn.sum('s.total').as('total')])
        .groupBy(['l.ancestor_id', 's.currency'])
        .execute();
  for (const r of team) {
    if (currencyOf(String(r.id)) === r.currency) at(String(r.id)).team_revenue += num(r.total);
  }

  const ownIntegrations = await integrationsQuery(em, month)
    .$if(one !== null, (q) => q.where('p.owner_id', '=', one))
    .select(['p.owner_id as id', (eb) => eb.fn.countAll().as('n')])
    .groupBy('p.owner_id')
    .execute();
  for (const r of ownIntegrations) at(String(r.id)).integrations = num(r.n);

  // Active partners: line-1 partners with at least one integration in the month.
  const partners = await db(em)
    .with('p', () => integrationsQuery(em, month).select('p.owner_id').distinct())
    .selectFrom('p')
    .innerJoin('team_links as l', 'l.descendant_id', 'p.owner_id')
    .where('l.depth', '=', 1)
    .$if(one !== null, (q) => q.where('l.ancestor_id', '=', one))
    .select(['l.ancestor_id as id', (eb) => eb.fn.countAll().as('n')])
    .groupBy('l.ancestor_id')
    .execute();
  for (const r of partners) at(String(r.id)).active_partners = num(r.n);
  return out;
}

/** One blogger's personal revenue over [from, to): the raffle's calendar-year figure. */
export async function personalRevenue(
  em: EntityManager,
  user: string,
  currency: Currency,
  from: Date,
  to: Date,
): Promise<number> {
  const rows = await salesBySeller(em, from, to, (q) => q.where('o.seller_id', '=', user)).execute();
  return rows.filter((r) => r.currency === currency).reduce((sum, r) => sum + num(r.total), 0);
}
