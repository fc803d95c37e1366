/**
 * The shared payout suite against the YooKassa adapter and a local YooKassa built from its documentation,
 * plus what only YooKassa has: the self-employed connection, idempotency keys, lost answers and
 * notifications that are checked by fetching the payout back (docs/decisions/073).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Withdrawal } from '../../api/modules/wallet/wallet.entity.ts';
import { createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import { payoutProviderSuite } from '../helpers/payout-provider-suite.ts';
import { auth, fundWallet } from '../helpers/wallet.ts';
import { connected, WALLET, yookassaApp } from '../helpers/yookassa-app.ts';
import { startYooKassaFake, type YooKassaFake } from '../helpers/yookassa-fake.ts';

payoutProviderSuite('yookassa', async () => {
  const fake = await startYooKassaFake();
  const t = await yookassaApp(fake);
  await createUser(t.app, { email: 'mod@yk.test', role: 'moderator' });
  return {
    t,
    staff: (await signIn(t.app, 'mod@yk.test')).token,
    async blogger(funds) {
      const b = await connected(t, fake);
      await fundWallet(t.app, b.id, funds);
      return b;
    },
    // 2 400 000.01 RUB: over the self-employed's yearly limit, which YooKassa enforces.
    failingAmount: 240_000_001,
    idle: () => fake.idle(),
    redeliver: (_reference, providerRef) =>
      fake.notify(
        JSON.stringify({ type: 'notification', event: 'payout.succeeded', object: { id: providerRef } }),
      ) as Promise<{ statusCode: number }>,
    payoutsAtProvider: (reference) => fake.payoutsFor(reference).length,
    async close() {
      await t.close();
      await fake.close();
    },
  };
});

describe('YooKassa specifics', () => {
  let fake: YooKassaFake;
  let t: TestApp;
  let staff: string;
  beforeAll(async () => {
    fake = await startYooKassaFake();
    t = await yookassaApp(fake);
    await createUser(t.app, { email: 'mod2@yk.test', role: 'moderator' });
    staff = (await signIn(t.app, 'mod2@yk.test')).token;
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });
  const em = () => t.app.orm.em.fork();
  const pay = async (b: { id: string; token: string }, amount: number) => {
    await fundWallet(t.app, b.id, amount);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/withdrawals',
      headers: { ...auth(b.token), 'idempotency-key': randomUUID() },
      payload: { amount, start_date: '2025-01-01', end_date: '2025-01-31' },
    });
    const id: string = created.json().id;
    const decided = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/withdrawals/${id}/decision`,
      headers: auth(staff),
      payload: { decision: 'pay' },
    });
    expect(decided.statusCode).toBe(200);
    await fake.idle();
    return { id, row: await em().findOneOrFail(Withdrawal, { id }) };
  };

  it('connects with the INN, shows the «Мой налог» link, and signs every call', async () => {
    const b = await connected(t, fake, false);
    const se = fake.selfEmployed.get(b.connection.externalId);
    expect(se).toMatchObject({ status: 'pending', itn: expect.stringMatching(/^7712\d{8}$/) });
    expect(b.summary.connection.confirmation_url).toBe(se?.confirmation?.confirmation_url);
    expect(b.connection.destination).toBe(WALLET);
    expect(fake.calls.filter((c) => c.method === 'POST').every((c) => c.key)).toBe(true);
  });

  it('refuses to connect without a wallet to pay to', async () => {
    const email = `nowallet-${randomUUID().slice(0, 6)}@wallet.test`;
    await createUser(t.app, { email });
    const token = (await signIn(t.app, email)).token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/payout-connection',
      headers: auth(token),
    });
    expect([res.statusCode, res.json().errors?.destination]).toEqual([
      422,
      ['Укажите кошелёк ЮMoney, на который придут выплаты'],
    ]);
  });

  it('takes no request before the blogger confirmed; rights revoked later return the money', async () => {
    const pending = await connected(t, fake, false);
    await fundWallet(t.app, pending.id, 1_000_000);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/withdrawals',
      headers: { ...auth(pending.token), 'idempotency-key': randomUUID() },
      payload: { amount: 1_000_000, start_date: '2025-01-01', end_date: '2025-01-31' },
    });
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'conflict']);
    expect(refused.json().message).toMatch(/Мой налог/);
    // Confirmed when the request was made, revoked in «Мой налог» before the payment: nothing is sent.
    const b = await connected(t, fake);
    await fundWallet(t.app, b.id, 1_000_000);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/wallet/withdrawals',
      headers: { ...auth(b.token), 'idempotency-key': randomUUID() },
      payload: { amount: 1_000_000, start_date: '2025-01-01', end_date: '2025-01-31' },
    });
    fake.setStatus(b.connection.externalId, 'canceled');
    const id: string = created.json().id;
    await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/withdrawals/${id}/decision`,
      headers: auth(staff),
      payload: { decision: 'pay' },
    });
    expect((await em().findOneOrFail(Withdrawal, { id })).status).toBe('failed');
    expect(fake.payoutsFor(id)).toHaveLength(0);
  });

  it('a lost answer keeps the request sent; the notification settles it once', async () => {
    const b = await connected(t, fake);
    fake.loseNextAnswer('/payouts');
    const { id, row } = await pay(b, 1_000_000);
    expect(row.status).toBe('completed');
    expect(fake.payoutsFor(id)).toHaveLength(1);
  });

  it('trusts the fetched payout, not the notification body', async () => {
    const b = await connected(t, fake);
    const { id, row } = await pay(b, 240_000_001);
    expect([row.status, row.failureReason]).toEqual([
      'failed',
      'YooKassa: self_employed_annual_limit_exceeded (yoo_money)',
    ]);
    const forged = {
      type: 'notification',
      event: 'payout.succeeded',
      object: { id: row.providerRef, status: 'succeeded' },
    };
    const res = await fake.notify(JSON.stringify(forged));
    expect((res as { statusCode: number }).statusCode).toBe(200);
    expect((await em().findOneOrFail(Withdrawal, { id })).status).toBe('failed');
    const unknown = await fake.notify(
      JSON.stringify({
        type: 'notification',
        event: 'payout.succeeded',
        object: { id: `po-${randomUUID()}` },
      }),
    );
    expect((unknown as { statusCode: number; json(): unknown }).json()).toEqual({ result: 'ignored' });
  });
});
