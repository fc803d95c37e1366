/**
 * Which side a team query starts from (docs/decisions/050-team-tree.md). The closure table's
 * (ancestor, joined_at) index serves the date-sorted pages and the filters of any team. A search or the name
 * sort over a large team would join tens of thousands of users for a page, so those start from the narrow
 * users (search_text, id) index instead and probe the closure table's primary key per candidate: that
 * walks at most every account once, which beats the join when the team is a tenth of all accounts or more.
 * SQLite keeps the join order written (CROSS JOIN); PostgreSQL plans either form by its statistics.
 */
import type { EntityManager } from '@mikro-orm/core';
import { sql } from 'kysely';
import { db, isPostgres, num } from '../../lib/db-query.ts';

/**
 * largeTeam: below this many partners the closure-table side is always cheap enough. prefix: team rows a
 * filtered date-ordered page reads before it gives up on the closure-table side (team-page.ts). searchIndex:
 * a search of a large team that SQLite's FTS5 index matches to fewer accounts than this starts from them
 * (decision 091); 0 turns the index off. Mutable so that tests can run every plan on a small team and
 * compare the answers.
 */
export const TEAM_PLAN = { largeTeam: 2_000, prefix: 2_000, searchIndex: 2_000 };

/** The number of accounts, estimated in O(1): SQLite's largest rowid, PostgreSQL's planner statistics. */
async function accountsEstimate(em: EntityManager): Promise<number> {
  const query = isPostgres(em)
    ? sql<{ n: unknown }>`select reltuples as n from pg_class where relname = 'users'`
    : sql<{ n: unknown }>`select max(rowid) as n from users`;
  const { rows } = await query.execute(db(em));
  return Math.max(0, num(rows[0]?.n));
}

/** True when the viewer's team (or one line of it) is large enough to start a search or name sort from users. */
export async function largeTeam(em: EntityManager, viewer: string, line?: number): Promise<boolean> {
  const threshold = Math.max(TEAM_PLAN.largeTeam, Math.ceil((await accountsEstimate(em)) / 10));
  // Counting stops at the threshold: a bounded walk of the (ancestor, …) index.
  const row = await db(em)
    .selectFrom((qb) => {
      let q = qb.selectFrom('team_links').select('descendant_id').where('ancestor_id', '=', viewer);
      if (line) q = q.where('depth', '=', line);
      return q.limit(threshold).as('t');
    })
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirst();
  return num(row?.n) >= threshold;
}
