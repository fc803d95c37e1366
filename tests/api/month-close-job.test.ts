import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lastEndedMonth } from '#contract/money.ts';
import { runOnce } from '../../api/jobs/job-claim.ts';
import { runMonthClose } from '../../api/jobs/month-close.ts';
import { clearFaults, failNextAt, InjectedFault } from '../../api/lib/fault-points.ts';
import { applyOrder } from '../../api/modules/commissions/commissions.service.ts';
import { closeAccountMonth } from '../../api/modules/commissions/month-close.service.ts';
import { MonthClose } from '../../api/modules/commissions/plan.entity.ts';
import { LedgerPosting } from '../../api/modules/ledger/ledger.entity.ts';
import { JobRun } from '../../api/modules/system/job-run.entity.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/api-app.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';
import { makeIntegrations, makeOrder } from '../helpers/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  clearFaults();
  await expectLedgerBalanced(t.app.orm.em.fork());
});
afterAll(async () => t?.close());
const em = () => t.app.orm.em.fork();

describe('job claims', () => {
  it('runs a period once when two instances start it together, and never again', async () => {
    let runs = 0;
    const job = async () => {
      runs++;
      // Kept: a run that takes a moment, so the second instance's claim meets it in progress.
      await new Promise((r) => setTimeout(r, 20));
      return 7;
    };
    const now = new Date('2026-11-01T00:05:00Z');
    const results = await Promise.all([
      runOnce(em(), 'test-job', 'p1', job, now),
      runOnce(em(), 'test-job', 'p1', job, now),
    ]);
    expect(results.sort()).toEqual([7, null]);
    expect(await runOnce(em(), 'test-job', 'p1', job, new Date('2026-11-02T00:00:00Z'))).toBeNull();
    expect(runs).toBe(1);
  });

  it('takes over a claim a crashed instance left, only once it is stale', async () => {
    // A crashed instance's claim: claimed, never finished, never freed.
    const claimedAt = new Date('2026-11-01T00:00:00Z');
    const claimToken = crypto.randomUUID();
    await em().insert(JobRun, {
      id: crypto.randomUUID(),
      name: 'test-job',
      period: 'p2',
      claimedAt,
      claimToken,
    });
    expect(await runOnce(em(), 'test-job', 'p2', async () => 1, new Date('2026-11-01T00:10:00Z'))).toBeNull();
    expect(await runOnce(em(), 'test-job', 'p2', async () => 2, new Date('2026-11-01T00:16:00Z'))).toBe(2);
    const row = await em().findOneOrFail(JobRun, { name: 'test-job', period: 'p2' });
    expect([row.count, row.finishedAt !== null]).toEqual([2, true]);
  });

  it('frees the claim of a run that failed, so the next run retries at once', async () => {
    const failing = async () => {
      throw new Error('the database went away');
    };
    const at = new Date('2026-11-01T00:00:00Z');
    await expect(runOnce(em(), 'test-job', 'p3', failing, at)).rejects.toThrow('went away');
    expect(await em().count(JobRun, { name: 'test-job', period: 'p3' })).toBe(0);
    expect(await runOnce(em(), 'test-job', 'p3', async () => 3, new Date(at.getTime() + 1_000))).toBe(3);
  });
});

describe('month close job', () => {
  it('closes the previous month once across two instances', async () => {
    const user = await createUser(t.app, {
      email: 'job@close.test',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    // A month long before the demo data's closed months (the seed records its own job runs).
    const order = await makeOrder(t.app, { seller: user.id, amount: 100_000, at: '2025-03-10T00:00:00Z' });
    await applyOrder(em(), order.id);
    await makeIntegrations(t.app, user.id, ['2025-03-01', '2025-03-02']);
    const now = new Date('2025-04-01T01:00:00Z');
    expect(lastEndedMonth(now)).toBe('2025-03');
    const counts = await Promise.all([runMonthClose(em(), now), runMonthClose(em(), now)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await bookBalance(em(), user.id, 'wallet')).toBe(20_000);
    expect(await em().count(LedgerPosting, { key: `close:2025-03:${user.id}` })).toBe(1);
  });

  it('writes nothing when it fails mid-transaction, and closes fully on the next run', async () => {
    const user = await createUser(t.app, {
      email: 'fault@close.test',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    const order = await makeOrder(t.app, { seller: user.id, amount: 100_000, at: '2026-08-10T00:00:00Z' });
    await applyOrder(em(), order.id);
    failNextAt('month-close-mid-transaction');
    await expect(closeAccountMonth(em(), user.id, '2026-08')).rejects.toBeInstanceOf(InjectedFault);
    expect(await em().count(LedgerPosting, { key: `close:2026-08:${user.id}` })).toBe(0);
    expect(await em().count(MonthClose, { account: user.id })).toBe(0);
    expect(await bookBalance(em(), user.id, 'accrued')).toBe(20_000);
    expect(await closeAccountMonth(em(), user.id, '2026-08')).toBe('held');
    expect(await bookBalance(em(), user.id, 'accrued')).toBe(0);
  });
});
