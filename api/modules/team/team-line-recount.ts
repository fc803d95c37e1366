/**
 * The team summary's per-line figures recomputed from the rows themselves: the definition the triggers of
 * team_line_totals keep incrementally (docs/decisions/050 and 086). The summary reads the kept figures;
 * tests compare them with this after orders, refunds, new members and status changes.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { TeamSummary } from '#contract/team.ts';
import { db } from '../../lib/db-query.ts';
import { PARTNER_INCOME_KINDS, UNLISTED } from './team.service.ts';
import { lineFigures } from './team-summary.service.ts';

export async function recountTeamLines(em: EntityManager, viewerId: string): Promise<TeamSummary['levels']> {
  const k = db(em);
  // People: every link per line less the hidden or rejected accounts.
  const people = await k
    .selectFrom('team_links as l')
    .innerJoin('users as u', 'u.id', 'l.descendant_id')
    .select((eb) => [
      'l.depth as level',
      eb.fn.sum(eb.case().when('u.status', 'in', UNLISTED).then(0).else(1).end()).as('people'),
    ])
    .where('l.ancestor_id', '=', viewerId)
    .groupBy('l.depth')
    .execute();
  // Each order that paid the viewer at a line counts once; a reversal (its refund) takes it back.
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
    .where('l.account_id', '=', viewerId)
    .where('l.kind', 'in', PARTNER_INCOME_KINDS)
    .where('l.level', '>=', 1)
    .groupBy('l.level')
    .execute();
  const byLevel = new Map<number, Record<string, unknown>>();
  for (const r of [...people, ...money]) {
    const level = Number(r.level);
    byLevel.set(level, { ...byLevel.get(level), ...r });
  }
  return lineFigures([...byLevel.values()]);
}
