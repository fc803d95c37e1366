/**
 * The monthly rank evaluation (docs/decisions/052-rank-engine.md, 087): every approved blogger's figures for
 * a finished month in one set-based read, the rules applied in memory, and the results written in chunks.
 * A blogger's (user, month) figures row is the claim on their evaluation: it is inserted first in the chunk's
 * transaction (ON CONFLICT DO NOTHING … RETURNING), and only the bloggers whose row this run inserted get a
 * history line and a rank update. A re-run or a concurrent run therefore changes nothing twice.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { type MonthKey, monthOf } from '#contract/money.ts';
import { chunks, dateParam, db } from '../../lib/db-query.ts';
import { loadLadder } from './ladder.service.ts';
import { type FiguresRow, insertFiguresRows } from './rank-figures-rows.ts';
import { bloggersToEvaluate } from './rank-job-figures.ts';
import { addMonths, evaluateRank, inLeague, monthsHeld, type Outcome } from './rank-rules.ts';
import { monthStart } from './rank-stats.ts';

/** Bloggers per transaction: each holds SQLite's write lock, so a chunk stays a few milliseconds long. */
const CHUNK = 1000;

export interface EvaluationResult {
  evaluated: number;
  promoted: number;
  lost: number;
}

interface Blogger {
  id: string;
  from: string;
  outcome: Outcome;
  row: FiguresRow;
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
  const rows = await bloggersToEvaluate(em, month);
  if (!rows.length) return { evaluated: 0, promoted: 0, lost: 0 };
  const bloggers: Blogger[] = rows.map(({ id, currency, rankCode: from, since, figures: f }) => {
    const outcome = evaluateRank(ladder, from, monthsHeld(since, month), f, currency);
    const row: FiguresRow = [
      id,
      currency,
      f.personal_revenue,
      f.team_revenue,
      f.active_partners,
      f.integrations,
      inLeague(f.integrations),
      outcome.to,
    ];
    return { id, from, outcome, row };
  });

  const result: EvaluationResult = { evaluated: 0, promoted: 0, lost: 0 };
  // The new rank counts from the 1st of the month after the evaluated one, whenever the job runs.
  const since = dateParam(em, monthStart(addMonths(month, 1)));
  const at = dateParam(em, now);
  for (const chunk of chunks(bloggers, CHUNK)) {
    await em.fork().transactional(async (tx) => {
      const mine = await insertFiguresRows(
        tx,
        month,
        chunk.map((b) => b.row),
      );
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
