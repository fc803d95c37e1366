/**
 * The team page's header (issue 10): per line, the people listed, their revenue (all time, refunds netted)
 * and what the line earned the viewer; plus the viewer's own invite link and promocodes. Revenue and income
 * are read from the viewer's own commission lines: the orders that paid them at that line, in their
 * currency by construction (apply-orders.ts pays only same-currency earners), and the reversals of those
 * refunded. So they count the whole line, hidden accounts included: money a since-hidden partner brought
 * was still brought. Decision 050 has the figures.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { TeamSummary } from '#contract/team.ts';
import { TEAM_LEVELS } from '#contract/team.ts';
import type { Config } from '../../config.ts';
import { db, num } from '../../lib/db-query.ts';
import { baseUrlFor } from '../../lib/links.ts';
import { loadEarner } from '../income/income-summary.service.ts';
import { PARTNER_INCOME_KINDS, UNLISTED } from './team.service.ts';

type Urls = Pick<Config, 'publicUrl' | 'publicUrlEn' | 'publicUrlBy'>;

const byDepth = (rows: Record<string, unknown>[], key: string, value: string) =>
  new Map(rows.map((r) => [num(r[key]), num(r[value])]));

export async function teamSummary(em: EntityManager, viewerId: string, urls: Urls): Promise<TeamSummary> {
  const viewer = await loadEarner(em, viewerId);
  const k = db(em);
  // People: every link per line (an index-only count) less the few hidden or rejected accounts.
  const links = await k
    .selectFrom('team_links')
    .select((eb) => ['depth', eb.fn.countAll().as('n')])
    .where('ancestor_id', '=', viewer.id)
    .groupBy('depth')
    .execute();
  // From the status index (SQLite keeps a CROSS JOIN's order; PostgreSQL plans it by its statistics).
  const unlisted = await k
    .selectFrom('users as u')
    .crossJoin('team_links as l')
    .whereRef('l.descendant_id', '=', 'u.id')
    .where('l.ancestor_id', '=', viewer.id)
    .select((eb) => ['l.depth', eb.fn.countAll().as('n')])
    .where('u.status', 'in', UNLISTED)
    .groupBy('l.depth')
    .execute();
  // Revenue and income in one pass: each order that paid the viewer at a line counts once, a reversal
  // (its refund) takes it back.
  const money = await k
    .selectFrom('ledger_lines as l')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .select((eb) => [
      'l.level',
      eb.fn.sum('l.amount').as('income'),
      eb.fn
        .sum(
          eb
            .case()
            .when('l.kind', '=', 'reversal')
            .then(eb.neg(eb.ref('o.amount')))
            .else(eb.ref('o.amount'))
            .end(),
        )
        .as('revenue'),
    ])
    .where('l.account_id', '=', viewer.id)
    .where('l.kind', 'in', PARTNER_INCOME_KINDS)
    .where('l.level', '>=', 1)
    .groupBy('l.level')
    .execute();
  const me = await k
    .selectFrom('users')
    .select(['referral_code', 'locale'])
    .where('id', '=', viewer.id)
    .executeTakeFirstOrThrow();
  const promocodes = await k
    .selectFrom('promocodes')
    .select(['code', 'network'])
    .where('owner_id', '=', viewer.id)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const total = byDepth(links, 'depth', 'n');
  const hidden = byDepth(unlisted, 'depth', 'n');
  const revenues = byDepth(money, 'level', 'revenue');
  const incomes = byDepth(money, 'level', 'income');
  const levels = Array.from({ length: TEAM_LEVELS }, (_, i) => i + 1).map((line) => ({
    line,
    people: (total.get(line) ?? 0) - (hidden.get(line) ?? 0),
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
