/**
 * Pieces every API benchmark shares: bulk inserts of generated rows, p50/p95 of a GET through the app,
 * and running one benchmark on SQLite and then, when DATABASE_URL names one, on PostgreSQL.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { db } from '../../api/lib/db-query.ts';

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
