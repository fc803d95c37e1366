/**
 * The month's sales for the rank figures: per seller (the monthly job, a blogger's own), and one blogger's
 * team sales (the ranks page), read from whichever side is smaller (decision 099).
 * The team side looks up each partner's orders in the month: its cost grows with the team, 240 ms on SQLite
 * for 100 000 partners. The month side reads every attributed order of the month and keeps those whose
 * seller is in the team: its cost grows with the month's sales, and a small team in a busy month would pay
 * for everyone's. Counting the month's orders, up to the team's size, says which side is smaller at a cost
 * no larger than that side. Both give the same sums; the monthly job (every blogger) keeps its own query.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { SelectQueryBuilder } from 'kysely';
import { ATTRIBUTIONS } from '#contract/sales.ts';
import { dateParam, db, num } from '../../lib/db-query.ts';

// biome-ignore lint/suspicious/noExplicitAny: tables are addressed by their stored names (db-query.ts).
type AnyQuery = SelectQueryBuilder<any, any, any>;

/** Own orders in [from, to) not refunded, summed per (seller, currency). */
export function salesBySeller(em: EntityManager, from: Date, to: Date, sellers?: (q: AnyQuery) => AnyQuery) {
  let q: AnyQuery = db(em)
    .selectFrom('orders as o')
    .select(['o.seller_id as seller', 'o.currency as currency', (eb) => eb.fn.sum('o.amount').as('total')])
    .where('o.kind', '=', 'order')
    .where('o.seller_id', 'is not', null)
    .where('o.occurred_at', '>=', dateParam(em, from))
    .where('o.occurred_at', '<', dateParam(em, to))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('orders as r').select('r.id').whereRef('r.refund_of_id', '=', 'o.id'))),
    );
  if (sellers) q = sellers(q);
  return q.groupBy(['o.seller_id', 'o.currency']);
}

export interface CurrencySum {
  currency: string;
  total: number;
}

/**
 * The month's attributed orders. Every order with a seller has an attribution (sales/attribution.ts), so
 * `attribution in (…all…)` keeps them all and lets the (attribution, occurred_at) index read the month.
 */
function monthOrders(em: EntityManager, from: Date, to: Date) {
  return db(em)
    .selectFrom('orders as o')
    .where('o.attribution', 'in', [...ATTRIBUTIONS])
    .where('o.kind', '=', 'order')
    .where('o.occurred_at', '>=', dateParam(em, from))
    .where('o.occurred_at', '<', dateParam(em, to));
}

/** From the team: each partner's orders of the month, summed per currency. */
export async function teamSideSales(
  em: EntityManager,
  one: string,
  from: Date,
  to: Date,
): Promise<CurrencySum[]> {
  const team = db(em).selectFrom('team_links').select('descendant_id').where('ancestor_id', '=', one);
  const rows = await db(em)
    .with('s', () => salesBySeller(em, from, to, (q) => q.where('o.seller_id', 'in', team)))
    .selectFrom('s')
    .select(['s.currency as currency', (eb) => eb.fn.sum('s.total').as('total')])
    .groupBy('s.currency')
    .execute();
  return rows.map((r) => ({ currency: String(r.currency), total: num(r.total) }));
}

/**
 * From the month: its orders whose seller is in the team, summed per currency. The team link and the refund
 * are scalar subqueries, looked up per order by primary key and unique index: as a join or `exists`,
 * PostgreSQL hashed the blogger's 100 000 links and every refund instead (decision 099).
 */
export async function monthSideSales(
  em: EntityManager,
  one: string,
  from: Date,
  to: Date,
): Promise<CurrencySum[]> {
  const rows = await monthOrders(em, from, to)
    .where((eb) =>
      eb(
        eb
          .selectFrom('team_links as l')
          .select('l.depth')
          .where('l.ancestor_id', '=', one)
          .whereRef('l.descendant_id', '=', 'o.seller_id'),
        'is not',
        null,
      ),
    )
    .where((eb) =>
      eb(eb.selectFrom('orders as r').select('r.id').whereRef('r.refund_of_id', '=', 'o.id'), 'is', null),
    )
    .select(['o.currency as currency', (eb) => eb.fn.sum('o.amount').as('total')])
    .groupBy('o.currency')
    .execute();
  return rows.map((r) => ({ currency: String(r.currency), total: num(r.total) }));
}

/** Which side to read: the month when it has fewer orders than the team has partners. */
export async function smallerSide(
  em: EntityManager,
  one: string,
  from: Date,
  to: Date,
): Promise<'team' | 'month'> {
  // The listed partners per line, kept by triggers (team-line-total.entity.ts): a primary-key read.
  const size = await db(em)
    .selectFrom('team_line_totals')
    .select((eb) => eb.fn.sum('people').as('n'))
    .where('account_id', '=', one)
    .executeTakeFirst();
  const teamSize = num(size?.n);
  if (teamSize === 0) return 'team';
  const counted = await db(em)
    .selectFrom(monthOrders(em, from, to).select('o.id').limit(teamSize).as('m'))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return num(counted?.n) < teamSize ? 'month' : 'team';
}

/** One blogger's team sales in [from, to), per currency, read from the smaller side. */
export async function teamSalesOfOne(
  em: EntityManager,
  one: string,
  from: Date,
  to: Date,
): Promise<CurrencySum[]> {
  const side = await smallerSide(em, one, from, to);
  return side === 'month' ? monthSideSales(em, one, from, to) : teamSideSales(em, one, from, to);
}
