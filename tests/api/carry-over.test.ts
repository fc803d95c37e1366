/**
 * SPEC §9: income below the minimum withdrawal carries over. A month released below 10 000 RUB cannot be
 * withdrawn; it stays in the wallet and, with the next month's income, can.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyOrder } from '../../api/modules/commissions/commissions.service.ts';
import { closeMonth } from '../../api/modules/commissions/month-close.service.ts';
import { createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';
import { makeIntegrations, makeOrder } from '../helpers/money.ts';
import { auth, period, requestWithdrawal } from '../helpers/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expectLedgerBalanced(t.app.orm.em.fork()));
afterAll(async () => t?.close());
const em = () => t.app.orm.em.fork();

describe('carry-over', () => {
  it('keeps a month below the minimum in the wallet until the next month lifts it over', async () => {
    const user = await createUser(t.app, {
      email: 'carry@money.test',
      createdAt: new Date('2024-01-01T00:00:00Z'),
    });
    const token = (await signIn(t.app, user.email)).token;
    await t.app.inject({ method: 'POST', url: '/api/v1/wallet/payout-connection', headers: auth(token) });
    // 30 000 RUB of sales at 20 % = 6 000 RUB a month.
    for (const month of ['2025-05', '2025-06']) {
      const order = await makeOrder(t.app, {
        seller: user.id,
        amount: 3_000_000,
        at: `${month}-10T10:00:00Z`,
      });
      await applyOrder(em(), order.id);
      await makeIntegrations(t.app, user.id, [`${month}-02`, `${month}-03`]);
    }
    await closeMonth(em(), '2025-05', new Date('2025-06-01T01:00:00Z'));
    expect(await bookBalance(em(), user.id, 'wallet')).toBe(600_000);
    const summary = (await t.app.inject({ url: '/api/v1/wallet', headers: auth(token) })).json();
    expect(summary.carry_over).toEqual({ amount: 600_000, reason: 'below_minimum' });
    const early = await requestWithdrawal(t.app, token, { amount: 1_000_000, ...period });
    expect([early.statusCode, early.json().errors?.amount]).toEqual([
      422,
      ['Недостаточно средств в кошельке'],
    ]);
    expect(await bookBalance(em(), user.id, 'wallet')).toBe(600_000);

    await closeMonth(em(), '2025-06', new Date('2025-07-01T01:00:00Z'));
    expect(await bookBalance(em(), user.id, 'wallet')).toBe(1_200_000);
    const paid = await requestWithdrawal(t.app, token, { amount: 1_000_000, ...period });
    expect(paid.statusCode).toBe(201);
    expect(await bookBalance(em(), user.id, 'wallet')).toBe(200_000);
  });
});
