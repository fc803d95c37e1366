/**
 * Receipt reminders from the real scheduler (short periods) with the clock seam moved across a year's turn:
 * a payout on 20 December owes its receipt by 9 January; one reminder comes in the 3 days before, one more
 * once it is overdue, and from then on the next withdrawal is refused (docs/decisions/067).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JOB_PERIODS_MS, type ScheduledJob, type StopJobs, startJobs } from '../../api/jobs/scheduler.ts';
import { setClock } from '../../api/lib/clock.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { TaxReceipt } from '../../api/modules/tax/tax.entity.ts';
import { mailsTo, type TestApp } from '../helpers/api-app.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { makeSelfEmployed } from '../helpers/npd.ts';
import { auth, dayPeriod, requestWithdrawal, walletApp, walletBlogger } from '../helpers/wallet.ts';

let t: TestApp;
let staff: string;
let stop: StopJobs | null = null;
let errors: ReturnType<typeof vi.spyOn>;
beforeAll(async () => {
  ({ t, staff } = await walletApp());
});
afterEach(async () => {
  await stop?.();
  stop = null;
  setClock(null);
  errors?.mockRestore();
  await expectLedgerBalanced(t.app.orm.em.fork());
});
afterAll(async () => t?.close());

// Only the reminders tick fast; the other jobs keep their hour-long periods.
const periods = { ...JOB_PERIODS_MS, 'receipt-reminders': 25 } as Record<ScheduledJob, number>;

const settle = (check: () => Promise<boolean>) =>
  expect.poll(check, { timeout: 5_000, interval: 25 }).toBe(true);
/** The reminders job has run a few more times from now (the scheduler's tick hook, not a guessed sleep). */
const moreRuns = () => stop?.ran('receipt-reminders', 3);

describe('receipt reminders across the year turn', () => {
  it('reminds once before the 9th, once when overdue, and blocks the next withdrawal after it', async () => {
    const b = await walletBlogger(t.app, { funds: 3_000_000 });
    await makeSelfEmployed(t.app, b.id);
    const email = await t.app.orm.em.fork().findOneOrFail(User, { id: b.id }, { fields: ['email'] });
    setClock(new Date('2026-12-20T10:00:00Z'));
    const w = (await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...dayPeriod(1) })).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/withdrawals/${w.id}/decision`,
      headers: auth(staff),
      payload: { decision: 'pay' },
    });
    await t.app.payouts.idle();
    const task = await t.app.orm.em.fork().findOneOrFail(TaxReceipt, { withdrawalId: w.id });
    expect(task.dueDay).toBe('2027-01-09');

    errors = vi.spyOn(t.app.log, 'error');
    stop = startJobs(t.app, t.config, periods);
    // 31 December: nine days left, no reminder yet.
    setClock(new Date('2026-12-31T20:00:00Z'));
    await moreRuns();
    expect(await mailsTo(t.app, email.email)).toHaveLength(0);
    // 6 January: three days left.
    setClock(new Date('2027-01-06T07:00:00Z'));
    await settle(async () => (await mailsTo(t.app, email.email)).length === 1);
    await moreRuns();
    const [soon] = await mailsTo(t.app, email.email);
    expect(soon?.subject).toMatch(/Мой налог/);
    expect(soon?.text).toContain('09.01.2027');
    // 9 January (Moscow) is still in time: withdrawals go through.
    setClock(new Date('2027-01-09T20:00:00Z'));
    expect((await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...dayPeriod(2) })).statusCode).toBe(
      201,
    );
    // 10 January: overdue, one more mail, and the next request is refused.
    setClock(new Date('2027-01-10T07:00:00Z'));
    await settle(async () => (await mailsTo(t.app, email.email)).length === 2);
    await moreRuns();
    const mails = await mailsTo(t.app, email.email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toMatch(/просрочен/);
    const refused = await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...dayPeriod(3) });
    expect(refused.json().code).toBe('npd_receipt_overdue');
    expect(errors).not.toHaveBeenCalled();
  });
});
