/**
 * The blogger's monthly impressions with their screenshot, staff's check, the reminders before the 25th and
 * the late token's notification (docs/decisions/075-ord-impressions.md). Reminders run from the real
 * scheduler with the clock seam moved across a month's turn; a re-run sends nothing twice.
 */
import { randomUUID } from 'node:crypto';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { removalDueAt } from '#contract/placements.ts';
import { JOB_PERIODS_MS, type ScheduledJob, type StopJobs, startJobs } from '../../api/jobs/scheduler.ts';
import { setClock } from '../../api/lib/clock.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { OrdReminder } from '../../api/modules/placements/ord.entity.ts';
import { Placement } from '../../api/modules/placements/placement.entity.ts';
import { bearer, mailsTo, signIn } from '../helpers/api-app.ts';
import { png } from '../helpers/api-multipart.ts';
import {
  acceptReport,
  approve,
  createOrdApp,
  type OrdApp,
  putReport,
  runJob,
  submitted,
} from '../helpers/ord-app.ts';

const BLOGGER = 'ambassador@demo.local';
const TICK_MS = 25;
let o: OrdApp;
let stop: StopJobs | null = null;
beforeAll(async () => {
  o = await createOrdApp(20_000);
});
afterEach(async () => {
  await stop?.();
  stop = null;
  o.fake.mode = 'up';
  setClock(null);
});
afterAll(async () => o?.close());

/** A marked placement of `email` (made directly: its period lies in the test's future). */
async function marked(email: string, start: string, end: string) {
  const em = o.t.app.orm.em.fork();
  const owner = await em.findOneOrFail(User, { email });
  const id = uuidv7();
  em.create(Placement, {
    id,
    owner,
    revision: 1,
    status: 'ready',
    network: 'vk',
    format: 'post',
    category: 'fitness',
    startDate: start,
    endDate: end,
    removalDueAt: removalDueAt('post', end),
    text: 'Тренировки дома: мой план и промокод.',
    reach: 1000,
    targetUrl: 'https://brand.example/offer',
    erid: `2Vtzqv${randomUUID().slice(0, 8)}`,
    creativeId: 'CR-TEST0001',
  });
  await em.flush();
  return id;
}

const reports = async (id: string) =>
  (await o.t.app.inject({ url: `/api/v1/placements/${id}/reports`, headers: bearer(o.blogger) })).json();
const subjects = async () => (await mailsTo(o.t.app, BLOGGER)).map((m) => m.subject);
const monthTasks = async () =>
  (await o.t.app.inject({ url: '/api/v1/profile/month', headers: bearer(o.blogger) }))
    .json()
    .tasks.filter((t: { kind: string }) => t.kind === 'report_impressions');

