/**
 * A payout cut off between "processing" and the provider call (the instance died): the resend job sends it
 * once it is stale, the provider's webhook completes it, and nothing is paid or held twice.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { resendStuckPayouts } from '../../api/modules/wallet/payouts.service.ts';
import { Withdrawal } from '../../api/modules/wallet/wallet.entity.ts';
import { createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';
import { auth, fundWallet, period, requestWithdrawal } from '../helpers/wallet.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expectLedgerBalanced(t.app.orm.em.fork()));
afterAll(async () => t?.close());
const em = () => t.app.orm.em.fork();

describe('stuck payouts', () => {
  it('are sent again once stale, and complete exactly once', async () => {
    const user = await createUser(t.app, { email: 'stuck@payout.test' });
    const token = (await signIn(t.app, user.email)).token;
    await t.app.inject({ method: 'POST', url: '/api/v1/wallet/payout-connection', headers: auth(token) });
    await fundWallet(t.app, user.id, 1_500_000);
    const created = await requestWithdrawal(t.app, token, { amount: 1_000_000, ...period });
    expect(created.statusCode).toBe(201);
    const id: string = created.json().id;
    // What a moderator's "pay" commits before the provider call; the instance dies right after.
    await em().nativeUpdate(Withdrawal, { id }, { status: 'processing' });
    const soon = new Date(Date.now() + 5 * 60_000);
    expect(await resendStuckPayouts(em(), t.app.payouts, t.app.npd, soon)).toBe(0);

    const later = new Date(Date.now() + 11 * 60_000);
    const sent = await Promise.all([
      resendStuckPayouts(em(), t.app.payouts, t.app.npd, later),
      resendStuckPayouts(em(), t.app.payouts, t.app.npd, later),
    ]);
    expect(sent[0] + sent[1]).toBeGreaterThanOrEqual(1);
    await t.app.payouts.idle();
    const w = await em().findOneOrFail(Withdrawal, { id });
    expect([w.status, w.providerRef !== null]).toEqual(['completed', true]);
    expect(await bookBalance(em(), user.id, 'withdrawal')).toBe(0);
    expect(await bookBalance(em(), user.id, 'wallet')).toBe(500_000);
    expect(await resendStuckPayouts(em(), t.app.payouts, t.app.npd, later)).toBe(0);
  });
});
