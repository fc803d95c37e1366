/** The income API's guard and input bounds: owner-only, validated parameters, the account's currency. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { applyOrder } from '../../api/modules/commissions/commissions.service.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { type IncomeFixture, incomeFixture } from '../helpers/income-fixture.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { makeOrder } from '../helpers/money.ts';

let t: TestApp;
let f: IncomeFixture;
let sellerToken: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await incomeFixture(t.app, `a${process.pid}`);
  sellerToken = await mintToken(t.app, f.seller.email);
});
afterEach(async () => expectLedgerBalanced(t.app.orm.em.fork()));
afterAll(async () => t?.close());

async function get(token: string, url: string) {
  const res = await t.app.inject({ url: `/api/v1/${url}`, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() };
}

describe('access and input', () => {
  it('is owner-only: another blogger sees nothing of B; no token is 401; an applicant is 403', async () => {
    const other = await createUser(t.app, { email: `other-${process.pid}@income.test` });
    const token = await mintToken(t.app, other.email);
    expect((await get(sellerToken, 'income/history')).body.items).toHaveLength(7);
    expect((await get(token, 'income/history')).body).toEqual({ items: [], next_cursor: null });
    expect((await get(token, 'income?month=2026-09')).body).toMatchObject({ earned: 0, orders: 0 });
    expect((await t.app.inject({ url: '/api/v1/income' })).statusCode).toBe(401);
    const applicant = await createUser(t.app, { email: `rev-${process.pid}@income.test`, status: 'review' });
    expect((await get(await mintToken(t.app, applicant.email), 'income')).status).toBe(403);
  });

  it('refuses malformed or unbounded parameters with a 422 and the error body', async () => {
    for (const q of [
      'income?month=2026-13',
      'income?month=26-01',
      'income/chart?month=2026-1',
      'income/history?limit=101',
      'income/history?limit=0',
      'income/history?limit=1e2',
      'income/history?cursor=abc',
      'income/history?cursor=1234567890123456',
      // Fits the old 15-digit pattern but not the int column: PostgreSQL answered 500.
      'income/history?cursor=54150620903',
      'income/history?product=a%20b',
      'income/history?month=2026-02-01',
    ]) {
      const res = await get(sellerToken, q);
      expect([q, res.status, res.body.code]).toEqual([q, 422, expect.any(String)]);
    }
  });

  it('answers in the account currency (USD for the English variant)', async () => {
    const user = await createUser(t.app, {
      email: `usd-${process.pid}@income.test`,
      currency: 'USD',
      createdAt: new Date('2025-01-01T00:00:00Z'),
    });
    const order = await makeOrder(t.app, {
      seller: user.id,
      amount: 5_000,
      at: '2026-11-02T10:00:00Z',
      currency: 'USD',
    });
    await applyOrder(t.app.orm.em.fork(), order.id, new Date('2026-11-02T10:00:00Z'));
    const { body } = await get(await mintToken(t.app, user.email), 'income?month=2026-11');
    expect(body).toMatchObject({ currency: 'USD', earned: 1_000, orders: 1, revenue: 5_000 });
  });
});
