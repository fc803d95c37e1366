/**
 * The `ord-report` job as production runs it: from the scheduler, outside any request, with the clock moved
 * across a month's turn. A placement spanning two months gives one statistics item per month with dates
 * inside that month; later runs (the timer's and an admin's) send nothing again; a correction is sent once
 * more; with the operator down the report waits; a crash after the operator took a batch resends the same
 * items, which the operator keys to the same statistics (docs/decisions/069-ord-vk.md).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { JOB_PERIODS_MS, type ScheduledJob, type StopJobs, startJobs } from '../../api/jobs/scheduler.ts';
import { setClock } from '../../api/lib/clock.ts';
import { clearFaults, failNextAt } from '../../api/lib/fault-points.ts';
import { bearer } from '../helpers/api-app.ts';
import {
  acceptReport,
  approve,
  createOrdApp,
  type OrdApp,
  putReport,
  runJob,
  submitted,
} from '../helpers/ord-app.ts';

const TICK_MS = 25;
let o: OrdApp;
let stop: StopJobs | null = null;
let id: string;
beforeAll(async () => {
  o = await createOrdApp(20_000);
  id = await submitted(o, { start_date: '2099-11-25', end_date: '2099-12-20' });
  const approved = (await approve(o, id)).json();
  expect(approved.erid).toBeTruthy();
});
afterEach(async () => {
  await stop?.();
  stop = null;
  o.fake.mode = 'up';
  setClock(null);
  clearFaults();
  expect(o.fake.violations).toEqual([]);
});
afterAll(async () => o?.close());

// The ORD jobs tick fast; the others keep their production periods (they still run once at start).
const periods = { ...JOB_PERIODS_MS, 'ord-marking': TICK_MS, 'ord-report': TICK_MS } as Record<
  ScheduledJob,
  number
>;
const schedule = (at: string) => {
  setClock(new Date(at));
  stop = startJobs(o.t.app, o.t.config, periods);
};
const report = (month: string, impressions: number) => putReport(o.t.app, o.blogger, id, month, impressions);
const key = (month: string) =>
  [...o.fake.statistics.keys()].find((k) => k.startsWith(`creative-${id}__`) && k.endsWith(`__${month}-01`));
const posted = (month: string) => o.fake.statistics.get(key(month) ?? '') ?? 0;
const items = () =>
  o.fake.calls
    .filter((c) => c.path === '/v3/statistics' && c.status === 200)
    .flatMap((c) => (c.body as { items: Record<string, unknown>[] }).items);
const sentMonths = async () =>
  (await o.t.app.inject({ url: `/api/v1/placements/${id}/reports`, headers: bearer(o.blogger) }))
    .json()
    .filter((r: { sent: boolean }) => r.sent)
    .map((r: { month: string }) => r.month);
/** Our side committed the send (the fake sees the POST a moment earlier). */
const untilSent = (month: string) =>
  expect.poll(sentMonths, { timeout: 8_000, interval: TICK_MS }).toContain(month);
const until = (check: () => boolean) => expect.poll(check, { timeout: 8_000, interval: TICK_MS }).toBe(true);
/** Both ORD jobs have run a few more times from now (the scheduler's tick hook, not a guessed sleep). */
const moreRuns = () => Promise.all([stop?.ran('ord-report', 3), stop?.ran('ord-marking', 3)]);

describe('ord-report', () => {
  it('sends one item per placement and month, inside the month, once across runs', async () => {
    schedule('2099-12-15T10:00:00Z');
    expect((await report('2099-12', 10)).statusCode).toBe(422);
    expect((await report('2099-11', 1200)).json()).toMatchObject({ month: '2099-11', impressions: 1200 });
    // Entered figures wait for staff: only accepted ones go to the registry (decision 075).
    await moreRuns();
    expect(posted('2099-11')).toBe(0);
    await acceptReport(o, id, '2099-11');
    await until(() => posted('2099-11') === 1);
    await untilSent('2099-11');
    // Across the month's turn: December can be reported now, and goes out on the next tick.
    setClock(new Date('2100-01-01T00:05:00Z'));
    expect((await report('2099-12', 3400)).statusCode).toBe(200);
    await acceptReport(o, id, '2099-12');
    await until(() => posted('2099-12') === 1);
    await untilSent('2099-12');
    await moreRuns();
    expect([posted('2099-11'), posted('2099-12')]).toEqual([1, 1]);
    expect(items().filter((i) => i.creative_external_id === `creative-${id}`)).toEqual([
      expect.objectContaining({
        shows_count: 1200,
        date_start_actual: '2099-11-25',
        date_end_actual: '2099-11-30',
      }),
      expect.objectContaining({
        shows_count: 3400,
        date_start_actual: '2099-12-01',
        date_end_actual: '2099-12-20',
      }),
    ]);
    await stop?.();
    stop = null;
    expect((await runJob(o, 'ord-report')).json()).toEqual({ job: 'ord-report', status: 'done', count: 0 });
    const mine = await o.t.app.inject({
      url: `/api/v1/placements/${id}/reports`,
      headers: bearer(o.blogger),
    });
    expect(mine.json().map((r: { sent: boolean }) => r.sent)).toEqual([true, true]);
  });

  it('a correction is sent once more; with the operator down it waits, then goes', async () => {
    setClock(new Date('2100-01-02T00:00:00Z'));
    o.fake.mode = 'down';
    expect((await report('2099-12', 3500)).json()).toMatchObject({ impressions: 3500, sent: false });
    await acceptReport(o, id, '2099-12');
    expect((await runJob(o, 'ord-report')).json().count).toBe(0);
    o.fake.mode = 'up';
    expect((await runJob(o, 'ord-report')).json().count).toBe(1);
    expect(posted('2099-12')).toBe(2);
    expect((await runJob(o, 'ord-report')).json().count).toBe(0);
  });

  it('a crash after the operator took the batch resends the same item, keyed the same', async () => {
    setClock(new Date('2100-01-03T00:00:00Z'));
    await report('2099-11', 1250);
    await acceptReport(o, id, '2099-11');
    failNextAt('ord-report-before-commit');
    expect((await runJob(o, 'ord-report')).statusCode).toBe(500);
    expect(posted('2099-11')).toBe(2);
    expect(await sentMonths()).not.toContain('2099-11');
    // The next run sends the same item again; the operator keys it to the same statistics.
    expect((await runJob(o, 'ord-report')).json().count).toBe(1);
    expect(posted('2099-11')).toBe(3);
    expect([...o.fake.statistics.keys()].filter((k) => k.startsWith(`creative-${id}__`))).toHaveLength(2);
    expect(await sentMonths()).toContain('2099-11');
  });
});
