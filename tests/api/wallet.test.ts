import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { AuditEntry } from '../../api/modules/audit/audit.entity.ts';
import { LedgerLine } from '../../api/modules/ledger/ledger.entity.ts';
import { Withdrawal } from '../../api/modules/wallet/wallet.entity.ts';
import { createTestApp, createUser, ENGLISH, signIn, type TestApp } from '../helpers/api-app.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';
import { auth, fundWallet, period, requestWithdrawal, sendWebhook } from '../helpers/wallet.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.app, { email: 'mod@wallet.test', role: 'moderator' });
  staff = (await signIn(t.app, 'mod@wallet.test')).token;
});
afterEach(async () => {
  await t.app.payouts.idle();
  await expectLedgerBalanced(t.app.orm.em.fork());
});
afterAll(async () => t?.close());

let n = 0;
/** A new approved blogger with a token; `connect` links the payout service, `funds` credits the wallet. */
async function blogger(opts: { currency?: 'RUB' | 'USD'; connect?: boolean; funds?: number } = {}) {
  const email = `b${++n}-${randomUUID().slice(0, 6)}@wallet.test`;
  const user = await createUser(t.app, { email, currency: opts.currency ?? 'RUB' });
  const token = (await signIn(t.app, email)).token;
  if (opts.connect !== false) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/payout-connection',
      headers: auth(token),
    });
    expect(res.statusCode).toBe(200);
  }
  if (opts.funds) await fundWallet(t.app, user.id, opts.funds, opts.currency);
  return { id: user.id, token };
}

