/**
 * Income receipts and the yearly limit of self-employed payouts (docs/decisions/067), on the sandbox status
 * service: a receipt task after each payout, checks of the receipt link, an overdue receipt blocking the
 * next withdrawal, a cancelled receipt reopening its task, the staff board, and the 2.4 M RUB limit.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../api/lib/clock.ts';
import { AuditEntry } from '../../api/modules/audit/audit.entity.ts';
import { registerProviderReceipt } from '../../api/modules/tax/receipts.service.ts';
import type { TestApp } from '../helpers/api-app.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { makeSelfEmployed } from '../helpers/npd.ts';
import { auth, dayPeriod, requestWithdrawal, walletApp, walletBlogger } from '../helpers/wallet.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  ({ t, staff } = await walletApp());
});
afterEach(async () => {
  setClock(null);
  await t.app.payouts.idle();
  await expectLedgerBalanced(t.app.orm.em.fork());
});
afterAll(async () => t?.close());

let p = 0;
const withdraw = (token: string, amount = 1_000_000) =>
  requestWithdrawal(t.app, token, { amount, ...dayPeriod(++p) });
const payOut = async (id: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/withdrawals/${id}/decision`,
    headers: auth(staff),
    payload: { decision: 'pay' },
  });
  expect(res.statusCode).toBe(200);
  await t.app.payouts.idle();
};
const npdOf = async (token: string) =>
  (await t.app.inject({ url: '/api/v1/wallet/npd', headers: auth(token) })).json();
const attach = (token: string, id: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/wallet/receipts/${id}`, headers: auth(token), payload: body });
const link = (inn: string, id: string) => `https://lknpd.nalog.ru/api/v1/receipt/${inn}/${id}/print`;

/** A self-employed blogger with one payout made on 2026-03-15 (Moscow), and its receipt task. */
async function paidBlogger(funds = 2_000_000) {
  const b = await walletBlogger(t.app, { funds });
  const inn = await makeSelfEmployed(t.app, b.id);
  setClock(new Date('2026-03-15T09:00:00Z'));
  const w = (await withdraw(b.token)).json();
  await payOut(w.id);
  const task = (await npdOf(b.token)).receipts[0];
  return { ...b, inn, w, task };
}

