/** The wallet: its summary and payout connection, the account currency, and withdrawal requests. */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { Withdrawal } from '../../api/modules/wallet/wallet.entity.ts';
import { createUser, ENGLISH, signIn, type TestApp } from '../helpers/api-app.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import {
  auth,
  heldBalance,
  period,
  requestWithdrawal,
  walletApp,
  walletBalance,
  walletBlogger,
} from '../helpers/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await walletApp());
});
afterEach(async () => {
  await t.app.payouts.idle();
  await expectLedgerBalanced(t.app.orm.em.fork());
});
afterAll(async () => t?.close());

const blogger = (opts?: Parameters<typeof walletBlogger>[1]) => walletBlogger(t.app, opts);
const wallet = (id: string) => walletBalance(t.app, id);
const held = (id: string) => heldBalance(t.app, id);

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