const wallet = (id: string) => bookBalance(t.app.orm.em.fork(), id, 'wallet');
const held = (id: string) => bookBalance(t.app.orm.em.fork(), id, 'withdrawal');
const decide = (id: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/withdrawals/${id}/decision`,
    headers: auth(staff),
    payload: body,
  });
const linesOf = (withdrawalId: string) =>
  t.app.orm.em.fork().find(LedgerLine, { withdrawalId }, { orderBy: { id: 'asc' } });

describe('wallet summary and connection', () => {
  it('connects once, shows the minimum and what carries over below it', async () => {
    const b = await blogger({ connect: false, funds: 500_000 });
    const before = await t.app.inject({ url: '/api/v1/wallet', headers: auth(b.token) });
    expect(before.json()).toMatchObject({
      currency: 'RUB',
      balance: 500_000,
      held: 0,
      minimum: 1_000_000,
      connection: null,
      can_withdraw: false,
      carry_over: { amount: 500_000, reason: 'below_minimum' },
    });
    const url = '/api/v1/wallet/payout-connection';
    const first = await t.app.inject({ method: 'POST', url, headers: auth(b.token) });
    const again = await t.app.inject({ method: 'POST', url, headers: auth(b.token) });
    expect(first.json().connection).toMatchObject({ provider: 'sandbox' });
    expect(again.json().connection).toEqual(first.json().connection);
  });

  it('uses USD and 100 USD for an English account', async () => {
    const b = await blogger({ currency: 'USD', funds: 20_000 });
    const res = await t.app.inject({ url: '/api/v1/wallet', headers: auth(b.token) });
    expect(res.json()).toMatchObject({ currency: 'USD', minimum: 10_000, can_withdraw: true });
    expect(res.json().carry_over).toEqual({ amount: 0, reason: null });
  });
});

describe('account currency', () => {
  it('fixes the currency of an account approved without one, once, from its language', async () => {
    const email = `legacy-${randomUUID().slice(0, 6)}@wallet.test`;
    await createUser(t.app, { email, currency: null });
    const { token } = await signIn(t.app, email);
    const res = await t.app.inject({ url: '/api/v1/wallet', headers: auth(token) });
    expect(res.json().currency).toBe('RUB');
    const user = await t.app.orm.em.fork().findOneOrFail(User, { email });
    expect(user.currency).toBe('RUB');
  });

  it('keeps the wallet closed for accounts under review', async () => {
    const email = `review-${randomUUID().slice(0, 6)}@wallet.test`;
    await createUser(t.app, { email, status: 'review' });
    const { token } = await signIn(t.app, email);
    const res = await t.app.inject({ url: '/api/v1/wallet', headers: auth(token) });
    expect(res.statusCode).toBe(403);
  });
});

describe('withdrawal requests', () => {
  it('needs the connected payout service', async () => {
    const b = await blogger({ connect: false, funds: 2_000_000 });
    const res = await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...period });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('conflict');
    expect(res.json().message).toMatch(/payout service|сервис/i);
    expect(await wallet(b.id)).toBe(2_000_000);
  });

  it('refuses amounts below the minimum, SPEC §5 amounts and bad periods with clear 4xx', async () => {
    const b = await blogger({ funds: 5_000_000 });
    const below = await requestWithdrawal(t.app, b.token, { amount: 999_999, ...period });
    expect(below.statusCode).toBe(422);
    expect(below.json().errors.amount).toHaveLength(1);
    const tiny = await requestWithdrawal(t.app, b.token, { amount: 999, ...period });
    expect(tiny.json().errors.amount).toEqual(['Не может быть меньше 10']);
    const text = await requestWithdrawal(t.app, b.token, { amount: 'ten', ...period });
    expect(text.json().errors.amount).toEqual(['Введите число']);
    const huge = await requestWithdrawal(t.app, b.token, { amount: 1e15, ...period });
    expect(huge.statusCode).toBe(422);
    for (const dates of [
      { start_date: '2026-10-31', end_date: '2026-10-01' },
      { start_date: '2026-02-30', end_date: '2026-03-01' },
      { start_date: '2024-01-01', end_date: '2026-01-01' },
      { start_date: '99999-01-01', end_date: '2026-01-01' },
    ]) {
      const res = await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...dates });
      expect(res.statusCode, JSON.stringify(dates)).toBe(422);
    }
    const noKey = await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...period }, null);
    expect(noKey.statusCode).toBe(400);
    expect(await t.app.orm.em.fork().count(Withdrawal, { owner: b.id })).toBe(0);
    expect(await wallet(b.id)).toBe(5_000_000);
  });

  it('refuses 100 USD minus a cent in English', async () => {
    const b = await blogger({ currency: 'USD', funds: 50_000 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/withdrawals',
      headers: { ...auth(b.token), ...ENGLISH, 'idempotency-key': randomUUID() },
      payload: { amount: 9_999, ...period },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.amount).toEqual(['The amount is below the minimum withdrawal']);
  });

  it('answers the same Idempotency-Key with the same request, and never makes a second one', async () => {
    const b = await blogger({ funds: 3_000_000 });
    const key = randomUUID();
    const first = await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...period }, key);
    const again = await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...period }, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(first.json()).toMatchObject({
      status: 'pending',
      amount: 1_000_000,
      start_date: period.start_date,
    });
    const other = await requestWithdrawal(t.app, b.token, { amount: 1_500_000, ...period }, key);
    expect(other.statusCode).toBe(409);
    expect(await t.app.orm.em.fork().count(Withdrawal, { owner: b.id })).toBe(1);
    expect(await wallet(b.id)).toBe(2_000_000);
    expect(await held(b.id)).toBe(1_000_000);
  });

  it('cannot exceed the balance and writes nothing when refused', async () => {
    const b = await blogger({ funds: 1_500_000 });
    const res = await requestWithdrawal(t.app, b.token, { amount: 1_500_001, ...period });
    expect(res.statusCode).toBe(422);
    // Its own code: the amount is well formed, the wallet lacks it (the client refreshes the balance).
    expect(res.json()).toMatchObject({
      code: 'insufficient_funds',
      message: 'Недостаточно средств в кошельке',
    });
    expect(res.json().errors.amount).toEqual(['Недостаточно средств в кошельке']);
    expect(await t.app.orm.em.fork().count(Withdrawal, { owner: b.id })).toBe(0);
    expect(await wallet(b.id)).toBe(1_500_000);
  });

  it('shows a blogger only their own requests and operations', async () => {
    const a = await blogger({ funds: 1_000_000 });
    const b = await blogger();
    await requestWithdrawal(t.app, a.token, { amount: 1_000_000, ...period });
    const mine = await t.app.inject({ url: '/api/v1/wallet/withdrawals', headers: auth(a.token) });
    const theirs = await t.app.inject({ url: '/api/v1/wallet/withdrawals', headers: auth(b.token) });
    expect(mine.json().total).toBe(1);
    expect(theirs.json()).toMatchObject({ total: 0, items: [] });
    const ops = await t.app.inject({ url: '/api/v1/wallet/operations', headers: auth(b.token) });
    expect(ops.json().items).toEqual([]);
    const queue = await t.app.inject({ url: '/api/v1/admin/withdrawals', headers: auth(a.token) });
    expect(queue.statusCode).toBe(403);
  });
});

describe('payouts', () => {
  it('pay → the sandbox webhook completes it: withdrawal → brand, audited', async () => {
    const b = await blogger({ funds: 1_200_000 });
    const w = (await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...period })).json();
    const queue = await t.app.inject({ url: '/api/v1/admin/withdrawals', headers: auth(staff) });
    expect(queue.json().items).toContainEqual(
      expect.objectContaining({ id: w.id, balance: 200_000, held: 1_000_000, connected: true }),
    );
    const paid = await decide(w.id, { decision: 'pay' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().status).toBe('processing');
    expect((await decide(w.id, { decision: 'pay' })).statusCode).toBe(409);
    await t.app.payouts.idle();
    const list = await t.app.inject({ url: '/api/v1/wallet/withdrawals', headers: auth(b.token) });
    expect(list.json().items[0]).toMatchObject({ id: w.id, status: 'completed' });
    expect(await held(b.id)).toBe(0);
    expect(await wallet(b.id)).toBe(200_000);
    const lines = await linesOf(w.id);
    expect(lines.map((l) => [l.kind, l.book, l.amount])).toEqual([
      ['withdrawal', 'wallet', -1_000_000],
      ['withdrawal', 'withdrawal', 1_000_000],
      ['payout', 'withdrawal', -1_000_000],
      ['payout', 'brand', 1_000_000],
    ]);
    const ops = await t.app.inject({ url: '/api/v1/wallet/operations', headers: auth(b.token) });
    expect(ops.json().items[0]).toMatchObject({ type: 'withdrawal', status: 'completed', amount: 1_000_000 });
    const audit = await t.app.orm.em.fork().find(AuditEntry, { targetId: b.id });
    expect(audit.map((a) => a.action)).toEqual(['payout.pay']);
  });

  it('a failed payout returns the money with its own payout_return line', async () => {
    const b = await blogger({ funds: 1_000_013 });
    const w = (await requestWithdrawal(t.app, b.token, { amount: 1_000_013, ...period })).json();
    await decide(w.id, { decision: 'pay' });
    await t.app.payouts.idle();
    const list = await t.app.inject({ url: '/api/v1/wallet/withdrawals', headers: auth(b.token) });
    expect(list.json().items[0]).toMatchObject({ status: 'failed', failure_reason: expect.any(String) });
    expect(await wallet(b.id)).toBe(1_000_013);
    expect(await held(b.id)).toBe(0);
    const returned = (await linesOf(w.id)).filter((l) => l.kind === 'payout_return');
    expect(returned.map((l) => [l.book, l.amount])).toEqual([
      ['withdrawal', -1_000_013],
      ['wallet', 1_000_013],
    ]);
    const ops = (await t.app.inject({ url: '/api/v1/wallet/operations', headers: auth(b.token) })).json();
    expect(
      ops.items.map((o: { kind: string; type: string; status: string }) => [o.kind, o.type, o.status]),
    ).toEqual([
      ['payout_return', 'deposit', 'completed'],
      ['withdrawal', 'withdrawal', 'cancelled'],
      ['release', 'deposit', 'completed'],
    ]);
  });

  it('reject with a reason returns the money and audits it; a reason is required', async () => {
    const b = await blogger({ funds: 1_000_000 });
    const w = (await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...period })).json();
    expect((await decide(w.id, { decision: 'reject', reason: '' })).statusCode).toBe(422);
    const res = await decide(w.id, { decision: 'reject', reason: 'Documents are missing' });
    expect(res.json()).toMatchObject({ status: 'cancelled', failure_reason: 'Documents are missing' });
    expect((await decide(w.id, { decision: 'reject', reason: 'again' })).statusCode).toBe(409);
    expect((await decide(w.id, { decision: 'pay' })).statusCode).toBe(409);
    expect(await wallet(b.id)).toBe(1_000_000);
    expect((await linesOf(w.id)).filter((l) => l.kind === 'payout_return')).toHaveLength(2);
    const audit = await t.app.orm.em.fork().find(AuditEntry, { targetId: b.id });
    expect(audit.map((a) => [a.action, a.reason])).toEqual([
      ['payout.reject', `${w.id}: Documents are missing`],
    ]);
    expect((await decide(randomUUID(), { decision: 'pay' })).statusCode).toBe(404);
  });
});

describe('payout webhook', () => {
  const secret = () => t.config.payouts.webhookSecret;

  async function processing() {
    const b = await blogger({ funds: 1_000_000 });
    const w = (await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...period })).json();
    // Straight to processing, without the sandbox's own webhook.
    await t.app.orm.em.fork().nativeUpdate(Withdrawal, { id: w.id }, { status: 'processing' });
    return { b, id: w.id as string };
  }

  it('refuses a bad signature, a stale timestamp and a changed body', async () => {
    const { b, id } = await processing();
    const event = { event_id: 'e1', payout_id: `po_${id}`, reference: id, status: 'completed' };
    expect((await sendWebhook(t.app, 'wrong-secret', event)).statusCode).toBe(401);
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect((await sendWebhook(t.app, secret(), event, stale)).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payouts/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await held(b.id)).toBe(1_000_000);
  });

  it('settles once: a replayed event answers duplicate, a contrary one conflicts', async () => {
    const { b, id } = await processing();
    const event = {
      event_id: 'e2',
      payout_id: `po_${id}`,
      reference: id,
      status: 'failed',
      reason: 'Closed',
    };
    const first = await sendWebhook(t.app, secret(), event);
    expect(first.json()).toEqual({ result: 'settled' });
    expect((await sendWebhook(t.app, secret(), event)).json()).toEqual({ result: 'duplicate' });
    const contrary = await sendWebhook(t.app, secret(), { ...event, event_id: 'e3', status: 'completed' });
    expect(contrary.statusCode).toBe(409);
    expect(await wallet(b.id)).toBe(1_000_000);
    expect((await linesOf(id)).filter((l) => l.kind === 'payout_return')).toHaveLength(2);
    const unknown = await sendWebhook(t.app, secret(), { ...event, reference: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    const bad = await sendWebhook(t.app, secret(), { ...event, status: 'maybe' });
    expect(bad.statusCode).toBe(422);
  });
});
