/**
 * Fraud holds (docs/decisions/070): a flagged order's commissions wait on every level, a release pays them
 * once, a cancellation removes them once, month close skips them, and the ledger stays exact after each step.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeMonth } from '../../api/modules/commissions/month-close.service.ts';
import { LedgerLine, LedgerPosting } from '../../api/modules/ledger/ledger.entity.ts';
import { Order } from '../../api/modules/orders/order.entity.ts';
import { createTestApp, mailsTo, signIn, type TestApp } from '../helpers/api-app.ts';
import { chain, customerOrder, decide, reviewOf, staffToken } from '../helpers/fraud.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';
import { makeIntegrations } from '../helpers/money.ts';
import { postEvents, refund } from '../helpers/sales.ts';
import { period, requestWithdrawal } from '../helpers/wallet.ts';

let t: TestApp;
let secret: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  secret = t.config.sales.webhookSecret;
  staff = await staffToken(t.app);
});
afterEach(async () => expectLedgerBalanced(t.app.orm.em.fork()));
afterAll(async () => t?.close());

const em = () => t.app.orm.em.fork();
const accrued = (id: string) => bookBalance(em(), id, 'accrued');
const linesOf = async (externalId: string) => {
  const o = await em().findOneOrFail(Order, { externalId });
  return em().find(LedgerLine, { order: o.id, book: 'accrued' });
};
/** Standard rates of a 1 000 RUB order: personal 20 %, levels 5/3/2/1 %. */
const PAID = [20_000, 5_000, 3_000, 2_000, 1_000];

async function heldSelfReferral(fields: Record<string, unknown> = {}) {
  const c = await chain(t.app);
  // The seller buys with their own e-mail, disguised by a +tag and capitals.
  const ev = customerOrder(c.promocode, c.seller.email.replace('@', '+shop@').toUpperCase(), fields);
  const res = await postEvents(t.app, secret, [ev]);
  expect(res.json().results[0]).toMatchObject({ status: 'recorded', attribution: 'promocode' });
  return { ...c, ev, people: [c.seller, ...c.uplines] };
}

