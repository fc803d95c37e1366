/**
 * Closest to the outside probe: the real server (`node api/server.ts`) on a demo database seeded today,
 * started again with its clock 40 days ahead (a preload that shifts Date). The scheduler's own start-up runs
 * close the months that turned meanwhile, nothing is logged at error level, and an admin's close of those
 * months is not blocked by a claim. SQLite by default; PostgreSQL under scripts/with-postgres.sh.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { afterAll, expect, it, vi } from 'vitest';
import type { MonthClosePage } from '#contract/commission-admin.ts';
import { lastEndedMonth, monthOf } from '#contract/money.ts';
import { loadConfig } from '../../api/config.ts';
import { ormOptions } from '../../api/db/orm-options.ts';
import { createDatabase, dropDatabase } from '../../api/db/pg-admin.ts';
import { DEMO_PASSWORD } from '../../api/db/seed/demo.ts';
import { db, num } from '../../api/lib/db-query.ts';
import { MonthClose } from '../../api/modules/commissions/plan.entity.ts';
import { JobRun } from '../../api/modules/system/job-run.entity.ts';
import { usesPostgres } from '../helpers/api-app.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { type AppServer, startServer } from '../helpers/server.ts';

const SHIFT_MS = 40 * 86_400_000;
const dir = mkdtempSync(join(tmpdir(), 'jobs-server-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
const varDir = join(dir, 'var');
mkdirSync(varDir);
const pgServer = usesPostgres() ? (process.env.DATABASE_URL as string) : null;
const dbName = `test_${randomBytes(6).toString('hex')}`;
const databaseUrl = pgServer ? await createDatabase(pgServer, dbName) : join(varDir, 'app.db');
afterAll(async () => {
  if (pgServer) await dropDatabase(pgServer, dbName);
  rmSync(dir, { recursive: true, force: true });
});

const env = { DATABASE_URL: databaseUrl, SEED_DEMO: 'true', LOG_LEVEL: 'warn' };
/** Pino lines at error level or above (50+), and anything saying a job failed. */
const errorLines = (server: AppServer) =>
  server
    .output()
    .split('\n')
    .filter((line) => /"level":(5|6)\d/.test(line) || line.includes('job failed'));

async function api<T>(server: AppServer, path: string, init: RequestInit & { token?: string } = {}) {
  const res = await fetch(`${server.url}/api/v1/${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
  });
  return { status: res.status, body: (await res.json()) as T };
}

it('closes the months that turned while it was down, on its own, with no error logged', async () => {
  // The first start seeds the demo at today's date: this month's sales are accrued and not closed yet.
  const seeding = await startServer({ staticDir: dir, varDir, env });
  await seeding.stop();
  const month = monthOf(new Date());
  const later = lastEndedMonth(new Date(Date.now() + SHIFT_MS));

  const server = await startServer({
    staticDir: dir,
    varDir,
    env: { ...env, CLOCK_SHIFT_MS: String(SHIFT_MS) },
    nodeArgs: ['--import', './tests/helpers/shifted-clock.ts'],
  });
  try {
    const signIn = { email: 'admin@demo.local', password: DEMO_PASSWORD };
    const { body } = await api<{ token: string }>(server, 'auth/sign-in', {
      method: 'POST',
      body: JSON.stringify(signIn),
    });
    const closes = async (m: string) =>
      (await api<MonthClosePage>(server, `admin/month-closes?month=${m}`, { token: body.token })).body;
    // An error line fails at once; no close within the time fails with the server's log.
    let failed: string[] = [];
    await vi
      .waitFor(
        async () => {
          failed = errorLines(server);
          if (!failed.length && !(await closes(later)).job?.finished_at) throw new Error('not yet');
        },
        { timeout: 20_000, interval: 100 },
      )
      .catch(() => {
        throw new Error(`no month close of ${later}:\n${server.output()}`);
      });
    expect(failed).toEqual([]);
    const page = await closes(month);
    expect(page.job?.finished_at).toBeTruthy();
    expect(page.total).toBeGreaterThan(0);
    // Not blocked: each month's claim has finished, so an admin's close runs (and finds nothing left).
    for (const m of new Set([month, later])) {
      const run = await api(server, 'admin/month-closes', {
        method: 'POST',
        token: body.token,
        body: JSON.stringify({ month: m }),
      });
      expect(run).toEqual({ status: 200, body: { month: m, ran: true, closed: 0 } });
    }
  } finally {
    // The shutdown waits for the jobs still running (the rank evaluation), so the log is complete after it.
    await server.stop();
  }
  expect(server.child.exitCode).toBe(0);
  expect(errorLines(server)).toEqual([]);

  // The ledger: every account's income accrued in the month moved on (released or held), once.
  const config = loadConfig({ NODE_ENV: 'test', VAR_DIR: varDir, DATABASE_URL: databaseUrl }, dir);
  const orm = await MikroORM.init(await ormOptions(config.database));
  try {
    const em = orm.em.fork();
    const accrued = await db(em)
      .selectFrom('ledger_lines')
      .select(['account_id', (eb) => eb.fn.sum('amount').as('left')])
      .where('book', '=', 'accrued')
      .where('month', '=', month)
      .where('account_id', 'is not', null)
      .groupBy('account_id')
      .execute();
    expect(accrued.length).toBeGreaterThan(0);
    expect(accrued.filter((row) => num(row.left) !== 0)).toEqual([]);
    expect(await em.count(MonthClose, { month })).toBe(accrued.length);
    const ranks = await em.findOne(JobRun, { name: 'rank-evaluation', period: later });
    expect(ranks?.finishedAt).toBeTruthy();
    await expectLedgerBalanced(em);
  } finally {
    await orm.close();
  }
}, 90_000);
