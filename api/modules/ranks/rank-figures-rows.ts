/**
 * The monthly job's figures rows written in bulk (docs/decisions/087-rank-job-speed.md): a chunk of rows
 * travels as one JSON parameter that the database unpacks itself (SQLite json_each, PostgreSQL
 * jsonb_array_elements), instead of ten bound parameters per row compiled by the query builder. The insert
 * stays the evaluation's claim: ON CONFLICT DO NOTHING … RETURNING names the bloggers whose row it wrote.
 */
import type { EntityManager } from '@mikro-orm/core';
import { sql } from 'kysely';
import { db, isPostgres } from '../../lib/db-query.ts';

/** A figures row without its month: user, currency, personal, team, active partners, integrations, league, rank. */
export type FiguresRow = [string, string, number, number, number, number, boolean, string];

/** Inserts the rows for `month` (skipping any that exist); returns the user ids of the rows inserted. */
export async function insertFiguresRows(
  em: EntityManager,
  month: string,
  rows: FiguresRow[],
): Promise<Set<string>> {
  const postgres = isPostgres(em);
  // JSON true/false: SQLite's ->> gives 1/0 (the column stores 0/1), PostgreSQL's 'true'/'false'.
  const json = JSON.stringify(rows);
  const query = postgres
    ? sql<{ user_id: string }>`insert into rank_month_stats (user_id, month, currency, personal_revenue,
        team_revenue, active_partners, integrations, league, rank_code)
      select (e->>0)::uuid, ${month}, e->>1, (e->>2)::bigint, (e->>3)::bigint, (e->>4)::int, (e->>5)::int,
        (e->>6)::boolean, e->>7
      from jsonb_array_elements(${json}::jsonb) as e
      on conflict (user_id, month) do nothing returning user_id`
    : // SQLite needs a WHERE before ON CONFLICT in INSERT … SELECT (else ON reads as a join's).
      sql<{ user_id: string }>`insert into rank_month_stats (user_id, month, currency, personal_revenue,
        team_revenue, active_partners, integrations, league, rank_code)
      select value->>0, ${month}, value->>1, value->>2, value->>3, value->>4, value->>5, value->>6, value->>7
      from json_each(${json}) where true
      on conflict (user_id, month) do nothing returning user_id`;
  const { rows: inserted } = await query.execute(db(em));
  return new Set(inserted.map((r) => String(r.user_id)));
}
