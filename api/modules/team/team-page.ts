/**
 * GET team: one keyset page of the viewer's team, planned by what the query asks (decision 050):
 * - date order, no user filter: the closure table's (ancestor[, depth], joined_at) index, a page at a time;
 * - date order with a search, rank or status: first within the next `prefix` team rows in that order (dense
 *   matches fill a page there); when they do not, from users for a large team or over the whole team;
 * - name order: from the users (search_text, id) index for a large team, else the team sorted;
 * - on SQLite, a search of 3+ characters over a large team: from the accounts its FTS5 index finds (091).
 */
import type { EntityManager } from '@mikro-orm/core';
import type * as v from 'valibot';
import type { Currency } from '#contract/money.ts';
import { TEAM_PAGE_DEFAULT, type TeamPage, type TeamQuery } from '#contract/team.ts';
import { db, isPostgres, rowDate } from '../../lib/db-query.ts';
import { loadEarner } from '../income/income-summary.service.ts';
import { type Source, searchCondition, teamRows, withFigures } from './team.service.ts';
import { type CursorKey, decodeCursor, encodeCursor } from './team-cursor.ts';
import { largeTeam, TEAM_PLAN } from './team-plan.ts';
import { ftsFirst, ftsQuery } from './team-search.ts';
import { statusIs } from './team-status.ts';

type Query = v.InferOutput<typeof TeamQuery>;
type Row = Record<string, unknown>;

export async function teamPage(
  em: EntityManager,
  viewerId: string,
  query: Query,
  now = new Date(),
): Promise<TeamPage> {
  const viewer = await loadEarner(em, viewerId);
  const sort = query.sort ?? 'joined_desc';
  const limit = query.limit ?? TEAM_PAGE_DEFAULT;
  const after = query.cursor ? decodeCursor(query.cursor, sort) : null;
  const desc = sort === 'joined_desc';
  const filtered = !!(query.q || query.rank || query.status);

  /** The closure-table rows of the team in date order from the cursor on (line and cursor applied). */
  const links = () => {
    let q = db(em)
      .selectFrom('team_links as l')
      .select(['l.ancestor_id', 'l.descendant_id', 'l.depth', 'l.joined_at'])
      .where('l.ancestor_id', '=', viewer.id);
    if (query.line) q = q.where('l.depth', '=', query.line);
    if (after && after.s !== 'name_asc') q = q.where((eb) => dateAfter(eb, em, after, desc));
    return q.orderBy('l.joined_at', desc ? 'desc' : 'asc').orderBy('l.descendant_id', desc ? 'desc' : 'asc');
  };

  const run = (source: Source) => {
    let q = teamRows(em, viewer.id, now, source);
    if (query.line) q = q.where('l.depth', '=', query.line);
    if (query.rank) q = q.where('u.rank_code', '=', query.rank);
    // The name order from users walks the name index: on SQLite the status test must not offer the status
    // index instead (without statistics SQLite takes `status = 'approved'` for a selective equality; 091).
    const walk = source === 'users' && sort === 'name_asc' && !isPostgres(em);
    if (query.status) q = q.where(statusIs(em, 'u', query.status, now, walk));
    // From the search index: it found exactly the matching accounts, no LIKE left to test.
    const indexed = typeof source === 'object' && 'matches' in source;
    if (query.q && source === 'users' && sort !== 'name_asc') {
      // Matched on the narrow (search_text, id) index, not the users table: a third of the pages to read.
      // (The name order walks that index anyway.)
      const text = query.q;
      const matches = db(em)
        .selectFrom('users as s')
        .select('s.id')
        .where((eb) => searchCondition(eb, text, 's.search_text'));
      q = q.where('u.id', 'in', matches);
    } else if (query.q && !indexed) {
      const text = query.q;
      q = q.where((eb) => searchCondition(eb, text));
    }
    if (sort === 'name_asc') {
      if (after?.s === 'name_asc') {
        const key = after;
        q = q.where((eb) => eb(eb.refTuple('u.search_text', 'u.id'), '>', eb.tuple(key.k, key.id)));
      }
      q = q.orderBy('u.search_text', 'asc').orderBy('u.id', 'asc');
    } else {
      if (after && after.s !== 'name_asc') q = q.where((eb) => dateAfter(eb, em, after, desc));
      q = q.orderBy('l.joined_at', desc ? 'desc' : 'asc').orderBy('l.descendant_id', desc ? 'desc' : 'asc');
    }
    return q.limit(limit + 1).execute() as Promise<Row[]>;
  };

  /** The viewer's closure-table rows (line applied) as a fenced subquery: PostgreSQL cannot flatten it. */
  const fenced = () => {
    let q = db(em)
      .selectFrom('team_links as l')
      .select(['l.ancestor_id', 'l.descendant_id', 'l.depth', 'l.joined_at'])
      .where('l.ancestor_id', '=', viewer.id);
    if (query.line) q = q.where('l.depth', '=', query.line);
    return { prefix: q.offset(0), lateral: true };
  };

  // SQLite's search index (decision 091) for a search of 3 or more characters over a large team: first when
  // it finds few accounts (fewer than TEAM_PLAN.searchIndex: their rowids, read once), which are then sorted;
  // else as the date order's fallback, where it replaces the walk over every account.
  const fts = query.q && !isPostgres(em) && TEAM_PLAN.searchIndex > 0 ? ftsQuery(query.q) : null;
  const large = fts || sort === 'name_asc' ? await largeTeam(em, viewer.id, query.line) : false;
  const rare = fts && large ? await ftsFirst(em, fts, TEAM_PLAN.searchIndex) : null;

  let rows: Row[];
  if (rare) {
    rows = await run({ matches: rare });
  } else if (sort === 'name_asc') {
    // A small team or line on PostgreSQL: its rows, each user probed by primary key, then sorted (its
    // statistics cannot see that one viewer's line is small: it walked the name index over every account,
    // or hashed every account, instead; decision 086).
    rows = await run(large ? 'users' : isPostgres(em) ? fenced() : 'links');
  } else if (!filtered) {
    rows = await run('links');
  } else if (query.q && isPostgres(em)) {
    // One query: the planner weighs the trigram index (rare patterns) against the closure-table walk in date
    // order (common ones) by the pattern's statistics (decision 086).
    rows = await run('links');
  } else {
    rows = await run({ prefix: links().limit(TEAM_PLAN.prefix) });
    // Fewer than a page within the prefix: the answer is complete only if the prefix was the whole rest.
    if (rows.length <= limit && (await links().offset(TEAM_PLAN.prefix).limit(1).executeTakeFirst())) {
      const whole = fts ? large : await largeTeam(em, viewer.id, query.line);
      rows = await run(!whole ? 'links' : fts ? { matches: fts } : 'users');
    }
  }

  const page = rows.slice(0, limit);
  const last = page.at(-1);
  let next: string | null = null;
  if (rows.length > limit && last) {
    const key: CursorKey =
      sort === 'name_asc'
        ? { s: sort, k: String(last.search_text), id: String(last.id) }
        : { s: sort, k: rowDate(last.joined_at).getTime(), id: String(last.id) };
    next = encodeCursor(key);
  }
  return {
    currency: viewer.currency as Currency,
    items: await withFigures(em, viewer.id, page),
    next_cursor: next,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: tables are addressed by their stored names (see db-query.ts).
function dateAfter(eb: any, em: EntityManager, after: CursorKey, desc: boolean) {
  const at = em.getPlatform().processDateProperty(new Date(after.k as number));
  return eb(eb.refTuple('l.joined_at', 'l.descendant_id'), desc ? '<' : '>', eb.tuple(at, after.id));
}
