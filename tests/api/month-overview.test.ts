/** GET profile/month: the profile's month overview agrees with the income, wallet and ranks pages. */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_WITHDRAWAL_MINOR, monthOf } from '#contract/money.ts';
import { MonthOverview } from '#contract/month-overview.ts';
import { applyOrder } from '../../api/modules/commissions/commissions.service.ts';
import { Placement } from '../../api/modules/placements/placement.entity.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import { makeIntegrations, makeOrder } from '../helpers/money.ts';
import { fundWallet } from '../helpers/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = async (url: string, token: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

async function setStatus(owner: string, status: 'needs_removal' | 'rejected', reason?: string) {
  const em = t.app.orm.em.fork();
  const day = new Date().toISOString().slice(0, 10);
  await makeIntegrations(t.app, owner, [day]);
  const last = await em.findOneOrFail(Placement, { owner, status: 'ready' }, { orderBy: { id: 'desc' } });
  await em.nativeUpdate(Placement, { id: last.id }, { status, rejectionReason: reason ?? null });
  return last.id;
}

describe('profile month overview', () => {
  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/profile/month' });
    expect(res.statusCode).toBe(401);
  });

  it('shows an empty month for a blogger with nothing yet', async () => {
    await createUser(t.app, { email: 'empty@month.test' });
    const { token } = await signIn(t.app, 'empty@month.test');
    const body = v.parse(MonthOverview, await get('profile/month', token));
    expect(body).toMatchObject({
      month: monthOf(new Date()),
      currency: 'RUB',
      earned: 0,
      integrations: 0,
      required: 2,
      tasks: [],
      tasks_total: 0,
    });
    expect(body.wallet).toMatchObject({ balance: 0, accrued: 0, minimum: MIN_WITHDRAWAL_MINOR.RUB });
    expect(body.rank.current.code).toBe('explorer');
    expect(body.rank.next?.progress).toBe(0);
  });

  it("carries the income page's, wallet's and ranks page's figures and lists what needs doing", async () => {
    const user = await createUser(t.app, { email: 'busy@month.test' });
    const { token } = await signIn(t.app, 'busy@month.test');
    const now = new Date(Date.now() - 60_000);
    const order = await makeOrder(t.app, { seller: user.id, amount: 500_000, at: now.toISOString() });
    await applyOrder(t.app.orm.em.fork(), order.id, now);
    const removal = await setStatus(user.id, 'needs_removal');
    const fix = await setStatus(user.id, 'rejected', 'No ad label');
    await fundWallet(t.app, user.id, MIN_WITHDRAWAL_MINOR.RUB);

    const body = v.parse(MonthOverview, await get('profile/month', token));
    const income = await get('income', token);
    const wallet = await get('wallet', token);
    const ranks = await get('ranks', token);

    expect(body.earned).toBeGreaterThan(0);
    expect(body.earned).toBe(income.earned);
    // The ready placement and the one now due for removal both started this month.
    expect([body.integrations, body.required]).toEqual([income.integrations, income.required]);
    expect(body.wallet).toMatchObject({
      balance: wallet.balance,
      accrued: wallet.accrued,
      minimum: wallet.minimum,
      connected: false,
    });
    const [y, m] = body.month.split('-').map(Number) as [number, number];
    expect(body.wallet.release_on).toBe(new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10));
    expect(body.rank.next?.code).toBe(ranks.next.code);
    expect(body.rank.next?.conditions).toEqual(ranks.next.conditions);
    expect(body.rank.next?.progress).toBeGreaterThan(0);
    expect(body.rank.next?.progress).toBeLessThan(1);

    expect(body.tasks.map((task) => task.kind)).toEqual([
      'remove_placement',
      'fix_placement',
      'connect_payouts',
    ]);
    expect(body.tasks[0]).toMatchObject({ id: removal, network: 'vk' });
    expect(body.tasks[1]).toMatchObject({ id: fix, reason: 'No ad label' });
    expect(body.tasks_total).toBe(3);
  });

  it('drops the payout task once the service is connected', async () => {
    const { token } = await signIn(t.app, 'busy@month.test');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/payout-connection',
      headers: bearer(token),
    });
    expect(res.statusCode).toBeLessThan(300);
    const body = v.parse(MonthOverview, await get('profile/month', token));
    expect(body.wallet.connected).toBe(true);
    expect(body.tasks.map((task) => task.kind)).not.toContain('connect_payouts');
  });
});
