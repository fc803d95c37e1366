/**
 * One payout suite for every payout provider (the sandbox and YooKassa against its local fake): a paid
 * request, a payout the provider cancels, a crash between the provider's answer and our commit, a crash
 * before the provider call, and a repeated outcome. Each provider's test file supplies a harness.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, failNextAt } from '../../api/lib/fault-points.ts';
import { resendStuckPayouts } from '../../api/modules/wallet/payouts.service.ts';
import { Withdrawal } from '../../api/modules/wallet/wallet.entity.ts';
import type { TestApp } from './api-app.ts';
import { expectLedgerBalanced } from './ledger.ts';
import { auth, heldBalance, period, requestWithdrawal, walletBalance } from './wallet.ts';

export interface PayoutHarness {
  t: TestApp;
  staff: string;
  /** A connected blogger whose wallet holds `funds`. */
  blogger(funds: number): Promise<{ id: string; token: string }>;
  /** An amount this provider cancels (the sandbox's rule; YooKassa's yearly limit). */
  failingAmount: number;
  /** Waits for every outcome the provider has queued. */
  idle(): Promise<void>;
  /** Delivers the provider's outcome for a payout again. */
  redeliver(reference: string, providerRef: string): Promise<{ statusCode: number }>;
  /** How many payouts the provider made for one of our requests (never more than one). */
  payoutsAtProvider(reference: string): number;
  close(): Promise<void>;
}

export function payoutProviderSuite(name: string, setup: () => Promise<PayoutHarness>) {
  describe(`payout provider: ${name}`, () => {
    let h: PayoutHarness;
    beforeAll(async () => {
      h = await setup();
    });
    afterEach(async () => {
      clearFaults();
      await h.idle();
      await expectLedgerBalanced(h.t.app.orm.em.fork());
    });
    afterAll(async () => h?.close());

    const em = () => h.t.app.orm.em.fork();
    const decide = (id: string) =>
      h.t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/withdrawals/${id}/decision`,
        headers: auth(h.staff),
        payload: { decision: 'pay' },
      });
    const request = async (funds: number, amount: number) => {
      const b = await h.blogger(funds);
      const created = await requestWithdrawal(h.t.app, b.token, { amount, ...period });
      expect(created.statusCode).toBe(201);
      return { b, id: created.json().id as string };
    };
    const kinds = async (id: string) => (await em().findOneOrFail(Withdrawal, { id })).status;

    it('pays a request: processing, then completed by the provider; withdrawal → brand', async () => {
      const { b, id } = await request(1_500_000, 1_000_000);
      const paid = await decide(id);
      expect(paid.statusCode).toBe(200);
      expect(paid.json().status).toBe('processing');
      await h.idle();
      const w = await em().findOneOrFail(Withdrawal, { id });
      expect([w.status, w.providerRef !== null]).toEqual(['completed', true]);
      expect(await walletBalance(h.t.app, b.id)).toBe(500_000);
      expect(await heldBalance(h.t.app, b.id)).toBe(0);
      expect(h.payoutsAtProvider(id)).toBe(1);
    });

    it('a payout the provider cancels returns the money with its own line', async () => {
      const { b, id } = await request(h.failingAmount, h.failingAmount);
      expect((await decide(id)).statusCode).toBe(200);
      await h.idle();
      const w = await em().findOneOrFail(Withdrawal, { id });
      expect([w.status, typeof w.failureReason]).toEqual(['failed', 'string']);
      expect(await walletBalance(h.t.app, b.id)).toBe(h.failingAmount);
      expect(await heldBalance(h.t.app, b.id)).toBe(0);
    });

    it('a crash between the provider answer and our commit settles exactly once', async () => {
      const { b, id } = await request(1_200_000, 1_000_000);
      failNextAt('payout-sent-before-record');
      // The instance "dies" after the provider accepted the payout: the provider id was never written.
      expect((await decide(id)).statusCode).toBe(500);
      expect(h.payoutsAtProvider(id)).toBe(1);
      await h.idle();
      // The provider's outcome still arrives and settles it; the resend job finds nothing left to send.
      expect(await kinds(id)).toBe('completed');
      const later = new Date(Date.now() + 11 * 60_000);
      expect(await resendStuckPayouts(em(), h.t.app.payouts, h.t.app.npd, later)).toBe(0);
      const w = await em().findOneOrFail(Withdrawal, { id });
      expect(w.providerRef).not.toBeNull();
      expect(await walletBalance(h.t.app, b.id)).toBe(200_000);
      expect(h.payoutsAtProvider(id)).toBe(1);
    });

    it('a crash before the provider call: the resend job sends it once, with the same key', async () => {
      const { b, id } = await request(1_000_000, 1_000_000);
      // What "pay" commits before the provider call; the instance dies right after.
      await em().nativeUpdate(Withdrawal, { id }, { status: 'processing' });
      const later = new Date(Date.now() + 11 * 60_000);
      const sent = await Promise.all([
        resendStuckPayouts(em(), h.t.app.payouts, h.t.app.npd, later),
        resendStuckPayouts(em(), h.t.app.payouts, h.t.app.npd, later),
      ]);
      expect(sent[0] + sent[1]).toBeGreaterThanOrEqual(1);
      await h.idle();
      expect(await kinds(id)).toBe('completed');
      expect(await walletBalance(h.t.app, b.id)).toBe(0);
      expect(h.payoutsAtProvider(id)).toBe(1);
    });

    it('a repeated outcome changes nothing', async () => {
      const { b, id } = await request(1_000_000, 1_000_000);
      await decide(id);
      await h.idle();
      const w = await em().findOneOrFail(Withdrawal, { id });
      const again = await h.redeliver(id, w.providerRef ?? '');
      expect(again.statusCode).toBe(200);
      expect(await kinds(id)).toBe('completed');
      expect(await heldBalance(h.t.app, b.id)).toBe(0);
      expect(await walletBalance(h.t.app, b.id)).toBe(0);
    });
  });
}
