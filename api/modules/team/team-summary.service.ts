/**
 * The team page's header (issue 10): per line, the people listed, their revenue (all time, refunds netted,
 * orders in the viewer's currency) and what the line earned the viewer; plus the viewer's own invite link
 * and promocodes. Revenue and income count the whole line, hidden accounts included: money a since-hidden
 * partner brought was still brought.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { TeamSummary } from '../../../contract/team.ts';
import { TEAM_LEVELS } from '../../../contract/team.ts';
import type { Config } from '../../config.ts';
import { db, num } from '../../lib/db-query.ts';
import { baseUrlFor } from '../../lib/links.ts';
import { loadEarner } from '../income/income-summary.service.ts';
import { LISTED, PARTNER_INCOME_KINDS } from './team.service.ts';

type Urls = Pick<Config, 'publicUrl' | 'publicUrlEn' | 'publicUrlBy'>;

const byDepth = (rows: Record<string, unknown>[], key: string, value: string) =>
  new Map(rows.map((r) => [num(r[key]), num(r[value])]));

export async function teamSummary(em: EntityManager, viewerId: string, urls: Urls): Promise<TeamSummary> {
  const viewer = await loadEarner(em, viewerId);
  const k = db(em);
  const [people, revenue, income, me, promocodes] = await Promise.all([
    k
      .selectFrom('team_links as l')
      .innerJoin('users as u', 'u.id', 'l.descendant_id')
      .select((eb) => ['l.depth', eb.fn.countAll().as('n')])
      .where('l.ancestor_id', '=', viewer.id)
      .where('u.status', 'in', LISTED)
      .groupBy('l.depth')
      .execute(),
    k
      .selectFrom('team_links as l')
      .innerJoin('orders as o', 'o.seller_id', 'l.descendant_id')
      .select((eb) => [
        'l.depth',
        eb.fn
          .sum(
            eb
              .case()
              .when('o.kind', '=', 'refund')
              .then(eb.neg(eb.ref('o.amount')))
              .else(eb.ref('o.amount'))
              .end(),
          )
          .as('total'),
      ])
      .where('l.ancestor_id', '=', viewer.id)
      .where('o.currency', '=', viewer.currency)
      .groupBy('l.depth')
      .execute(),
    k
      .selectFrom('ledger_lines')
      .select((eb) => ['level', eb.fn.sum('amount').as('total')])
      .where('account_id', '=', viewer.id)
      .where('kind', 'in', PARTNER_INCOME_KINDS)
      .where('level', '>=', 1)
      .groupBy('level')
      .execute(),
    k
      .selectFrom('users')
      .select(['referral_code', 'locale'])
      .where('id', '=', viewer.id)
      .executeTakeFirstOrThrow(),
    k
      .selectFrom('promocodes')
      .select(['code', 'network'])
      .where('owner_id', '=', viewer.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  const counts = byDepth(people, 'depth', 'n');
  const revenues = byDepth(revenue, 'depth', 'total');
  const incomes = byDepth(income, 'level', 'total');
  const levels = Array.from({ length: TEAM_LEVELS }, (_, i) => i + 1).map((line) => ({
    line,
    people: counts.get(line) ?? 0,
    revenue: revenues.get(line) ?? 0,
    income: incomes.get(line) ?? 0,
  }));
  const code = me.referral_code as string | null;
  return {
    currency: viewer.currency,
    levels,
    referral_link: code ? `${baseUrlFor(urls, String(me.locale))}/r/${encodeURIComponent(code)}` : null,
    promocodes: promocodes.map((p) => ({ code: String(p.code), network: String(p.network) })),
  };
}
