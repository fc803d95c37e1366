/**
 * Income page API benchmark (issue 9): a blogger with 100 000 ledger lines; p50/p95 of every income
 * endpoint through app.inject, next to GET /auth/session measured in the same run as the baseline. Runs on
 * SQLite, then on PostgreSQL when DATABASE_URL is set (bash scripts/with-postgres.sh node …). Exits 1 when an
 * income endpoint's p95 is 50 ms or more on either driver (issue 24), or the chart is not exact. Prints the
 * whole run's time (issue 24: ≤ 5 minutes with the default settings).
 *   node tests/bench/money-income.ts     (BENCH_LINES=100000, BENCH_RUNS=300 to tune)
 */
import type { FastifyInstance } from 'fastify';
import { db, num } from '../../api/lib/db-query.ts';
import { createTestApp } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { onBothDrivers, timeGet } from './bench-lib.ts';
import { generate } from './money-income-data.ts';

const LINES = Number(process.env.BENCH_LINES ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const LIMIT_MS = 50;
const RUN_LIMIT_S = 300;
const STARTED = performance.now();

const measure = (app: FastifyInstance, token: string, url: string) => timeGet(app, token, url, RUNS);

/** The chart's figures against a plain GROUP BY over the blogger's income lines. */
async function chartIsExact(app: FastifyInstance, token: string, id: string, month: string) {
  const res = await app.inject({
    url: `/api/v1/income/chart?month=${month}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const chart = res.json().months as { month: string; earned: number }[];
  const rows = await db(app.orm.em.fork())
    .selectFrom('ledger_lines')
    .select(['month', (eb) => eb.fn.sum('amount').as('total')])
    .where('account_id', '=', id)
    .where('kind', 'in', ['commission', 'reversal', 'bonus'])
    .where('month', '>=', chart[0]?.month ?? month)
    .where('month', '<=', month)
    .groupBy('month')
    .execute();
  const sums = new Map(rows.map((r) => [String(r.month), num(r.total)]));
  return chart.length === 12 && chart.every((c) => c.earned === (sums.get(c.month) ?? 0));
}

async function run(label: string): Promise<boolean> {
  const t = await createTestApp({ seed: false, tweak: (c) => Object.assign(c, { logLevel: 'silent' }) });
  try {
    const started = performance.now();
    const data = await generate(t.app, LINES, `${process.pid}`);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const token = await mintToken(t.app, data.email);
    // A cursor from the middle of the history: deep pages must cost what the first one does.
    const middle = await t.app.inject({
      url: `/api/v1/income/history?limit=100&month=2025-11`,
      headers: { authorization: `Bearer ${token}` },
    });
    const cursor = middle.json().next_cursor as string;
    const m = data.lastMonth;
    const exact = await chartIsExact(t.app, token, data.id, m);
    const endpoints: [string, string][] = [
      ['baseline: auth/session', '/api/v1/auth/session'],
      ['income (summary)', `/api/v1/income?month=${m}`],
      ['income/chart', `/api/v1/income/chart?month=${m}`],
      ['income/history first page', '/api/v1/income/history'],
      ['income/history 100, mid cursor', `/api/v1/income/history?limit=100&cursor=${cursor}`],
      ['income/history by month', '/api/v1/income/history?month=2025-06'],
      ['income/history by product', `/api/v1/income/history?product=${data.products[2]}`],
      ['income/history product+month', `/api/v1/income/history?product=${data.products[1]}&month=2025-03`],
      ['income/products', '/api/v1/income/products'],
    ];
    console.log(
      `\n${label}: ${LINES} income lines for one blogger, generated in ${seconds} s; ${RUNS} runs each`,
    );
    console.log(
      `${'endpoint'.padEnd(34)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p95/base'.padStart(9)}`,
    );
    let base = 0;
    let ok = true;
    for (const [name, url] of endpoints) {
      const { p50, p95 } = await measure(t.app, token, url);
      if (!base) base = p95;
      if (url.includes('/income') && p95 >= LIMIT_MS) ok = false;
      console.log(
        `${name.padEnd(34)} ${p50.toFixed(2).padStart(8)} ${p95.toFixed(2).padStart(8)} ${(p95 / base).toFixed(2).padStart(9)}`,
      );
    }
    console.log(`${label}: chart = sum of the ledger lines per month: ${exact ? 'yes' : 'NO'}`);
    console.log(`${label}: every income endpoint p95 < ${LIMIT_MS} ms: ${ok ? 'yes' : 'NO'}`);
    return ok && exact;
  } finally {
    await t.close();
  }
}

/** One driver's run, then the benchmark's time so far (both drivers after the PostgreSQL run). */
async function timed(label: string): Promise<boolean> {
  const ok = await run(label);
  const s = (performance.now() - STARTED) / 1000;
  const within = s <= RUN_LIMIT_S;
  console.log(
    `${label}: benchmark run time so far ${s.toFixed(0)} s ≤ ${RUN_LIMIT_S} s: ${within ? 'yes' : 'NO'}`,
  );
  return ok && within;
}

await onBothDrivers(timed);
