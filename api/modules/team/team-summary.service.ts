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

type Urls = Pick<Config, 'publicUrl' | 'publicUrlEn' | 'publicUrlBy'>;

/** Lines 1…TEAM_LEVELS from rows of (level, people, revenue, income); a line without a row is all zeros. */
export function lineFigures(rows: Record<string, unknown>[]): TeamSummary['levels'] {
  const of = new Map(rows.map((r) => [num(r.level), r]));
  return Array.from({ length: TEAM_LEVELS }, (_, i) => i + 1).map((line) => ({
    line,
    people: num(of.get(line)?.people),
    revenue: num(of.get(line)?.revenue),
    income: num(of.get(line)?.income),
  }));
}

export async function teamSummary(em: EntityManager, viewerId: string, urls: Urls): Promise<TeamSummary> {
  const viewer = await loadEarner(em, viewerId);
  const k = db(em);
  // Kept per line by the database's triggers (team-line-total.entity.ts): one primary-key read.
  const totals = await k
    .selectFrom('team_line_totals')
    .select(['level', 'people', 'revenue', 'income'])
    .where('account_id', '=', viewer.id)
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
  const levels = lineFigures(totals);
  const code = me.referral_code as string | null;
  return {
    currency: viewer.currency,
    levels,
    referral_link: code ? `${baseUrlFor(urls, String(me.locale))}/r/${encodeURIComponent(code)}` : null,
    promocodes: promocodes.map((p) => ({ code: String(p.code), network: String(p.network) })),
  };
}
