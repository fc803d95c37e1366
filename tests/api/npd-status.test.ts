/**
 * Self-employed status on the money path (docs/decisions/067), against a local fake of the tax service:
 * refused when not self-employed, one call per INN and day, at most 2 calls a minute leaving the server,
 * a status lost between request and payment returns the money, a service that is down holds the payout.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../api/lib/clock.ts';
import { LedgerLine } from '../../api/modules/ledger/ledger.entity.ts';
import { NpdCheck, TaxReceipt } from '../../api/modules/tax/tax.entity.ts';
import { resendStuckPayouts } from '../../api/modules/wallet/payouts.service.ts';
import { Withdrawal } from '../../api/modules/wallet/wallet.entity.ts';
import { createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { type FakeNpd, makeSelfEmployed, startFakeNpd } from '../helpers/npd.ts';
import { auth, dayPeriod, requestWithdrawal, walletBalance, walletBlogger } from '../helpers/wallet.ts';

let fake: FakeNpd;
let t: TestApp;
let staff: string;
beforeAll(async () => {
  fake = await startFakeNpd(1_000);
  // A short window here; the real one-minute window has its own app below.
  t = await createTestApp({ env: { NPD_STATUS_URL: fake.url }, tweak: (c) => (c.npd.windowMs = 20) });
  await createUser(t.app, { email: 'mod@npd.test', role: 'moderator' });
  staff = (await signIn(t.app, 'mod@npd.test')).token;
});
afterEach(async () => {
  setClock(null);
  await t.app.payouts.idle();
  await expectLedgerBalanced(t.app.orm.em.fork());
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

let p = 0;
const withdraw = (token: string, amount = 1_000_000) =>
  requestWithdrawal(t.app, token, { amount, ...dayPeriod(++p) });
const pay = (id: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/withdrawals/${id}/decision`,
    headers: auth(staff),
    payload: { decision: 'pay' },
  });
const callsFor = (inn: string) => fake.calls.filter((c) => c.inn === inn).length;

describe('self-employed status', () => {
  it('refuses a withdrawal when the service says the INN is not self-employed, and asks once a day', async () => {
    const b = await walletBlogger(t.app, { funds: 3_000_000 });
    const inn = await makeSelfEmployed(t.app, b.id);
    fake.notSelfEmployed.add(inn);
    const res = await withdraw(b.token);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('npd_status_lost');
    expect(res.json().message).toMatch(/Мой налог/);
    expect(await t.app.orm.em.fork().count(Withdrawal, { owner: b.id })).toBe(0);
    expect(await walletBalance(t.app, b.id)).toBe(3_000_000);
    // Cached for the day: a second attempt asks nobody.
    expect((await withdraw(b.token)).json().code).toBe('npd_status_lost');
    expect(callsFor(inn)).toBe(1);
    const check = await t.app.orm.em.fork().findOneOrFail(NpdCheck, { inn });
    expect(check).toMatchObject({ valid: false, message: expect.stringContaining('не является') });
    // The next day is a new question.
    setClock(new Date(Date.now() + 86_400_000));
    await withdraw(b.token);
    expect(callsFor(inn)).toBe(2);
  });

  it('lets a confirmed self-employed blogger withdraw, and other accounts are never checked', async () => {
    const b = await walletBlogger(t.app, { funds: 1_000_000 });
    const inn = await makeSelfEmployed(t.app, b.id);
    expect((await withdraw(b.token)).statusCode).toBe(201);
    expect(callsFor(inn)).toBe(1);
    const before = fake.calls.length;
    const ip = await walletBlogger(t.app, { funds: 1_000_000 });
    expect((await withdraw(ip.token)).statusCode).toBe(201);
    // The UAE market has no НПД, whatever type an old row holds.
    const uae = await walletBlogger(t.app, { funds: 10_000, currency: 'USD' });
    await makeSelfEmployed(t.app, uae.id);
    expect((await withdraw(uae.token, 10_000)).statusCode).toBe(201);
    expect(fake.calls.length).toBe(before);
  });

  it('a status lost between request and payment stops the payout and returns the money', async () => {
    const b = await walletBlogger(t.app, { funds: 1_000_000 });
    const inn = await makeSelfEmployed(t.app, b.id);
    const w = (await withdraw(b.token)).json();
    expect(await walletBalance(t.app, b.id)).toBe(0);
    fake.notSelfEmployed.add(inn);
    setClock(new Date(Date.now() + 2 * 86_400_000));
    const paid = await pay(w.id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'failed', failure_reason: 'npd_status_lost' });
    expect(await walletBalance(t.app, b.id)).toBe(1_000_000);
    const lines = await t.app.orm.em
      .fork()
      .find(LedgerLine, { withdrawalId: w.id }, { orderBy: { id: 'asc' } });
    expect(lines.map((l) => [l.kind, l.book, l.amount])).toEqual([
      ['withdrawal', 'wallet', -1_000_000],
      ['withdrawal', 'withdrawal', 1_000_000],
      ['payout_return', 'withdrawal', -1_000_000],
      ['payout_return', 'wallet', 1_000_000],
    ]);
    expect(await t.app.orm.em.fork().count(TaxReceipt, { withdrawalId: w.id })).toBe(0);
  });

  it('the service down: the payout waits unsent, is retried, and is paid once the status is confirmed', async () => {
    const b = await walletBlogger(t.app, { funds: 1_000_000 });
    await makeSelfEmployed(t.app, b.id);
    const w = (await withdraw(b.token)).json();
    fake.down = true;
    const tomorrow = Date.now() + 86_400_000;
    setClock(new Date(tomorrow));
    expect((await pay(w.id)).json()).toMatchObject({ status: 'processing' });
    await t.app.payouts.idle();
    const held = await t.app.orm.em.fork().findOneOrFail(Withdrawal, { id: w.id });
    expect(held).toMatchObject({ status: 'processing', providerRef: null });
    const em = t.app.orm.em.fork();
    // Still down: the resend job leaves it waiting; nobody is paid unchecked.
    expect(await resendStuckPayouts(em, t.app.payouts, t.app.npd, new Date(tomorrow + 3_600_000))).toBe(1);
    await t.app.payouts.idle();
    expect((await t.app.orm.em.fork().findOneOrFail(Withdrawal, { id: w.id })).status).toBe('processing');
    fake.down = false;
    await resendStuckPayouts(em, t.app.payouts, t.app.npd, new Date(tomorrow + 7_200_000));
    await t.app.payouts.idle();
    expect((await t.app.orm.em.fork().findOneOrFail(Withdrawal, { id: w.id })).status).toBe('completed');
    expect(await t.app.orm.em.fork().count(TaxReceipt, { withdrawalId: w.id })).toBe(1);
  });
});

describe('at approval', () => {
  it("asks for a self-employed applicant's status on the day of approval", async () => {
    const applicant = await createUser(t.app, {
      email: 'se-applicant@npd.test',
      status: 'review',
      currency: null,
    });
    const inn = await makeSelfEmployed(t.app, applicant.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/applicants/${applicant.id}/decision`,
      headers: auth(staff),
      payload: { decision: 'approve' },
    });
    expect(res.statusCode).toBe(200);
    await expect
      .poll(() => t.app.orm.em.fork().count(NpdCheck, { inn }), { timeout: 5_000, interval: 25 })
      .toBe(1);
    expect(callsFor(inn)).toBe(1);
    expect(await t.app.orm.em.fork().findOne(NpdCheck, { inn })).toMatchObject({ valid: true });
  });
});

describe('the queue in front of the service', () => {
  it('lets at most 2 calls a minute leave the server; the others are told to retry', async () => {
    const limited = await startFakeNpd();
    const app = await createTestApp({ env: { NPD_STATUS_URL: limited.url } });
    try {
      const bloggers = [];
      for (let i = 0; i < 5; i += 1) {
        const b = await walletBlogger(app.app, { funds: 1_000_000 });
        await makeSelfEmployed(app.app, b.id);
        bloggers.push(b);
      }
      const started = Date.now();
      const answers = await Promise.all(
        bloggers.map((b, i) =>
          requestWithdrawal(app.app, b.token, { amount: 1_000_000, ...dayPeriod(900 + i) }),
        ),
      );
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 201, 409, 409, 409]);
      const refused = answers.find((r) => r.statusCode === 409);
      expect(refused?.json().code).toBe('npd_status_unavailable');
      expect(refused?.headers['retry-after']).toBe('60');
      expect(limited.calls.length).toBe(2);
      expect(limited.calls.every((c) => c.at - started < 60_000)).toBe(true);
    } finally {
      await app.close();
      await limited.close();
    }
  }, 120_000);
});