describe('a report entry', () => {
  it('needs figures and an image, answers clear errors, and is refused before the month ends', async () => {
    setClock(new Date('2099-03-20T10:00:00Z'));
    const id = await marked(BLOGGER, '2099-03-01', '2099-03-31');
    const early = await putReport(o.t.app, o.blogger, id, '2099-03', 10);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.month).toBeDefined();
    setClock(new Date('2099-04-02T10:00:00Z'));
    const noShot = await putReport(o.t.app, o.blogger, id, '2099-03', 10, randomUUID(), null);
    expect(noShot.statusCode).toBe(422);
    expect(noShot.json().errors.screenshot).toBeDefined();
    const text = await putReport(o.t.app, o.blogger, id, '2099-03', 10, randomUUID(), Buffer.from('hi'));
    expect(text.statusCode).toBe(415);
    const bad = await putReport(o.t.app, o.blogger, id, '2099-03', '12k');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.impressions).toBeDefined();
    const huge = await putReport(o.t.app, o.blogger, id, '2099-03', '9999999999');
    expect(huge.statusCode).toBe(422);
    const badKey = await putReport(o.t.app, o.blogger, id, '2099-03', 10, 'not-a-key');
    expect(badKey.json().errors.key).toBeDefined();
    // Nothing of the refused entries was kept.
    expect(await reports(id)).toEqual([]);
    const other = (await signIn(o.t.app, 'irina@demo.local')).token;
    expect((await putReport(o.t.app, other, id, '2099-03', 10)).statusCode).toBe(404);
  });

  it('is kept once per device key; a new entry is a new revision; the screenshot is the owner’s and staff’s', async () => {
    setClock(new Date('2099-05-03T10:00:00Z'));
    const id = await marked(BLOGGER, '2099-04-10', '2099-04-30');
    const key = randomUUID();
    const first = await putReport(o.t.app, o.blogger, id, '2099-04', 5400, key, png(300));
    expect(first.json()).toMatchObject({
      impressions: 5400,
      review: 'entered',
      screenshot: true,
      entry_key: key,
    });
    // The offline queue resends the same entry: nothing changes, nothing more is stored.
    const again = await putReport(o.t.app, o.blogger, id, '2099-04', 5400, key, png(300));
    expect(again.json()).toEqual(first.json());
    const proofs = async () => (await o.t.app.storage.list('proofs/')).length;
    const stored = await proofs();
    const shot = await o.t.app.inject({
      url: `/api/v1/placements/${id}/reports/2099-04/screenshot`,
      headers: bearer(o.blogger),
    });
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/png');
    expect(shot.rawPayload.length).toBe(300);
    const staff = await o.t.app.inject({
      url: `/api/v1/placements/${id}/reports/2099-04/screenshot`,
      headers: bearer(o.admin),
    });
    expect(staff.statusCode).toBe(200);
    const other = (await signIn(o.t.app, 'irina@demo.local')).token;
    const foreign = await o.t.app.inject({
      url: `/api/v1/placements/${id}/reports/2099-04/screenshot`,
      headers: bearer(other),
    });
    expect(foreign.statusCode).toBe(404);
    // A correction replaces the screenshot; the old one is removed.
    const fixed = await putReport(o.t.app, o.blogger, id, '2099-04', 5600, randomUUID(), png(400));
    expect(fixed.json()).toMatchObject({ impressions: 5600, review: 'entered' });
    expect(await proofs()).toBe(stored);
  });

  it('a UAE account reports nothing: its ads are outside Russian marking', async () => {
    setClock(new Date('2099-05-03T10:00:00Z'));
    const id = await marked('emma@demo.local', '2099-04-10', '2099-04-30');
    const emma = (await signIn(o.t.app, 'emma@demo.local')).token;
    const res = await putReport(o.t.app, emma, id, '2099-04', 100);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.month).toEqual([expect.stringMatching(/ОАЭ/)]);
  });
});