describe('a self-referral order', () => {
  it('holds every level’s commission: nothing in the ledger, all of it on review', async () => {
    const { ev, people, seller } = await heldSelfReferral();
    expect(await linesOf(ev.external_id)).toEqual([]);
    for (const p of people) expect(await accrued(p.id)).toBe(0);
    const review = await reviewOf(t.app, staff, ev.external_id);
    expect(review.rules).toEqual(['self_referral']);
    expect(review.lines.map((l) => [l.account.id, l.level, l.amount])).toEqual(
      people.map((p, level) => [p.id, level, PAID[level]]),
    );
    const token = (await signIn(t.app, seller.email)).token;
    const mine = await t.app.inject({
      url: '/api/v1/income/on-review',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.json()).toMatchObject({
      on_review: 20_000,
      items: [{ order_id: ev.external_id, status: 'on_review', amount: 20_000, rules: ['self_referral'] }],
    });
  });

  it('a release pays every level once, mails them and writes an audit line', async () => {
    const { ev, people } = await heldSelfReferral();
    const { id } = await reviewOf(t.app, staff, ev.external_id);
    expect((await decide(t.app, staff, id, { decision: 'release' })).statusCode).toBe(200);
    expect((await decide(t.app, staff, id, { decision: 'release' })).statusCode).toBe(409);
    expect((await decide(t.app, staff, id, { decision: 'cancel', reason: 'late' })).statusCode).toBe(409);
    for (const [level, p] of people.entries()) expect(await accrued(p.id)).toBe(PAID[level]);
    expect((await linesOf(ev.external_id)).length).toBe(5);
    await t.app.mailer.idle();
    expect((await mailsTo(t.app, people[0]?.email ?? '')).length).toBe(1);
    const audit = await t.app.inject({
      url: '/api/v1/admin/audit',
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(audit.json()).toContainEqual(expect.objectContaining({ action: 'order_review.release' }));
  });

  it('a cancellation removes them once, and the blogger sees why', async () => {
    const { ev, people, seller } = await heldSelfReferral();
    const { id } = await reviewOf(t.app, staff, ev.external_id);
    const postings = await em().count(LedgerPosting, {});
    const res = await decide(t.app, staff, id, { decision: 'cancel', reason: 'Bought with own card' });
    expect(res.json()).toMatchObject({ status: 'cancelled', reason: 'Bought with own card' });
    expect((await decide(t.app, staff, id, { decision: 'release' })).statusCode).toBe(409);
    expect(await em().count(LedgerPosting, {})).toBe(postings);
    for (const p of people) expect(await accrued(p.id)).toBe(0);
    const token = (await signIn(t.app, seller.email)).token;
    const mine = await t.app.inject({
      url: '/api/v1/income/on-review',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(mine.json()).toMatchObject({
      on_review: 0,
      items: [{ status: 'cancelled', reason: 'Bought with own card' }],
    });
  });

  it('concurrent double decisions settle once (PostgreSQL row locks; SQLite is serial)', async () => {
    for (let round = 0; round < 5; round++) {
      const { ev, people } = await heldSelfReferral();
      const { id } = await reviewOf(t.app, staff, ev.external_id);
      const bodies = [
        { decision: 'release' },
        { decision: 'release' },
        { decision: 'cancel', reason: 'x' },
        { decision: 'release' },
      ];
      const codes = (await Promise.all(bodies.map((b) => decide(t.app, staff, id, b)))).map(
        (r) => r.statusCode,
      );
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(3);
      const paid = await accrued(people[0]?.id ?? '');
      expect([0, PAID[0]]).toContain(paid);
      expect((await linesOf(ev.external_id)).length).toBe(paid ? 5 : 0);
      await expectLedgerBalanced(em());
    }
  });

  it('a refund while on review closes the review and takes nothing back', async () => {
    const { ev, people } = await heldSelfReferral();
    const refund = {
      type: 'refund',
      external_id: `${ev.external_id}-r`,
      refund_of: ev.external_id,
      amount: ev.amount,
      currency: 'RUB',
      occurred_at: new Date().toISOString(),
    };
    expect((await postEvents(t.app, secret, [refund])).json().results[0].status).toBe('recorded');
    const { id } = await reviewOf(t.app, staff, ev.external_id, 'cancelled');
    expect((await decide(t.app, staff, id, { decision: 'release' })).statusCode).toBe(409);
    for (const p of people) expect(await accrued(p.id)).toBe(0);
  });
});

describe('month close', () => {
  it('skips held lines; a release after the close books them into the current month', async () => {
    const month = '2025-03';
    const c = await chain(t.app);
    const at = `${month}-10T10:00:00.000Z`;
    const clean = { ...customerOrder(c.promocode, 'stranger@example.com'), occurred_at: at };
    const flagged = { ...customerOrder(c.promocode, c.seller.email), occurred_at: at };
    expect((await postEvents(t.app, secret, [clean, flagged])).statusCode).toBe(200);
    await makeIntegrations(t.app, c.seller.id, [`${month}-02`, `${month}-03`]);
    await closeMonth(em(), month, new Date('2025-04-01T01:00:00Z'));
    expect(await bookBalance(em(), c.seller.id, 'wallet')).toBe(PAID[0]);
    expect(await accrued(c.seller.id)).toBe(0);
    const { id } = await reviewOf(t.app, staff, flagged.external_id);
    expect((await decide(t.app, staff, id, { decision: 'release' })).statusCode).toBe(200);
    const lines = await linesOf(flagged.external_id);
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(lines.map((l) => l.month)).toEqual(lines.map(() => thisMonth));
    expect(await accrued(c.seller.id)).toBe(PAID[0]);
    expect(await bookBalance(em(), c.seller.id, 'wallet')).toBe(PAID[0]);
  });
});

describe('a refund after the payout', () => {
  it('leaves a negative wallet that the next month’s income fills, shown as a refund debt', async () => {
    const c = await chain(t.app);
    const token = (await signIn(t.app, c.seller.email)).token;
    const headers = { authorization: `Bearer ${token}` };
    await t.app.inject({ method: 'POST', url: '/api/v1/wallet/payout-connection', headers });
    const sale = {
      ...customerOrder(c.promocode, 'buyer@example.com'),
      amount: 10_000_000,
      occurred_at: '2025-05-10T10:00:00.000Z',
    };
    await postEvents(t.app, secret, [sale]);
    await makeIntegrations(t.app, c.seller.id, ['2025-05-02', '2025-05-03']);
    await closeMonth(em(), '2025-05', new Date('2025-06-01T01:00:00Z'));
    const w = await requestWithdrawal(t.app, token, { amount: 2_000_000, ...period });
    expect(w.statusCode).toBe(201);
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/withdrawals/${w.json().id}/decision`,
      headers: { authorization: `Bearer ${staff}` },
      payload: { decision: 'pay' },
    });
    expect(pay.statusCode).toBe(200);
    await t.app.payouts.idle();
    expect(await bookBalance(em(), c.seller.id, 'withdrawal')).toBe(0);

    const back = refund(sale, { amount: sale.amount, occurred_at: '2025-06-05T10:00:00.000Z' });
    expect((await postEvents(t.app, secret, [back])).json().results[0].status).toBe('recorded');
    expect(await bookBalance(em(), c.seller.id, 'wallet')).toBe(-2_000_000);
    // The uplines' May was held by the integration rule: nothing was paid to them, nothing is taken.
    for (const u of c.uplines) expect(await bookBalance(em(), u.id, 'wallet')).toBe(0);
    const summary = (await t.app.inject({ url: '/api/v1/wallet', headers })).json();
    expect(summary).toMatchObject({ balance: -2_000_000, can_withdraw: false });
    expect(summary.carry_over).toEqual({ amount: -2_000_000, reason: 'refund_debt' });

    const next = {
      ...customerOrder(c.promocode, 'buyer2@example.com'),
      amount: 15_000_000,
      occurred_at: '2025-06-10T10:00:00.000Z',
    };
    await postEvents(t.app, secret, [next]);
    await makeIntegrations(t.app, c.seller.id, ['2025-06-02', '2025-06-03']);
    await closeMonth(em(), '2025-06', new Date('2025-07-01T01:00:00Z'));
    expect(await bookBalance(em(), c.seller.id, 'wallet')).toBe(1_000_000);
  });
});
