/**
 * node:sqlite for MikroORM. It is MikroORM's NodeSqliteDialect (same node:sqlite bridge to Kysely's SQLite
 * driver) with two additions:
 * - the PRAGMAs every connection needs, run when the connection opens;
 * - a prepared-statement cache: the stock bridge calls `prepare()` for every query, which cost ~140 µs for
 *   the session lookup join, more than running it. Only parameterised SQL (Kysely queries, see
 *   docs/decisions/005) is cached: the ORM inlines values, so its SQL text rarely repeats;
 * - NUL-safe statement text (see `spellNul`).
 */
import { DatabaseSync, type SQLInputValue } from 'node:sqlite';
import { NodeSqliteDialect } from '@mikro-orm/sql';
import { type Driver, type SqliteDatabase, SqliteDriver, type SqliteStatement } from 'kysely';

export const SQLITE_PRAGMAS = [
  // WAL lets readers proceed while a write is in progress; the journal mode persists in the file.
  'pragma journal_mode = WAL',
  // Wait for a competing writer (another process, a migration) instead of failing with SQLITE_BUSY.
  'pragma busy_timeout = 5000',
  'pragma foreign_keys = ON',
  // Durable at checkpoints with WAL, and much faster than FULL for many small writes.
  'pragma synchronous = NORMAL',
  // 32 MB of page cache (the default is 2 MB): a webhook batch writes thousands of ledger lines into ten
  // indexes; with 2 MB the pages thrash and dirty ones spill to the WAL mid-transaction (decision 081).
  // Grows only as pages are read.
  'pragma cache_size = -32768',
];

const STATEMENT_CACHE_SIZE = 500;
const READER = /^\s*(select|pragma|explain|with)/i;
const RETURNING = /\breturning\b/i;

type Params = readonly unknown[];

/**
 * MikroORM inlines every value into its SQL text as a quoted literal (it binds none), and SQLite reads
 * statement text only up to a NUL, so a value holding one cut the statement short (a syntax error, 500).
 * Outside string literals the ORM's SQL never holds a NUL, so each one is spelled as SQL instead: the
 * literal 'a<NUL>b' becomes 'a' || char(0) || 'b', the same text value. Bound parameters need nothing.
 */
export const spellNul = (sql: string): string =>
  sql.includes('\0') ? sql.replaceAll('\0', "' || char(0) || '") : sql;

export function openSqlite(path: string): SqliteDatabase {
  const db = new DatabaseSync(path);
  for (const sql of SQLITE_PRAGMAS) db.exec(sql);
  const cache = new Map<string, SqliteStatement>();
  return {
    prepare(text: string): SqliteStatement {
      const sql = spellNul(text);
      const hit = cache.get(sql);
      if (hit) return hit;
      const cacheable = sql.includes('?');
      const stmt = db.prepare(sql);
      const args = (p: Params) => p as SQLInputValue[];
      const wrapped: SqliteStatement = {
        reader: READER.test(sql) || RETURNING.test(sql),
        all: (p) => stmt.all(...args(p)),
        run: (p) => stmt.run(...args(p)),
        iterate: (p) => stmt.iterate(...args(p)),
      };
      if (!cacheable) return wrapped;
      // Oldest entry out first (Map keeps insertion order).
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
      cache.set(sql, wrapped);
      return wrapped;
    },
    close() {
      cache.clear();
      db.close();
    },
  };
}

export class PragmaSqliteDialect extends NodeSqliteDialect {
  readonly #path: string;

  constructor(path: string) {
    super(path);
    this.#path = path;
  }

  override createDriver(): Driver {
    return new SqliteDriver({ database: async () => openSqlite(this.#path) });
  }
}
