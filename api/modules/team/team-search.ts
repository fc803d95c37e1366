/**
 * SQLite's substring search index for the team (docs/decisions/091): an FTS5 table with the trigram
 * tokenizer over users.search_text (migration `team_search_fts`), kept by triggers. A phrase of 3 or more
 * characters matches exactly the rows whose key holds it, as `LIKE '%…%'` does on the lower-cased key;
 * shorter patterns have no trigram, so those searches keep the LIKE plans. PostgreSQL has pg_trgm (083).
 */
import type { EntityManager } from '@mikro-orm/core';
import { sql } from 'kysely';
import { db } from '../../lib/db-query.ts';

/** What a search looks for: the lower-cased text, and its digits when it is typed as a phone. */
export function searchTerms(q: string): string[] {
  const lower = q.toLowerCase();
  const digits = q.replace(/\D/g, '');
  // '+7 (999) 123' is a phone: the key holds phone digits only.
  const phone = /^[\d\s+()-]+$/.test(q) && digits.length > 0 && digits !== lower;
  return phone ? [lower, digits] : [lower];
}

/**
 * The FTS5 query of a search (one quoted phrase per term, any of them), or null when a term is shorter than
 * a trigram. Inside a phrase only `"` is special (doubled).
 */
export function ftsQuery(q: string): string | null {
  const terms = searchTerms(q);
  if (terms.some((term) => [...term].length < 3)) return null;
  return terms.map((term) => `"${term.replaceAll('"', '""')}"`).join(' OR ');
}

/**
 * The users rowids matching `fts`, as a subquery for `u.rowid in (…)`: the index's own query, or a list the
 * index already gave (`ftsFirst`), so that a rare pattern is looked up once.
 */
export const ftsRowids = (match: string | number[]) =>
  typeof match === 'string'
    ? sql`(select rowid from users_search_fts where users_search_fts match ${match})`
    : sql`(select value from json_each(${JSON.stringify(match)}))`;

/** The rowids of the accounts matching `fts`, if fewer than `cap` (the index stops there); else null. */
export async function ftsFirst(em: EntityManager, fts: string, cap: number): Promise<number[] | null> {
  const { rows } = await sql<{ rowid: unknown }>`select rowid from users_search_fts
      where users_search_fts match ${fts} limit ${cap}`.execute(db(em));
  return rows.length < cap ? rows.map((r) => Number(r.rowid)) : null;
}