describe('staff check the figures', () => {
  it('a refusal tells the blogger and asks again; only accepted figures are sent', async () => {
    // Registered with the operator (the fake takes statistics only of creatives it knows).
    const id = await submitted(o, { start_date: '2099-05-05', end_date: '2099-05-25' });
    expect((await approve(o, id)).json().erid).toBeTruthy();
    setClock(new Date('2099-06-02T10:00:00Z'));
    await putReport(o.t.app, o.blogger, id, '2099-05', 900);
    const board = (
      await o.t.app.inject({ url: '/api/v1/admin/ord/board?month=2099-05', headers: bearer(o.admin) })
    ).json();
    const row = board.rows.find((r: { placement_id: string }) => r.placement_id === id);
    expect(row).toMatchObject({ review: 'entered', screenshot: true, impressions: 900 });
    const refuse = (reason: unknown) =>
      o.t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/ord/reports/${row.report_id}/reject`,
        headers: bearer(o.admin),
        payload: { reason },
      });
    expect((await refuse('')).statusCode).toBe(422);
    expect((await refuse('Скриншот не за май')).statusCode).toBe(204);
    expect(await subjects()).toContain('Показы за 05.2099 не приняты');
    expect((await reports(id))[0]).toMatchObject({
      review: 'rejected',
      rejection_reason: 'Скриншот не за май',
    });
    expect(await monthTasks()).toEqual([expect.objectContaining({ month: '2099-05', rejected: true })]);
    expect((await runJob(o, 'ord-report')).json().count).toBe(0);
    // Entered again: checked again, and sent once accepted.
    expect((await putReport(o.t.app, o.blogger, id, '2099-05', 950)).json().review).toBe('entered');
    expect(await monthTasks()).toEqual([]);
    expect((await runJob(o, 'ord-report')).json().count).toBe(0);
    await acceptReport(o, id, '2099-05');
    expect((await runJob(o, 'ord-report')).json().count).toBe(1);
    expect((await reports(id))[0]).toMatchObject({ review: 'accepted', sent: true, impressions: 950 });
  });
});

const periods = { ...JOB_PERIODS_MS, 'ord-reminders': TICK_MS } as Record<ScheduledJob, number>;

const settle = (check: () => Promise<boolean>) =>
  expect.poll(check, { timeout: 8_000, interval: TICK_MS }).toBe(true);
/** The reminders job has run a few more times from now (the scheduler's tick hook, not a guessed sleep). */
const moreRuns = () => stop?.ran('ord-reminders', 3);

describe('reminders from the scheduler', () => {
  it('one when a month opens, one in the last three days, across the month turn, never twice', async () => {
    setClock(new Date('2099-07-28T10:00:00Z'));
    const id = await marked(BLOGGER, '2099-07-20', '2099-08-10');
    const reminders = async () =>
      (await subjects()).filter((s) => /^(Внесите показы|Осталось)/.test(s ?? '')).sort();
    stop = startJobs(o.t.app, o.t.config, periods);
    // July runs on: nothing to enter yet.
    await moreRuns();
    expect(await reminders()).toEqual([]);
    // Across the month's turn: July opens, one reminder.
    setClock(new Date('2099-08-01T00:10:00Z'));
    await settle(async () => (await reminders()).length === 1);
    expect(await reminders()).toEqual(['Внесите показы за 07.2099']);
    expect(await monthTasks()).toEqual([
      expect.objectContaining({ id: `${id}:2099-07`, due: '2099-08-25', rejected: false }),
    ]);
    await moreRuns();
    // The placement ends on the 10th: August opens for entry too.
    setClock(new Date('2099-08-11T09:00:00Z'));
    await settle(async () => (await reminders()).length === 2);
    // Three days before the 25th: the last call for July only.
    setClock(new Date('2099-08-22T09:00:00Z'));
    await settle(async () => (await reminders()).length === 3);
    await moreRuns();
    expect(await reminders()).toEqual([
      'Внесите показы за 07.2099',
      'Внесите показы за 08.2099',
      'Осталось 3 дня: показы за 07.2099',
    ]);
    await stop();
    stop = null;
    // Another instance's run (the same job, straight) sends nothing again.
    const { runOrdReminders } = await import('../../api/jobs/ord-reminders.ts');
    expect(
      await runOrdReminders(o.t.app, o.t.config, o.t.app.orm.em.fork(), new Date('2099-08-22T10:00:00Z')),
    ).toBe(0);
    expect(await o.t.app.orm.em.fork().count(OrdReminder, { placement: id })).toBe(3);
    // Entered: no longer asked for.
    await putReport(o.t.app, o.blogger, id, '2099-07', 10);
    setClock(new Date('2099-08-23T10:00:00Z'));
    expect((await monthTasks()).map((t: { month: string }) => t.month)).toEqual(['2099-08']);
  });
});

describe('a late token', () => {
  it('is told to the blogger once the marking job obtains it', async () => {
    setClock(null);
    o.fake.mode = 'down';
    const id = await submitted(o, { start_date: '2099-09-01', end_date: '2099-09-20' });
    expect((await approve(o, id)).json()).toMatchObject({ status: 'ready', erid: null });
    const ready = async () => (await subjects()).filter((s) => s === 'Размещение прошло модерацию').length;
    const before = await ready();
    o.fake.mode = 'up';
    // Its retry is due after the backoff.
    setClock(new Date(Date.now() + 5 * 60_000));
    expect((await runJob(o, 'ord-marking')).json().count).toBeGreaterThanOrEqual(1);
    expect(await ready()).toBe(before + 1);
    const [mail] = await mailsTo(o.t.app, BLOGGER);
    const placement = (
      await o.t.app.inject({ url: `/api/v1/placements/${id}`, headers: bearer(o.blogger) })
    ).json();
    expect(mail?.text).toContain(placement.erid);
    // A resend of a marked placement tells nothing new.
    await o.t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/ord/placements/${id}/resend`,
      headers: bearer(o.admin),
    });
    await runJob(o, 'ord-marking');
    expect(await ready()).toBe(before + 1);
  });
});
