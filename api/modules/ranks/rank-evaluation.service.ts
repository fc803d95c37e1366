/**
 * The monthly rank evaluation (docs/decisions/052-rank-engine.md): every approved blogger's figures for a
 * finished month in a few set-based reads, the rules applied in memory, and the results written in chunks.
 * A blogger's (user, month) figures row is the claim on their evaluation: it is inserted first in the chunk's
 * transaction (ON CONFLICT DO NOTHING … RETURNING), and only the bloggers whose row this run inserted get a
 * history line and a rank update. A re-run or a concurrent run therefore changes nothing twice.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { type Currency, type MonthKey, monthOf } from '#contract/money.ts';
import { chunks, dateParam, db, isPostgres, rowDate } from '../../lib/db-query.ts';
import { loadLadder } from './ladder.service.ts';
import { addMonths, evaluateRank, inLeague, monthsHeld, type Outcome } from './rank-rules.ts';
import { emptyFigures, monthFigures, monthStart } from './rank-stats.ts';

/** Rows per insert: 10 columns each stays well under SQLite's and PostgreSQL's parameter limits. */
const CHUNK = 1000;

export interface EvaluationResult {
  evaluated: number;
  promoted: number;
  lost: number;
}

interface Blogger {
  id: string;
  currency: Currency;
  from: string;
  outcome: Outcome;
  stat: Record<string, unknown>;
}

/** Evaluates a finished month for every approved blogger not yet evaluated for it (or a later month). */
export async function evaluateMonth(
  base: EntityManager,
  month: MonthKey,
  now = new Date(),
): Promise<EvaluationResult> {
  if (month >= monthOf(now)) throw new Error(`month ${month} has not ended yet`);
  const em = base.fork();
  const ladder = await loadLadder(em);
  const next = monthStart(addMonths(month, 1));
  const rows = await db(em)
    .selectFrom('users as u')
    .select(['u.id', 'u.currency', 'u.rank_code', 'u.rank_since', 'u.created_at'])
    .where('u.role', '=', 'ambassador')
    .where('u.status', '=', 'approved')
    .where('u.currency', 'is not', null)
    .where('u.created_at', '<', dateParam(em, next))
    // A blogger already evaluated for this month, or a later one, is left alone (months apply in order).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('rank_month_stats as s')
            .select('s.id')
            .whereRef('s.user_id', '=', 'u.id')
            .where('s.month', '>=', month),
        ),
      ),
    )
    .execute();
  if (!rows.length) return { evaluated: 0, promoted: 0, lost: 0 };
  const currencies = new Map(rows.map((r) => [String(r.id), r.currency as Currency]));
  const figures = await monthFigures(em, month, (id) => currencies.get(id), { all: true });
  // PostgreSQL takes a boolean; node:sqlite binds no booleans (the column stores 0/1).
  const postgres = isPostgres(em);

  const bloggers: Blogger[] = rows.map((r) => {
    const id = String(r.id);
    const currency = r.currency as Currency;
    const f = figures.get(id) ?? emptyFigures();
    const held = monthsHeld(rowDate(r.rank_since ?? r.created_at), month);
    const from = String(r.rank_code);
    const outcome = evaluateRank(ladder, from, held, f, currency);
    const league = inLeague(f.integrations);
    const stat = {
      user_id: id,
      month,
      currency,
      personal_revenue: f.personal_revenue,
      team_revenue: f.team_revenue,
      active_partners: f.active_partners,
      integrations: f.integrations,
      league: postgres ? league : Number(league),
      rank_code: outcome.to,
    };
    return { id, currency, from, outcome, stat };
  });

  const result: EvaluationResult = { evaluated: 0, promoted: 0, lost: 0 };
  // The new rank counts from the 1st of the month after the evaluated one, whenever the job runs.
  const since = dateParam(em, next);
  const at = dateParam(em, now);
  for (const chunk of chunks(bloggers, CHUNK)) {
    await em.fork().transactional(async (tx) => {
      const inserted = await db(tx)
        .insertInto('rank_month_stats')
        .values(chunk.map((b) => b.stat))
        .onConflict((oc) => oc.columns(['user_id', 'month']).doNothing())
        .returning('user_id')
        .execute();
      const mine = new Set(inserted.map((r) => String(r.user_id)));
      result.evaluated += mine.size;
      const changed = chunk.filter((b) => mine.has(b.id) && b.outcome.change !== 'none');
      if (!changed.length) return;
      await db(tx)
        .insertInto('rank_changes')
        .values(
          changed.map((b) => ({
            id: randomUUID(),
            user_id: b.id,
            month,
            from_code: b.from,
            to_code: b.outcome.to,
            reason: b.outcome.change,
            created_at: at,
          })),
        )
        .onConflict((oc) => oc.columns(['user_id', 'month']).doNothing())
        .execute();
      // One update per (from, to) pair; the from-condition keeps a rank moved meanwhile as it is.
      const groups = new Map<string, Blogger[]>();
      for (const b of changed) {
        const key = `${b.from}\n${b.outcome.to}`;
        const group = groups.get(key) ?? [];
        group.push(b);
        groups.set(key, group);
      }
      for (const group of groups.values()) {
        const first = group[0] as Blogger;
        await db(tx)
          .updateTable('users')
          .set({ rank_code: first.outcome.to, rank_since: since })
          .where(
            'id',
            'in',
            group.map((b) => b.id),
          )
          .where('rank_code', '=', first.from)
          .execute();
      }
      for (const b of changed) result[b.outcome.change === 'promoted' ? 'promoted' : 'lost']++;
    });
  }
  return result;
}
