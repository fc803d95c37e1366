/**
 * Pieces every API benchmark shares: bulk inserts of generated rows, p50/p95 of a GET through the app,
 * and running one benchmark on SQLite and then, when DATABASE_URL names one, on PostgreSQL.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { db, isPostgres } from '../../api/lib/db-query.ts';

export type Row = Record<string, unknown>;

// Below both drivers' bound-parameter limits (SQLite 32 766, PostgreSQL 65 535).
const PARAMS = 30_000;

/** Inserts `rows` in statements of `batch` rows (by default as many as the parameter limit allows). */
export async function insertRows(em: EntityManager, table: string, rows: Row[], batch?: number) {
  const size = batch ?? Math.floor(PARAMS / Object.keys(rows[0] ?? { a: 1 }).length);
  for (let i = 0; i < rows.length; i += size) {
    await db(em)
      .insertInto(table)
      .values(rows.slice(i, i + size))
      .execute();
  }
}

/**
 * Bulk load as a database restore does: the tables' secondary indexes are dropped, the rows written, and the
 * indexes built again from the same definitions (a sorted build instead of 100 000 random index inserts).
 * Primary keys and unique constraints stay, so the load is checked as before.
 */
export async function withIndexesDeferred<T>(em: EntityManager, tables: string[], load: () => Promise<T>) {
  const postgres = isPostgres(em);
  const list = sql.join(tables.map((t) => sql`${t}`));
  const indexes = postgres
    ? await sql<{ name: string; def: string }>`select indexname as name, indexdef as def from pg_indexes
        where schemaname = current_schema() and tablename in (${list})
        and not exists (select 1 from pg_constraint c where c.conindid = (quote_ident(indexname))::regclass)`.execute(
        db(em),
      )
    : await sql<{ name: string; def: string }>`select name, sql as def from sqlite_master
        where type = 'index' and sql is not null and tbl_name in (${list})`.execute(db(em));
  for (const i of indexes.rows) await sql.raw(`drop index ${JSON.stringify(i.name)}`).execute(db(em));
  const out = await load();
  for (const i of indexes.rows) await sql.raw(i.def).execute(db(em));
  return out;
}

export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** p50/p95 in ms of `runs` GETs after a warm-up; any answer but 200 stops the benchmark. */
export async function timeGet(app: FastifyInstance, token: string, url: string, runs: number) {
  const headers = { authorization: `Bearer ${token}` };
  let items = 0;
  for (let i = 0; i < 10; i++) {
    const res = await app.inject({ url, headers });
    if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    items = res.json().items?.length ?? -1;
  }
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await app.inject({ url, headers });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${url} → ${res.statusCode} ${res.body.slice(0, 200)}`);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 0.5), p95: pct(times, 0.95), items };
}

/** Runs the benchmark on SQLite, then on PostgreSQL if DATABASE_URL is one; exits 1 if a goal was missed. */
export async function onBothDrivers(run: (label: string) => Promise<boolean>): Promise<never> {
  const pgUrl = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL;
  let ok = await run('SQLite');
  if (pgUrl && /^postgres/.test(pgUrl)) {
    process.env.DATABASE_URL = pgUrl;
    ok = (await run('PostgreSQL')) && ok;
  }
  process.exit(ok ? 0 : 1);
}
