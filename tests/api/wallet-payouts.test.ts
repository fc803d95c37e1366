/** Payouts: staff pay or reject a withdrawal request, and the payout provider's signed webhook settles it. */
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../../api/modules/audit/audit.entity.ts';
import { LedgerLine } from '../../api/modules/ledger/ledger.entity.ts';
import { Withdrawal } from '../../api/modules/wallet/wallet.entity.ts';
import type { TestApp } from '../helpers/api-app.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import {
  auth,
  heldBalance,
  period,
  requestWithdrawal,
  sendWebhook,
  walletApp,
  walletBalance,
  walletBlogger,
} from '../helpers/wallet.ts';

let t: TestApp;
let staff: string;
beforeAll(async () => {
  ({ t, staff } = await walletApp());
});
afterEach(async () => {
  await t.app.payouts.idle();
  await expectLedgerBalanced(t.app.orm.em.fork());
});
afterAll(async () => t?.close());

const blogger = (opts?: Parameters<typeof walletBlogger>[1]) => walletBlogger(t.app, opts);
const wallet = (id: string) => walletBalance(t.app, id);
const held = (id: string) => heldBalance(t.app, id);
const decide = (id: string, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/withdrawals/${id}/decision`,
    headers: auth(staff),
    payload: body,
  });
const linesOf = (withdrawalId: string) =>
  t.app.orm.em.fork().find(LedgerLine, { withdrawalId }, { orderBy: { id: 'asc' } });

describe('payouts', () => {
  it('pay → the sandbox webhook completes it: withdrawal → brand, audited', async () => {
    const b = await blogger({ funds: 1_200_000 });
    const w = (await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...period })).json();
    const queue = await t.app.inject({ url: '/api/v1/admin/withdrawals', headers: auth(staff) });
    expect(queue.json().items).toContainEqual(
      expect.objectContaining({ id: w.id, balance: 200_000, held: 1_000_000, connected: true }),
    );
    const paid = await decide(w.id, { decision: 'pay' });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().status).toBe('processing');
    expect((await decide(w.id, { decision: 'pay' })).statusCode).toBe(409);
    await t.app.payouts.idle();
    const list = await t.app.inject({ url: '/api/v1/wallet/withdrawals', headers: auth(b.token) });
    expect(list.json().items[0]).toMatchObject({ id: w.id, status: 'completed' });
    expect(await held(b.id)).toBe(0);
    expect(await wallet(b.id)).toBe(200_000);
    const lines = await linesOf(w.id);
    expect(lines.map((l) => [l.kind, l.book, l.amount])).toEqual([
      ['withdrawal', 'wallet', -1_000_000],
      ['withdrawal', 'withdrawal', 1_000_000],
      ['payout', 'withdrawal', -1_000_000],
      ['payout', 'brand', 1_000_000],
    ]);
    const ops = await t.app.inject({ url: '/api/v1/wallet/operations', headers: auth(b.token) });
    expect(ops.json().items[0]).toMatchObject({ type: 'withdrawal', status: 'completed', amount: 1_000_000 });
    const audit = await t.app.orm.em.fork().find(AuditEntry, { targetId: b.id });
    expect(audit.map((a) => a.action)).toEqual(['payout.pay']);
  });

  it('a failed payout returns the money with its own payout_return line', async () => {
    const b = await blogger({ funds: 1_000_013 });
    const w = (await requestWithdrawal(t.app, b.token, { amount: 1_000_013, ...period })).json();
    await decide(w.id, { decision: 'pay' });
    await t.app.payouts.idle();
    const list = await t.app.inject({ url: '/api/v1/wallet/withdrawals', headers: auth(b.token) });
    expect(list.json().items[0]).toMatchObject({ status: 'failed', failure_reason: expect.any(String) });
    expect(await wallet(b.id)).toBe(1_000_013);
    expect(await held(b.id)).toBe(0);
    const returned = (await linesOf(w.id)).filter((l) => l.kind === 'payout_return');
    expect(returned.map((l) => [l.book, l.amount])).toEqual([
      ['withdrawal', -1_000_013],
      ['wallet', 1_000_013],
    ]);
    const ops = (await t.app.inject({ url: '/api/v1/wallet/operations', headers: auth(b.token) })).json();
    expect(
      ops.items.map((o: { kind: string; type: string; status: string }) => [o.kind, o.type, o.status]),
    ).toEqual([
      ['payout_return', 'deposit', 'completed'],
      ['withdrawal', 'withdrawal', 'cancelled'],
      ['release', 'deposit', 'completed'],
    ]);
  });

  it('reject with a reason returns the money and audits it; a reason is required', async () => {
    const b = await blogger({ funds: 1_000_000 });
    const w = (await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...period })).json();
    expect((await decide(w.id, { decision: 'reject', reason: '' })).statusCode).toBe(422);
    const res = await decide(w.id, { decision: 'reject', reason: 'Documents are missing' });
    expect(res.json()).toMatchObject({ status: 'cancelled', failure_reason: 'Documents are missing' });
    expect((await decide(w.id, { decision: 'reject', reason: 'again' })).statusCode).toBe(409);
    expect((await decide(w.id, { decision: 'pay' })).statusCode).toBe(409);
    expect(await wallet(b.id)).toBe(1_000_000);
    expect((await linesOf(w.id)).filter((l) => l.kind === 'payout_return')).toHaveLength(2);
    const audit = await t.app.orm.em.fork().find(AuditEntry, { targetId: b.id });
    expect(audit.map((a) => [a.action, a.reason])).toEqual([
      ['payout.reject', `${w.id}: Documents are missing`],
    ]);
    expect((await decide(randomUUID(), { decision: 'pay' })).statusCode).toBe(404);
  });
});

describe('payout webhook', () => {
  const secret = () => t.config.payouts.webhookSecret;

  async function processing() {
    const b = await blogger({ funds: 1_000_000 });
    const w = (await requestWithdrawal(t.app, b.token, { amount: 1_000_000, ...period })).json();
    // Straight to processing, without the sandbox's own webhook.
    await t.app.orm.em.fork().nativeUpdate(Withdrawal, { id: w.id }, { status: 'processing' });
    return { b, id: w.id as string };
  }

  it('refuses a bad signature, a stale timestamp and a changed body', async () => {
    const { b, id } = await processing();
    const event = { event_id: 'e1', payout_id: `po_${id}`, reference: id, status: 'completed' };
    expect((await sendWebhook(t.app, 'wrong-secret', event)).statusCode).toBe(401);
    const stale = Math.floor(Date.now() / 1000) - 301;
    expect((await sendWebhook(t.app, secret(), event, stale)).statusCode).toBe(401);
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payouts/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(unsigned.statusCode).toBe(401);
    expect(await held(b.id)).toBe(1_000_000);
  });

  it('settles once: a replayed event answers duplicate, a contrary one conflicts', async () => {
    const { b, id } = await processing();
    const event = {
      event_id: 'e2',
      payout_id: `po_${id}`,
      reference: id,
      status: 'failed',
      reason: 'Closed',
    };
    const first = await sendWebhook(t.app, secret(), event);
    expect(first.json()).toEqual({ result: 'settled' });
    expect((await sendWebhook(t.app, secret(), event)).json()).toEqual({ result: 'duplicate' });
    const contrary = await sendWebhook(t.app, secret(), { ...event, event_id: 'e3', status: 'completed' });
    expect(contrary.statusCode).toBe(409);
    expect(await wallet(b.id)).toBe(1_000_000);
    expect((await linesOf(id)).filter((l) => l.kind === 'payout_return')).toHaveLength(2);
    const unknown = await sendWebhook(t.app, secret(), { ...event, reference: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    const bad = await sendWebhook(t.app, secret(), { ...event, status: 'maybe' });
    expect(bad.statusCode).toBe(422);
  });
});