describe('receipt tasks', () => {
  it('a self-employed payout opens a task due on the 9th of the next month; the link and amount are checked', async () => {
    const b = await paidBlogger();
    expect(b.task).toMatchObject({
      withdrawal_id: b.w.id,
      amount: 1_000_000,
      paid_on: '2026-03-15',
      due_on: '2026-04-09',
      state: 'due',
      receipt_url: null,
    });
    const bad = await attach(b.token, b.task.id, { url: 'https://example.com/receipt', amount: 1_000_000 });
    expect(bad.statusCode).toBe(422);
    const other = await attach(b.token, b.task.id, {
      url: link('500100732259', '200abcDEF9'),
      amount: 1_000_000,
    });
    expect(other.json().errors.url).toEqual([expect.stringMatching(/INN|ИНН/)]);
    const sum = await attach(b.token, b.task.id, { url: link(b.inn, '200abcDEF9'), amount: 999_000 });
    expect(sum.json().errors.amount).toEqual([expect.stringMatching(/payout|выплат/)]);
    const ok = await attach(b.token, b.task.id, { url: link(b.inn, '200abcDEF9'), amount: 1_000_000 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      state: 'done',
      source: 'blogger',
      receipt_url: link(b.inn, '200abcDEF9'),
    });
    // Someone else's task cannot be touched.
    const stranger = await walletBlogger(t.app);
    expect(
      (await attach(stranger.token, b.task.id, { url: link(b.inn, 'x1y2z3w4'), amount: 1_000_000 }))
        .statusCode,
    ).toBe(404);
  });

  it('an overdue receipt blocks the next withdrawal until it is attached', async () => {
    const b = await paidBlogger(3_000_000);
    setClock(new Date('2026-04-09T12:00:00Z'));
    expect((await withdraw(b.token)).statusCode).toBe(201);
    setClock(new Date('2026-04-10T09:00:00Z'));
    expect((await npdOf(b.token)).receipts.find((r: { id: string }) => r.id === b.task.id).state).toBe(
      'overdue',
    );
    const blocked = await withdraw(b.token);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      code: 'npd_receipt_overdue',
      message: expect.stringMatching(/overdue|просрочен/),
    });
    expect(
      (await attach(b.token, b.task.id, { url: link(b.inn, 'ab12cd34ef'), amount: 1_000_000 })).statusCode,
    ).toBe(200);
    expect((await withdraw(b.token)).statusCode).toBe(201);
  });

  it('a receipt cancelled later reopens the task (audited), and the board shows each state', async () => {
    const b = await paidBlogger();
    await attach(b.token, b.task.id, { url: link(b.inn, 'cc11dd22ee'), amount: 1_000_000 });
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/receipts/${b.task.id}/cancellation`,
        headers: auth(staff),
      });
    const res = await cancel();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'cancelled',
      receipt_url: null,
      cancelled_at: expect.any(String),
    });
    expect((await cancel()).statusCode).toBe(409);
    const audit = await t.app.orm.em.fork().find(AuditEntry, { action: 'receipt.cancelled', targetId: b.id });
    expect(audit).toHaveLength(1);
    const board = (state: string) =>
      t.app
        .inject({ url: `/api/v1/admin/receipts?state=${state}`, headers: auth(staff) })
        .then((r) => r.json());
    const cancelled = await board('cancelled');
    expect(cancelled.items.map((r: { id: string }) => r.id)).toContain(b.task.id);
    expect(cancelled.items[0].owner).toMatchObject({ id: expect.any(String), inn: expect.any(String) });
    setClock(new Date('2026-04-10T09:00:00Z'));
    const overdue = await board('overdue');
    expect(overdue.items.map((r: { id: string }) => r.id)).toContain(b.task.id);
    expect(overdue.counts.overdue).toBeGreaterThan(0);
    const bloggers = await t.app.inject({ url: `/api/v1/admin/npd/${b.id}`, headers: auth(staff) });
    expect(bloggers.json()).toMatchObject({ applies: true, status: 'valid', inn: b.inn });
    expect(bloggers.json().history[0]).toMatchObject({ status: 'valid' });
    // A blogger may not read the board.
    expect((await t.app.inject({ url: '/api/v1/admin/receipts', headers: auth(b.token) })).statusCode).toBe(
      403,
    );
  });

  it('a provider that registers the receipt itself closes the task', async () => {
    const b = await paidBlogger();
    expect(await registerProviderReceipt(t.app.orm.em.fork(), b.w.id, link(b.inn, 'prov1234ab'))).toBe(true);
    expect((await npdOf(b.token)).receipts[0]).toMatchObject({ state: 'done', source: 'provider' });
  });

  it('other accounts get no task and no self-employed summary', async () => {
    const b = await walletBlogger(t.app, { funds: 1_000_000 });
    const w = (await withdraw(b.token)).json();
    await payOut(w.id);
    expect(await npdOf(b.token)).toMatchObject({ applies: false, status: null, receipts: [] });
  });
});

describe('the 2.4 M RUB yearly limit', () => {
  it('refuses the payout that would cross it, with the figure that remains; a new year starts afresh', async () => {
    const b = await walletBlogger(t.app, { funds: 300_000_000 });
    await makeSelfEmployed(t.app, b.id);
    setClock(new Date('2026-06-01T09:00:00Z'));
    expect((await withdraw(b.token, 200_000_000)).statusCode).toBe(201);
    const over = await withdraw(b.token, 50_000_000);
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ code: 'npd_year_limit', remaining: 40_000_000 });
    expect(over.json().errors.amount[0]).toMatch(/2.4/);
    expect((await npdOf(b.token)).year_remaining).toBe(40_000_000);
    expect((await withdraw(b.token, 40_000_000)).statusCode).toBe(201);
    expect((await withdraw(b.token, 1_000_000)).json().remaining).toBe(0);
    setClock(new Date('2027-01-02T09:00:00Z'));
    expect((await withdraw(b.token, 50_000_000)).statusCode).toBe(201);
  });
});
