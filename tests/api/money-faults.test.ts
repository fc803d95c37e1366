/**
 * Money survives a failure at its worst moment (issue 9): the sale batch with its orders inserted and no
 * commission lines yet, the withdrawal request with its row and hold written but not committed, the payout
 * webhook mid-settlement. Each time nothing is left half-written, and the retry completes exactly once.
 * The crash is injected through api/lib/fault-points.ts; tests/api/money-kill.test.ts kills a real process.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, failNextAt } from '../../api/lib/fault-points.ts';
import { LedgerLine, LedgerPosting } from '../../api/modules/ledger/ledger.entity.ts';
import { Order } from '../../api/modules/orders/order.entity.ts';
import { Withdrawal } from '../../api/modules/wallet/wallet.entity.ts';
import { createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';
import { blogger, order, signedHeaders, WEBHOOK_URL } from '../helpers/sales.ts';
import { auth, fundWallet, period, requestWithdrawal, sendWebhook } from '../helpers/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterEach(async () => {
  clearFaults();
  await t.app.payouts.idle();
  await expectLedgerBalanced(t.app.orm.em.fork());
});
afterAll(async () => t?.close());
const em = () => t.app.orm.em.fork();

describe('sales webhook failing after the orders are inserted, before their ledger lines', () => {
  it('keeps nothing, and the same signed batch replayed records every order and commission once', async () => {
    const sponsor = await blogger(t.app);
    const promocode = `FAULT${Date.now()}`;
    const seller = await blogger(t.app, { promocode, sponsor: sponsor.id });
    const events = [
      order({ promocode, amount: 100_000 }),
      order({ promocode, amount: 250_000, product: 'annual' }),
      order({ amount: 90_000 }),
    ];
    const ids = events.map((e) => e.external_id as string);
    const payload = JSON.stringify({ events });
    const headers = signedHeaders(t.config.sales.webhookSecret, payload);
    const send = () => t.app.inject({ method: 'POST', url: WEBHOOK_URL, headers, payload });

    failNextAt('webhook-orders-before-ledger');
    expect((await send()).statusCode).toBe(500);
    expect(await em().count(Order, { externalId: { $in: ids } })).toBe(0);
    expect(await bookBalance(em(), seller.id, 'accrued')).toBe(0);
    expect(await bookBalance(em(), sponsor.id, 'accrued')).toBe(0);

    const replayed = await send();
    expect(replayed.statusCode).toBe(200);
    expect(replayed.json().results.map((r: { status: string }) => r.status)).toEqual([
      'recorded',
      'recorded',
      'recorded',
    ]);
    const stored = await em().find(Order, { externalId: { $in: ids } });
    expect(stored.map((o) => o.externalId).sort()).toEqual([...ids].sort());
    const lines = await em().find(LedgerLine, { order: { $in: stored.map((o) => o.id) } });
    const sellerEarned = await bookBalance(em(), seller.id, 'accrued');
    const sponsorEarned = await bookBalance(em(), sponsor.id, 'accrued');
    expect(sellerEarned).toBeGreaterThan(0);
    expect(sponsorEarned).toBeGreaterThan(0);

    // A third delivery (the shop retrying again) changes nothing.
    expect((await send()).statusCode).toBe(200);
    expect(await em().count(Order, { externalId: { $in: ids } })).toBe(3);
    expect(await em().count(LedgerLine, { order: { $in: stored.map((o) => o.id) } })).toBe(lines.length);
    expect(await bookBalance(em(), seller.id, 'accrued')).toBe(sellerEarned);
    expect(await bookBalance(em(), sponsor.id, 'accrued')).toBe(sponsorEarned);
  });
});

let n = 0;
async function walletOwner(funds: number) {
  const email = `fault${++n}-${randomUUID().slice(0, 6)}@wallet.test`;
  const user = await createUser(t.app, { email, currency: 'RUB' });
  const token = (await signIn(t.app, email)).token;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/wallet/payout-connection',
    headers: auth(token),
  });
  expect(res.statusCode).toBe(200);
  await fundWallet(t.app, user.id, funds);
  return { id: user.id, token };
}

describe('withdrawal request failing after its row and hold, before the commit', () => {
  it('keeps nothing, and a retry with the same Idempotency-Key gives one request and one hold', async () => {
    const b = await walletOwner(1_500_000);
    const key = randomUUID();
    const body = { amount: 1_000_000, ...period };
    failNextAt('withdrawal-before-commit');
    expect((await requestWithdrawal(t.app, b.token, body, key)).statusCode).toBe(500);
    expect(await em().count(Withdrawal, { owner: b.id })).toBe(0);
    expect(await bookBalance(em(), b.id, 'wallet')).toBe(1_500_000);
    expect(await bookBalance(em(), b.id, 'withdrawal')).toBe(0);

    const retried = await requestWithdrawal(t.app, b.token, body, key);
    expect(retried.statusCode).toBe(201);
    const again = await requestWithdrawal(t.app, b.token, body, key);
    expect(again.json().id).toBe(retried.json().id);
    expect(await em().count(Withdrawal, { owner: b.id })).toBe(1);
    expect(await em().count(LedgerPosting, { key: `withdrawal:${retried.json().id}` })).toBe(1);
    expect(await bookBalance(em(), b.id, 'wallet')).toBe(500_000);
    expect(await bookBalance(em(), b.id, 'withdrawal')).toBe(1_000_000);
  });
});

describe('payout webhook failing mid-settlement', () => {
  for (const status of ['completed', 'failed'] as const) {
    it(`(${status}) keeps the request processing, and the redelivered event settles it once`, async () => {
      const b = await walletOwner(1_000_000);
      const id = (await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...period })).json().id;
      await em().nativeUpdate(Withdrawal, { id }, { status: 'processing' });
      const event = { event_id: `e-${id}`, payout_id: `po_${id}`, reference: id, status };
      const secret = t.config.payouts.webhookSecret;

      failNextAt('payout-settled-before-commit');
      expect((await sendWebhook(t.app, secret, event)).statusCode).toBe(500);
      expect(await em().findOneOrFail(Withdrawal, { id })).toMatchObject({
        status: 'processing',
        providerRef: null,
      });
      expect(
        await em().count(LedgerLine, { withdrawalId: id, kind: { $in: ['payout', 'payout_return'] } }),
      ).toBe(0);
      expect(await bookBalance(em(), b.id, 'withdrawal')).toBe(1_000_000);

      expect((await sendWebhook(t.app, secret, event)).json()).toEqual({ result: 'settled' });
      expect((await sendWebhook(t.app, secret, event)).json()).toEqual({ result: 'duplicate' });
      expect(await em().findOneOrFail(Withdrawal, { id })).toMatchObject({ status, providerRef: `po_${id}` });
      const kind = status === 'completed' ? 'payout' : 'payout_return';
      expect(await em().count(LedgerPosting, { key: `${kind}:${id}` })).toBe(1);
      expect(await bookBalance(em(), b.id, 'withdrawal')).toBe(0);
      expect(await bookBalance(em(), b.id, 'wallet')).toBe(status === 'failed' ? 1_000_000 : 0);
    });
  }
});

describe('payout webhook naming a payout id another request already has', () => {
  it('is refused with 409 and settles nothing', async () => {
    const secret = t.config.payouts.webhookSecret;
    const ids: string[] = [];
    for (let i = 0; i < 2; i++) {
      const b = await walletOwner(1_000_000);
      ids.push((await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...period })).json().id);
    }
    const [first, second] = ids as [string, string];
    await em().nativeUpdate(Withdrawal, { id: { $in: ids } }, { status: 'processing' });
    const settle = (reference: string) =>
      sendWebhook(t.app, secret, {
        event_id: `e-${reference}`,
        payout_id: 'po_same',
        reference,
        status: 'completed',
      });
    expect((await settle(first)).json()).toEqual({ result: 'settled' });
    const clash = await settle(second);
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBeTruthy();
    expect(await em().findOneOrFail(Withdrawal, { id: second })).toMatchObject({
      status: 'processing',
      providerRef: null,
    });
    expect(await em().count(LedgerPosting, { key: `payout:${second}` })).toBe(0);
  });
});
