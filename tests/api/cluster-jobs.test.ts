/**
 * Jobs run once across instances (docs/decisions/062): two apps on one database trigger the deadline job
 * and month close at the same moment, round after round, over data that makes them act. Every placement
 * changes once and every blogger's month is closed by one posting. Runs on SQLite and on PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { AdminJobRun } from '#contract/admin-jobs.ts';
import { lastEndedMonth } from '#contract/money.ts';
import { buildApp } from '../../api/app.ts';
import { applyOrder } from '../../api/modules/commissions/commissions.service.ts';
import { MonthClose } from '../../api/modules/commissions/plan.entity.ts';
import { LedgerPosting } from '../../api/modules/ledger/ledger.entity.ts';
import { Placement } from '../../api/modules/placements/placement.entity.ts';
import { bearer, createTestApp, createUser, usesPostgres } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';
import { makeIntegrations, makeOrder } from '../helpers/money.ts';

const t = await createTestApp({ seed: false });
const a = t.app;
// Its own connection pool on PostgreSQL; on SQLite (one writer, locks awaited synchronously) it shares A's.
const b = await buildApp(t.config, { logger: false, sharedOrm: usesPostgres() ? undefined : a.orm });
afterAll(async () => {
  await b.close();
  await t.close();
});
const em = () => a.orm.em.fork();
await createUser(a, { email: 'admin@jobs.local', role: 'admin' });
await createUser(a, { email: 'blogger@jobs.local' });
const adminToken = await mintToken(a, 'admin@jobs.local');

async function trigger(app: FastifyInstance, job: string, token = adminToken) {
  const res = await app.inject({ method: 'POST', url: `/api/v1/admin/jobs/${job}`, headers: bearer(token) });
  return { status: res.statusCode, body: res.json() as AdminJobRun };
}

const month = lastEndedMonth(new Date());
const ROUNDS = 4;

describe('jobs triggered on two instances at once', () => {
  it('only lets an admin trigger a job, and only a known one', async () => {
    const blogger = await mintToken(a, 'blogger@jobs.local');
    expect((await trigger(a, 'placement-deadlines', blogger)).status).toBe(403);
    const anonymous = await a.inject({ method: 'POST', url: '/api/v1/admin/jobs/month-close' });
    expect(anonymous.statusCode).toBe(401);
    expect((await trigger(a, 'drop-tables')).status).toBe(422);
  });

  it('changes each due placement once and closes each month once, round after round', async () => {
    const closed: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const user = await createUser(a, {
        email: `round${round}@jobs.local`,
        createdAt: new Date('2024-01-01T00:00:00Z'),
      });
      const order = await makeOrder(a, { seller: user.id, amount: 100_000, at: `${month}-10T10:00:00Z` });
      await applyOrder(em(), order.id);
      // Two approved placements of the month: integrations for the close, and both past their removal time.
      await makeIntegrations(a, user.id, [`${month}-01`, `${month}-02`]);

      const runs = await Promise.all([
        trigger(a, 'placement-deadlines'),
        trigger(b, 'placement-deadlines'),
        trigger(a, 'month-close'),
        trigger(b, 'month-close'),
      ]);
      for (const run of runs) expect(run.status).toBe(200);
      const [deadlineA, deadlineB, closeA, closeB] = runs.map((r) => r.body);
      expect((deadlineA?.count ?? 0) + (deadlineB?.count ?? 0)).toBe(2);
      // One of the two closed this blogger's month (the other found it claimed or already closed).
      expect((closeA?.count ?? 0) + (closeB?.count ?? 0)).toBe(1);
      closed.push(user.id);

      const mine = await em().find(Placement, { owner: user.id });
      expect(mine.map((p) => p.status)).toEqual(['needs_removal', 'needs_removal']);
      for (const id of closed) {
        expect(await em().count(LedgerPosting, { key: `close:${month}:${id}` })).toBe(1);
        expect(await em().count(MonthClose, { account: id, month })).toBe(1);
        expect(await bookBalance(em(), id, 'wallet')).toBe(20_000);
      }
      await expectLedgerBalanced(em());
    }
  }, 60_000);

  it('runs rank evaluation and upload cleanup on both instances without an error', async () => {
    const runs = await Promise.all([
      trigger(a, 'rank-evaluation'),
      trigger(b, 'rank-evaluation'),
      trigger(a, 'upload-cleanup'),
      trigger(b, 'upload-cleanup'),
    ]);
    expect(runs.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(runs.map((r) => r.body.job)).toEqual([
      'rank-evaluation',
      'rank-evaluation',
      'upload-cleanup',
      'upload-cleanup',
    ]);
    for (const run of runs) expect(['done', 'claimed']).toContain(run.body.status);
  });
});
