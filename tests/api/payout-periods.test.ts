/**
 * A payout period is requested once (UX review finding 6): a withdrawal whose period overlaps an active
 * request of the same blogger gets a clear 409 with a message at the period and writes nothing; a failed or
 * cancelled request frees its period, and another blogger's periods are no concern.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Withdrawal } from '../../api/modules/wallet/wallet.entity.ts';
import { createTestApp, createUser, ENGLISH, signIn, type TestApp } from '../helpers/api-app.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';
import { auth, fundWallet, requestWithdrawal } from '../helpers/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.app.payouts.idle();
  await expectLedgerBalanced(t.app.orm.em.fork());
});
afterAll(async () => t?.close());

async function blogger() {
  const email = `p-${randomUUID().slice(0, 8)}@periods.test`;
  const user = await createUser(t.app, { email });
  const token = (await signIn(t.app, email)).token;
  await t.app.inject({ method: 'POST', url: '/api/v1/wallet/payout-connection', headers: auth(token) });
  await fundWallet(t.app, user.id, 5_000_000);
  return { id: user.id, token };
}

const october = { start_date: '2026-10-01', end_date: '2026-10-31' };

describe('payout periods', () => {
  it('refuses a period overlapping an active request, with a 409 and a message, writing nothing', async () => {
    const b = await blogger();
    expect((await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...october })).statusCode).toBe(201);
    for (const dates of [
      october,
      { start_date: '2026-10-31', end_date: '2026-11-15' },
      { start_date: '2026-09-15', end_date: '2026-10-01' },
      { start_date: '2026-10-10', end_date: '2026-10-12' },
    ]) {
      const res = await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...dates }, randomUUID());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'conflict',
        errors: { start_date: ['Период пересекается с уже запрошенной выплатой. Выберите даты после неё'] },
      });
    }
    const english = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/withdrawals',
      headers: { ...auth(b.token), ...ENGLISH, 'idempotency-key': randomUUID() },
      payload: { amount: 1_000_000, ...october },
    });
    expect(english.json().message).toBe(
      'This period overlaps a payout already requested. Choose dates after it',
    );
    const em = t.app.orm.em.fork();
    expect(await em.count(Withdrawal, { owner: b.id })).toBe(1);
    expect(await bookBalance(em, b.id, 'wallet')).toBe(4_000_000);
    const next = { start_date: '2026-11-01', end_date: '2026-11-30' };
    expect((await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...next })).statusCode).toBe(201);
  });

  it('a cancelled request frees its period; other bloggers are not affected', async () => {
    const [a, b] = [await blogger(), await blogger()];
    const first = (await requestWithdrawal(t.app, a.token, { amount: 1_000_000, ...october })).json();
    expect((await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...october })).statusCode).toBe(201);
    await t.app.orm.em.fork().nativeUpdate(Withdrawal, { id: first.id }, { status: 'cancelled' });
    expect((await requestWithdrawal(t.app, a.token, { amount: 1_000_000, ...october })).statusCode).toBe(201);
  });
});
