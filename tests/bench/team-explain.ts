/**
 * Profiling aid for the team benchmark on PostgreSQL (decision 086): builds the same 100 000-partner team,
 * turns on auto_explain (ANALYZE, BUFFERS) for statements over AUTO_EXPLAIN_MS, calls each team endpoint a
 * few times and prints the slow plans from the server log.
 *   bash scripts/with-postgres.sh node tests/bench/team-explain.ts [url-substring,…]
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import { db } from '../../api/lib/db-query.ts';
import { createTestApp } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { generate } from './team-data.ts';

const SIZE = Number(process.env.BENCH_TEAM ?? 100_000);
const MS = Number(process.env.AUTO_EXPLAIN_MS ?? 5);
const only = process.argv[2]?.split(',');

const t = await createTestApp({ seed: false, tweak: (c) => Object.assign(c, { logLevel: 'silent' }) });
try {
  const data = await generate(t.app, SIZE, `${process.pid}`);
  const k = db(t.app.orm.em.fork());
  const dir = (await sql<{ d: string }>`select current_setting('data_directory') as d`.execute(k)).rows[0]?.d;
  const log = join(dirname(String(dir)), 'server.log');
  await k.connection().execute(async (c) => {
    for (const s of [
      `load 'auto_explain'`,
      `alter system set session_preload_libraries = 'auto_explain'`,
      `alter system set auto_explain.log_min_duration = '${MS}ms'`,
      `alter system set auto_explain.log_analyze = on`,
      `alter system set auto_explain.log_buffers = on`,
      `select pg_reload_conf()`,
    ])
      await sql.raw(s).execute(c);
  });
  // New connections load auto_explain: build a second app on the same database.
  const { buildApp } = await import('../../api/app.ts');
  const app = await buildApp(t.config);
  const token = await mintToken(app, data.email);
  const urls = [
    '/api/v1/team',
    '/api/v1/team?line=3',
    '/api/v1/team?status=validation',
    '/api/v1/team?status=cooperation',
    '/api/v1/team?rank=legend',
    `/api/v1/team?q=${encodeURIComponent('анна')}`,
    '/api/v1/team?q=member7777',
    `/api/v1/team?q=${encodeURIComponent('000 77')}`,
    '/api/v1/team?sort=name_asc',
    '/api/v1/team?sort=name_asc&line=2&limit=100',
    `/api/v1/team?q=${encodeURIComponent('ова')}&rank=rising_star&status=new&sort=name_asc`,
    '/api/v1/team/summary',
    `/api/v1/team/members/${data.memberId}`,
  ].filter((u) => !only || only.some((o) => u.includes(o)));
  for (const url of urls) {
    for (let i = 0; i < 3; i++) {
      const start = readFileSync(log, 'utf8').length;
      const t0 = performance.now();
      const res = await app.inject({ url, headers: { authorization: `Bearer ${token}` } });
      const ms = performance.now() - t0;
      if (i < 2) continue;
      console.log(`\n===== ${url} → ${res.statusCode} ${ms.toFixed(1)} ms`);
      await new Promise((r) => setTimeout(r, 200));
      console.log(readFileSync(log, 'utf8').slice(start));
    }
  }
  await app.close();
} finally {
  await t.close();
}
process.exit(0);
