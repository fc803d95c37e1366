/**
 * A payout resent after YooKassa forgot its idempotency key (24 h) is not paid twice (docs/decisions/077).
 * The app's clock and the fake's move together; the instance "dies" right after YooKassa made the payout and
 * before we wrote its id, and the notification is lost too. A day later the resend job asks YooKassa's
 * payout search (by our withdrawal id in the metadata) first, and creates a payout only when none exists.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '../../api/lib/clock.ts';
import { clearFaults, failNextAt } from '../../api/lib/fault-points.ts';
import { resendStuckPayouts } from '../../api/modules/wallet/payouts.service.ts';
import { Withdrawal } from '../../api/modules/wallet/wallet.entity.ts';
import { yooKassaClient } from '../../api/modules/wallet/yookassa/yookassa-api.ts';
import { createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { auth, fundWallet, period, requestWithdrawal, walletBalance } from '../helpers/wallet.ts';
import { connected, WALLET, yookassaApp } from '../helpers/yookassa-app.ts';
import { startYooKassaFake, type YooKassaFake } from '../helpers/yookassa-fake.ts';

const HOUR = 3_600_000;
let fake: YooKassaFake;
let t: TestApp;
let staff: string;
let at = Date.now();
/** Moves our clock and YooKassa's together. */
const travel = (ms: number) => {
  at += ms;
  setClock(new Date(at));
};

beforeAll(async () => {
  fake = await startYooKassaFake();
  fake.clock = () => at;
  t = await yookassaApp(fake);
  await createUser(t.app, { email: 'mod@late.test', role: 'moderator' });
  staff = (await signIn(t.app, 'mod@late.test')).token;
});
afterEach(async () => {
  clearFaults();
  setClock(null);
  fake.silent = false;
  await fake.idle();
  await expectLedgerBalanced(t.app.orm.em.fork());
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const em = () => t.app.orm.em.fork();
const resend = () => resendStuckPayouts(em(), t.app.payouts, t.app.npd, new Date(at));
async function requested(amount = 1_000_000) {
  const b = await connected(t, fake);
  await fundWallet(t.app, b.id, amount);
  const res = await requestWithdrawal(t.app, b.token, { amount, ...period });
  expect(res.statusCode).toBe(201);
  return { b, id: res.json().id as string };
}

describe('a resend past the idempotency window', () => {
  it('the fake forgets a key after 24 hours, as YooKassa does: the same key then pays again', async () => {
    const se = (await connected(t, fake)).connection.externalId;
    const client = yooKassaClient({ agentId: fake.agentId, secretKey: fake.secretKey, apiUrl: fake.url });
    const body = {
      amount: { value: '100.00', currency: 'RUB' },
      payout_destination_data: { type: 'yoo_money', account_number: WALLET },
      self_employed: { id: se },
      receipt_data: { service_name: 'Услуги' },
      metadata: { withdrawal_id: 'control' },
    };
    const first = await client.createPayout(body, 'control-key');
    expect((await client.createPayout(body, 'control-key')).id).toBe(first.id);
    at += 25 * HOUR;
    expect((await client.createPayout(body, 'control-key')).id).not.toBe(first.id);
    expect((await client.searchPayouts('withdrawal_id', 'control')).items).toHaveLength(2);
  });

  it('a crash after YooKassa made the payout, notification lost, resent 25 h later: paid once', async () => {
    setClock(new Date(at));
    const { b, id } = await requested();
    fake.silent = true;
    failNextAt('payout-sent-before-record');
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/withdrawals/${id}/decision`,
      headers: auth(staff),
      payload: { decision: 'pay' },
    });
    expect(paid.statusCode).toBe(500);
    await fake.idle();
    expect(fake.payoutsFor(id).map((p) => p.status)).toEqual(['succeeded']);
    const stuck = await em().findOneOrFail(Withdrawal, { id });
    expect([stuck.status, stuck.providerRef, stuck.sentAt?.getTime()]).toEqual(['processing', null, at]);

    travel(25 * HOUR);
    expect(await resend()).toBe(1);
    await fake.idle();
    // YooKassa's search found the first payout: no second one, and its outcome settled the request.
    expect(fake.payoutsFor(id)).toHaveLength(1);
    const w = await em().findOneOrFail(Withdrawal, { id });
    expect([w.status, w.providerRef]).toEqual(['completed', fake.payoutsFor(id)[0]?.id]);
    expect(await walletBalance(t.app, b.id)).toBe(0);
    expect(fake.calls.some((c) => c.path.startsWith('/payouts/search?metadata%5Bwithdrawal_id%5D='))).toBe(
      true,
    );
    expect(await resend()).toBe(0);
  });

  it('a crash before the call reached YooKassa: the search finds none, so it is created once', async () => {
    setClock(new Date(at));
    const { id } = await requested();
    // What "pay" commits before the provider call, with the first attempt's time; then the instance dies.
    await em().nativeUpdate(Withdrawal, { id }, { status: 'processing', sentAt: new Date(at) });
    travel(30 * HOUR);
    await Promise.all([resend(), resend()]);
    await fake.idle();
    expect(fake.payoutsFor(id)).toHaveLength(1);
    expect((await em().findOneOrFail(Withdrawal, { id })).status).toBe('completed');
  });

  it('when the search does not answer, nothing is sent and the request waits for the next run', async () => {
    setClock(new Date(at));
    const { id } = await requested();
    await em().nativeUpdate(Withdrawal, { id }, { status: 'processing', sentAt: new Date(at) });
    travel(26 * HOUR);
    fake.loseNextAnswer('/payouts/search');
    await resend();
    expect(fake.payoutsFor(id)).toHaveLength(0);
    expect((await em().findOneOrFail(Withdrawal, { id })).status).toBe('processing');
    travel(HOUR);
    await resend();
    await fake.idle();
    expect(fake.payoutsFor(id)).toHaveLength(1);
    expect((await em().findOneOrFail(Withdrawal, { id })).status).toBe('completed');
  });
});
