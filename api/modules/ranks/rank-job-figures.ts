/**
 * The monthly job's one read (docs/decisions/087-rank-job-speed.md): every approved blogger still to evaluate
 * for the month, with the month's figures joined on in the database, in id order. The figures are
 * the ranks page's own queries (sales per seller in rank-sales.ts, integrations per owner in rank-stats.ts),
 * summed per blogger the way monthFigures sums them; each is computed once and joined, instead of five result sets
 * matched up in JavaScript.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { Currency, MonthKey } from '#contract/money.ts';
import { dateParam, db, num, rowDate } from '../../lib/db-query.ts';
import { addMonths, type MonthFigures } from './rank-rules.ts';
import { salesBySeller } from './rank-sales.ts';
import { integrationsQuery, monthStart } from './rank-stats.ts';

export interface BloggerMonth {
  id: string;
  currency: Currency;
  rankCode: string;
  /** Since when the current rank is held (the sign-up for the base rank never changed). */
  since: Date;
  figures: MonthFigures;
}

/** Approved bloggers signed up before the month's end, not yet evaluated for it (or a later month). */
export async function bloggersToEvaluate(em: EntityManager, month: MonthKey): Promise<BloggerMonth[]> {
  const [from, to] = [monthStart(month), monthStart(addMonths(month, 1))];
  const rows = await db(em)
    .with('s', () => salesBySeller(em, from, to))
    // Team: every seller's month summed up to each of their (up to 4) ancestors, per currency.
    .with('t', (w) =>
      w
        .selectFrom('s')
        // CROSS JOIN keeps SQLite's loop on the sellers (PostgreSQL plans it as the inner join it is);
        // otherwise SQLite scans all of team_links against an automatic index on s.
        .crossJoin('team_links as l')
        .whereRef('l.descendant_id', '=', 's.seller')
        .select(['l.ancestor_id as id', 's.currency as currency', (eb) => eb.fn.sum('s.total').as('total')])
        .groupBy(['l.ancestor_id', 's.currency']),
    )
    .with('i', () =>
      integrationsQuery(em, month)
        .select(['p.owner_id as id', (eb) => eb.fn.countAll().as('n')])
        .groupBy('p.owner_id'),
    )
    // Active partners: line-1 partners with at least one integration in the month.
    .with('a', (w) =>
      w
        .selectFrom('i')
        .crossJoin('team_links as l')
        .whereRef('l.descendant_id', '=', 'i.id')
        .where('l.depth', '=', 1)
        .select(['l.ancestor_id as id', (eb) => eb.fn.countAll().as('n')])
        .groupBy('l.ancestor_id'),
    )
    .selectFrom('users as u')
    // Money counts only in the blogger's own currency.
    .leftJoin('s', (j) => j.onRef('s.seller', '=', 'u.id').onRef('s.currency', '=', 'u.currency'))
    .leftJoin('t', (j) => j.onRef('t.id', '=', 'u.id').onRef('t.currency', '=', 'u.currency'))
    .leftJoin('i', 'i.id', 'u.id')
    .leftJoin('a', 'a.id', 'u.id')
    .select([
      'u.id',
      'u.currency',
      'u.rank_code',
      'u.rank_since',
      'u.created_at',
      's.total as personal',
      't.total as team',
      'a.n as partners',
      'i.n as integrations',
    ])
    .where('u.role', '=', 'ambassador')
    .where('u.status', '=', 'approved')
    .where('u.currency', 'is not', null)
    .where('u.created_at', '<', dateParam(em, to))
    // A blogger already evaluated for this month, or a later one, is left alone (months apply in order).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rank_month_stats as r')
            .select('r.id')
            .whereRef('r.user_id', '=', 'u.id')
            .where('r.month', '>=', month),
        ),
      ),
    )
    // Key order: each chunk the job writes then lands on neighbouring index pages.
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    currency: r.currency as Currency,
    rankCode: String(r.rank_code),
    since: rowDate(r.rank_since ?? r.created_at),
    figures: {
      personal_revenue: num(r.personal),
      team_revenue: num(r.team),
      active_partners: num(r.partners),
      integrations: num(r.integrations),
    },
  }));
}
