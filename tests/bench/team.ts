/**
 * Team page API benchmark (issue 10): a blogger with 100 000 partners in 4 lines; p50/p95 of the team
 * queries (first page, each filter, a search, the name sort, a deep cursor page, the summary, a member card)
 * and the ranks page (its team revenue adds up the team's month, decision 099) through app.inject, next to
 * GET /auth/session measured in the same run as the baseline. Runs on SQLite, then on PostgreSQL when
 * DATABASE_URL is set (bash scripts/with-postgres.sh node …). Exits 1 when a team endpoint's or the ranks
 * page's p95 is 50 ms or more (issue 24).
 *   node tests/bench/team.ts     (BENCH_TEAM=100000, BENCH_RUNS=100 to tune)
 */
import type { FastifyInstance } from 'fastify';
import { db, rowDate } from '../../api/lib/db-query.ts';
import { encodeCursor } from '../../api/modules/team/team-cursor.ts';
import { createTestApp } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { onBothDrivers, timeGet } from './bench-lib.ts';
import { generate } from './team-data.ts';

const SIZE = Number(process.env.BENCH_TEAM ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const LIMIT_MS = 50;

/** The cursor of the row half-way down the team in join order: a page as deep as paging gets. */
async function deepCursor(app: FastifyInstance, viewer: string, offset: number) {
  const row = await db(app.orm.em.fork())
    .selectFrom('team_links')
    .select(['joined_at', 'descendant_id'])
    .where('ancestor_id', '=', viewer)
    .orderBy('joined_at', 'desc')
    .orderBy('descendant_id', 'desc')
    .offset(offset)
    .limit(1)
    .executeTakeFirstOrThrow();
  return encodeCursor({
    s: 'joined_desc',
    k: rowDate(row.joined_at).getTime(),
    id: String(row.descendant_id),
  });
}

async function run(label: string): Promise<boolean> {
  const t = await createTestApp({ seed: false, tweak: (c) => Object.assign(c, { logLevel: 'silent' }) });
  try {
    const started = performance.now();
    const data = await generate(t.app, SIZE, `${process.pid}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const token = await mintToken(t.app, data.email);
    const cursor = await deepCursor(t.app, data.id, Math.floor(data.size / 2));
    const endpoints: [string, string][] = [
      ['baseline: auth/session', '/api/v1/auth/session'],
      ['team first page', '/api/v1/team'],
      ['team line=3', '/api/v1/team?line=3'],
      ['team status=validation', '/api/v1/team?status=validation'],
      ['team status=cooperation', '/api/v1/team?status=cooperation'],
      ['team rank=legend', '/api/v1/team?rank=legend'],
      ['team q=анна (Cyrillic)', `/api/v1/team?q=${encodeURIComponent('анна')}`],
      ['team q=member7777 (rare)', '/api/v1/team?q=member7777'],
      ['team q=phone digits', `/api/v1/team?q=${encodeURIComponent('000 77')}`],
      ['team sort=name_asc', '/api/v1/team?sort=name_asc'],
      ['team name_asc line=2 limit=100', '/api/v1/team?sort=name_asc&line=2&limit=100'],
      [
        'team q+rank+status+name',
        `/api/v1/team?q=${encodeURIComponent('ова')}&rank=rising_star&status=new&sort=name_asc`,
      ],
      ['team deep cursor (half-way)', `/api/v1/team?cursor=${cursor}`],
      ['team/summary', '/api/v1/team/summary'],
      ['team/members/:id', `/api/v1/team/members/${data.memberId}`],
      // The ranks page: its team revenue adds up the whole team's month.
      ['ranks (whole-team month figures)', '/api/v1/ranks'],
    ];
    console.log(
      `\n${label}: ${data.size} partners in 4 lines for one blogger, generated in ${seconds} s; ${RUNS} runs each`,
    );
    console.log(
      `${'endpoint'.padEnd(34)} ${'items'.padStart(5)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p95/base'.padStart(9)}`,
    );
    let base = 0;
    const missed: string[] = [];
    for (const [name, url] of endpoints) {
      const { p50, p95, items } = await timeGet(t.app, token, url, RUNS);
      if (!base) base = p95;
      if (url !== endpoints[0]?.[1] && p95 >= LIMIT_MS) missed.push(name);
      console.log(
        `${name.padEnd(34)} ${String(items < 0 ? '' : items).padStart(5)} ${p50.toFixed(2).padStart(8)} ${p95.toFixed(2).padStart(8)} ${(p95 / base).toFixed(2).padStart(9)}`,
      );
    }
    const ok = missed.length === 0;
    console.log(
      `${label}: every team endpoint and the ranks page p95 < ${LIMIT_MS} ms (issue 24): ${ok ? 'yes' : `NO (${missed.join('; ')})`}`,
    );
    return ok;
  } finally {
    await t.close();
  }
}

await onBothDrivers(run);
