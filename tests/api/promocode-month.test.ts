/**
 * Promocodes show their orders and revenue this month (UX review finding 8): the server counts the owner's
 * orders attributed by each code in the current month, in the account's currency, refunds left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf } from '#contract/money.ts';
import type { Promocode } from '#contract/promocodes.ts';
import { Order } from '../../api/modules/orders/order.entity.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import { makeOrder, makeRefund } from '../helpers/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('promocode sales this month', () => {
  it('counts orders and revenue per code this month, without refunded or older orders', async () => {
    const user = await createUser(t.app, { email: 'codes@month.test' });
    const { token } = await signIn(t.app, 'codes@month.test');
    for (const code of ['RUNFAST', 'YOGA']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/promocodes',
        headers: bearer(token),
        payload: { network: 'telegram', code },
      });
      expect(res.statusCode).toBe(201);
    }
    const now = new Date();
    const thisMonth = now.toISOString();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString();
    const sale = async (code: string, amount: number, at: string) => {
      const order = await makeOrder(t.app, { seller: user.id, amount, at });
      await t.app.orm.em.fork().nativeUpdate(Order, { id: order.id }, { promocode: code });
      return order;
    };
    await sale('RUNFAST', 100_000, thisMonth);
    await sale('runfast', 50_000, thisMonth);
    await sale('RUNFAST', 70_000, lastMonth);
    const refunded = await sale('RUNFAST', 30_000, thisMonth);
    await makeRefund(t.app, refunded, thisMonth);

    const list: Promocode[] = (
      await t.app.inject({ url: '/api/v1/promocodes', headers: bearer(token) })
    ).json();
    const month = monthOf(now);
    expect(list.find((p) => p.code === 'RUNFAST')?.this_month).toEqual({
      month,
      orders: 2,
      revenue: 150_000,
      currency: 'RUB',
    });
    expect(list.find((p) => p.code === 'YOGA')?.this_month).toEqual({
      month,
      orders: 0,
      revenue: 0,
      currency: 'RUB',
    });
  });
});
