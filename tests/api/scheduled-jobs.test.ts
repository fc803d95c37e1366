/**
 * The periodic jobs as production runs them: started by the scheduler's own timers (short periods here),
 * outside any request, with the clock seam (api/lib/clock.ts) moved across a month's turn, a year's turn and
 * the end of February, and past two turns while the server was down.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_PERIODS_MS, type ScheduledJob, type StopJobs, startJobs } from '../../api/jobs/scheduler.ts';
import { setClock } from '../../api/lib/clock.ts';
import { clearFaults, failNextAt } from '../../api/lib/fault-points.ts';
import { applyOrder } from '../../api/modules/commissions/commissions.service.ts';
import { MonthClose } from '../../api/modules/commissions/plan.entity.ts';
import { Placement } from '../../api/modules/placements/placement.entity.ts';
import { JobRun } from '../../api/modules/system/job-run.entity.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';
import { makeIntegrations, makeOrder } from '../helpers/money.ts';

const TICK_MS = 25;
const every = (ms: number) =>
  Object.fromEntries(Object.keys(JOB_PERIODS_MS).map((name) => [name, ms])) as Record<ScheduledJob, number>;
const MONTHS = ['2026-11', '2026-12', '2027-01', '2027-02', '2027-03', '2027-05'];

let t: TestApp;
let blogger: string;
let errors: ReturnType<typeof vi.spyOn>;
let stop: StopJobs | null = null;
const em = () => t.app.orm.em.fork();

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await createUser(t.app, { email: 'admin@jobs.test', role: 'admin' });
  blogger = (await createUser(t.app, { email: 'blogger@jobs.test', createdAt: new Date('2025-01-01') })).id;
  // Each month: one sale (20 000 accrued) and the two integrations that release it at the close.
  for (const month of MONTHS) {
    const order = await makeOrder(t.app, { seller: blogger, amount: 100_000, at: `${month}-10T00:00:00Z` });
    await applyOrder(em(), order.id);
    await makeIntegrations(t.app, blogger, [`${month}-03`, `${month}-17`]);
  }
  // The first start catches up on every month since the account was made (nothing to close in them). Done
  // here, under the hook's limit, so each test times only its own turn on a busy machine.
  start('2026-11-15T12:00:00Z');
  await settled('2026-10');
  await stop?.();
  stop = null;
  setClock(null);
  errors.mockRestore();
});
afterEach(async () => {
  await stop?.();
  stop = null;
  setClock(null);
  clearFaults();
  errors.mockRestore();
  await expectLedgerBalanced(em());
});
afterAll(async () => t?.close());

const start = (at: string, periods = every(TICK_MS)) => {
  errors = vi.spyOn(t.app.log, 'error');
  setClock(new Date(at));
  stop = startJobs(t.app, t.config, periods);
};
const loggedErrors = () =>
  errors.mock.calls.map((call: unknown[]) => {
    const fields = call[0] as { job?: string; err?: Error };
    return `${String(call[1])} ${fields.job}: ${fields.err?.message}`;
  });
const finished = async (name: string, period: string) =>
  Boolean((await em().findOne(JobRun, { name, period }))?.finishedAt);
const closed = async (month: string) =>
  (await em().findOne(MonthClose, { account: blogger, month }))?.outcome ?? null;
/** Waits for `check`; a logged error (a failed job) fails at once, with what was logged. */
async function until(check: () => Promise<boolean>, { failOnError = true } = {}) {
  let logged = '';
  await vi.waitFor(
    async () => {
      if (failOnError && errors.mock.calls.length) logged = loggedErrors().join('\n');
      else if (!(await check())) throw new Error('not yet');
    },
    // Far below the 20 s test limit, far above the ~0.3 s a turn takes alone: CI runs this beside the fuzzers.
    { timeout: 12_000, interval: TICK_MS },
  );
  if (logged) throw new Error(`logged: ${logged}`);
}
/** Every job has run `times` more times from now (the scheduler's tick hook, no guessed sleep). */
const ranAll = (times: number) =>
  Promise.all((Object.keys(JOB_PERIODS_MS) as ScheduledJob[]).map((name) => stop?.ran(name, times)));
/** Both monthly jobs have finished the month, and every job has run a few more times since. */
async function settled(month: string) {
  await until(
    async () => (await finished('month-close', month)) && (await finished('rank-evaluation', month)),
  );
  await ranAll(3);
}

describe('scheduled jobs across month turns', () => {
  it.each([
    ['a month', '2026-11-30T23:59:58Z', '2026-12-01T00:00:01Z', '2026-11'],
    ["a year's", '2026-12-31T23:59:58Z', '2027-01-01T00:00:01Z', '2026-12'],
    ['February', '2027-02-28T23:59:58Z', '2027-03-01T00:00:01Z', '2027-02'],
  ])('closes the month on the timer at %s turn, with no error', async (_turn, before, after, month) => {
    start(before);
    // A few full runs before the turn: none closes the month early.
    await ranAll(3);
    expect(await closed(month)).toBeNull();
    setClock(new Date(after));
    await settled(month);
    expect(loggedErrors()).toEqual([]);
    expect(await closed(month)).toBe('released');
    // The deadline job ran on the seam's time too: the month's integrations are due for removal.
    const due = await em().count(Placement, { owner: blogger, startDate: { $like: `${month}-%` } });
    const needsRemoval = await em().count(Placement, {
      owner: blogger,
      status: 'needs_removal',
      startDate: { $like: `${month}-%` },
    });
    expect([due, needsRemoval]).toEqual([2, 2]);
  });

  it('catches up on the months that turned while the server was down, at start', async () => {
    const before = await bookBalance(em(), blogger, 'wallet');
    start('2027-05-10T08:00:00Z');
    await settled('2027-04');
    expect(loggedErrors()).toEqual([]);
    expect([await finished('month-close', '2027-03'), await finished('rank-evaluation', '2027-03')]).toEqual([
      true,
      true,
    ]);
    expect(await closed('2027-03')).toBe('released');
    expect((await bookBalance(em(), blogger, 'wallet')) - before).toBe(20_000);
  });

  it("frees a failed close's claim, so an admin's close runs at once", async () => {
    failNextAt('month-close-mid-transaction');
    // The start run only: the next hourly run would retry by itself.
    start('2027-06-01T00:10:00Z', every(3_600_000));
    await until(async () => errors.mock.calls.length > 0, { failOnError: false });
    expect(loggedErrors()[0]).toMatch(/^job failed month-close: /);
    await stop?.();
    stop = null;
    const admin = (await signIn(t.app, 'admin@jobs.test')).token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/month-closes',
      headers: bearer(admin),
      payload: { month: '2027-05' },
    });
    expect([res.statusCode, res.json()]).toEqual([200, { month: '2027-05', ran: true, closed: 1 }]);
    expect(await closed('2027-05')).toBe('released');
  });
});
