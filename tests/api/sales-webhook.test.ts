/** The brand's sales webhook: signature, tolerance, replay and idempotency, attribution and refunds. */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LedgerLine, LedgerPosting } from '../../api/modules/ledger/ledger.entity.ts';
import { Order } from '../../api/modules/orders/order.entity.ts';
import { signPayload } from '../../api/modules/sales/signature.ts';
import { createTestApp, type TestApp } from '../helpers/api-app.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';
import {
  ageClick,
  blogger,
  clickIdFor,
  order,
  postEvents,
  refund,
  signedHeaders,
  WEBHOOK_URL,
} from '../helpers/sales.ts';

let t: TestApp;
let secret: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  secret = t.config.sales.webhookSecret;
});
afterEach(async () => expectLedgerBalanced(t.app.orm.em.fork()));
afterAll(async () => t?.close());

const em = () => t.app.orm.em.fork();
const counts = async () => ({
  orders: await em().count(Order, {}),
  postings: await em().count(LedgerPosting, {}),
  lines: await em().count(LedgerLine, {}),
});
const accrued = (id: string) => bookBalance(em(), id, 'accrued');
const stored = (externalId: string) => em().findOne(Order, { externalId });

describe('signature', () => {
  it('answers 401 with the error body and writes nothing without a valid signature', async () => {
    const before = await counts();
    const payload = JSON.stringify({ events: [order()] });
    const good = signedHeaders(secret, payload);
    const cases: Record<string, string>[] = [
      { 'content-type': 'application/json' },
      { ...good, 'x-sales-signature': signPayload('another-secret', good['x-sales-timestamp']!, payload) },
      { ...good, 'x-sales-signature': 'zz' },
      { ...good, 'x-sales-timestamp': 'yesterday' },
      // Signed for a different body (one digit of the amount changed).
      signedHeaders(secret, payload.replace('100000', '100001')),
    ];
    for (const headers of cases) {
      const res = await t.app.inject({ method: 'POST', url: WEBHOOK_URL, headers, payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'unauthorized', message: expect.any(String) });
    }
    const unsigned = await t.app.inject({ method: 'POST', url: WEBHOOK_URL });
    expect(unsigned.statusCode).toBe(401);
    // Signed, but there is nothing to read.
    const empty = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      headers: signedHeaders(secret, ''),
    });
    expect(empty.statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('accepts a correctly signed call', async () => {
    const res = await postEvents(t.app, secret, [order()]);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      { external_id: expect.any(String), status: 'recorded', attribution: null, reason: null },
    ]);
  });

  it('refuses timestamps beyond 5 minutes either way, accepts them within', async () => {
    for (const skew of [-301, 301, -3600]) {
      const ev = order();
      expect((await postEvents(t.app, secret, [ev], skew)).statusCode).toBe(401);
      expect(await stored(ev.external_id)).toBeNull();
    }
    for (const skew of [-290, 290]) {
      expect((await postEvents(t.app, secret, [order()], skew)).statusCode).toBe(200);
    }
  });

  it('answers 400 to a signed body that is not JSON, 422 to invalid events, and writes nothing', async () => {
    const before = await counts();
    const bad = '{"events": [';
    const res = await t.app.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      headers: signedHeaders(secret, bad),
      payload: bad,
    });
    expect(res.statusCode).toBe(400);
    const invalid = [
      [order({ amount: 10.5 })],
      [order({ amount: 2_000_000_000 })],
      [order({ currency: 'EUR' })],
      [order({ occurred_at: '2026-02-30T10:00:00Z' })],
      [order({ occurred_at: new Date(Date.now() + 86_400_000).toISOString() })],
      [order({ external_id: 'has space' })],
      [order({ product: 'bad\u0000' })],
      [order(), { type: 'gift' }],
      [],
      Array.from({ length: 1001 }, () => order()),
    ];
    for (const events of invalid) {
      const r = await postEvents(t.app, secret, events);
      expect(r.statusCode, JSON.stringify(events).slice(0, 80)).toBe(422);
      expect(r.json().code).toBe('validation_failed');
    }
    expect(await counts()).toEqual(before);
  });
});

describe('idempotency', () => {
  it('a replay answers the same results and writes nothing', async () => {
    const seller = await blogger(t.app, { promocode: 'Replay' });
    const events = [order({ promocode: 'replay' }), order(), order()];
    const payload = JSON.stringify({ events });
    const headers = signedHeaders(secret, payload);
    const first = await t.app.inject({ method: 'POST', url: WEBHOOK_URL, headers, payload });
    expect(first.statusCode).toBe(200);
    const before = await counts();
    const earned = await accrued(seller.id);
    expect(earned).toBe(20_000);
    const replay = await t.app.inject({ method: 'POST', url: WEBHOOK_URL, headers, payload });
    expect(replay.json()).toEqual(first.json());
    expect(await counts()).toEqual(before);
    expect(await accrued(seller.id)).toBe(earned);
  });

  it('keeps the first version of an external id, also inside one batch', async () => {
    const ev = order();
    await postEvents(t.app, secret, [ev]);
    const res = await postEvents(t.app, secret, [
      { ...ev, amount: 5 },
      { ...ev, amount: 7 },
    ]);
    expect(res.json().results).toEqual([
      { external_id: ev.external_id, status: 'recorded', attribution: null, reason: null },
      { external_id: ev.external_id, status: 'recorded', attribution: null, reason: null },
    ]);
    expect((await stored(ev.external_id))?.amount).toBe(100_000);
  });

  it('concurrent duplicates of a batch record each order and its commissions once', async () => {
    const seller = await blogger(t.app, { promocode: 'RACE' });
    const events = Array.from({ length: 20 }, () => order({ promocode: 'race', amount: 50_000 }));
    const before = await counts();
    const answers = await Promise.all(Array.from({ length: 8 }, () => postEvents(t.app, secret, events)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    for (const a of answers) expect(a.json()).toEqual(answers[0]?.json());
    const after = await counts();
    expect(after.orders - before.orders).toBe(20);
    expect(after.postings - before.postings).toBe(20);
    expect(await accrued(seller.id)).toBe(20 * 10_000);
  });
});

describe('attribution', () => {
  it('a promocode (any case) beats a click', async () => {
    const byCode = await blogger(t.app, { promocode: 'SummerFit' });
    const byClick = await blogger(t.app);
    const click = await clickIdFor(t.app, byClick.referralCode!);
    const ev = order({ promocode: 'SUMMERFIT', click_id: click });
    const res = await postEvents(t.app, secret, [ev]);
    expect(res.json().results[0]).toMatchObject({ status: 'recorded', attribution: 'promocode' });
    expect((await stored(ev.external_id))?.seller?.id).toBe(byCode.id);
    expect(await accrued(byClick.id)).toBe(0);
  });

  it('a signed click within the window attributes; outside it, before it or forged, it does not', async () => {
    const seller = await blogger(t.app);
    const code = seller.referralCode!;
    const fresh = await clickIdFor(t.app, code);
    const old = await clickIdFor(t.app, code, '10.0.0.2');
    await ageClick(t.app, old, 31);
    const edge = await clickIdFor(t.app, code, '10.0.0.3');
    await ageClick(t.app, edge, 29);
    const later = await clickIdFor(t.app, code, '10.0.0.4');
    const forged = `${fresh.slice(0, -4)}AAAA`;
    const events = [
      order({ click_id: fresh }),
      order({ click_id: old }),
      order({ click_id: edge }),
      order({ click_id: later, occurred_at: new Date(Date.now() - 3_600_000).toISOString() }),
      order({ click_id: forged }),
      order({ click_id: 'not-a-click', promocode: 'nosuchcode' }),
    ];
    const res = await postEvents(t.app, secret, events);
    expect(res.json().results.map((r: { attribution: string | null }) => r.attribution)).toEqual([
      'click',
      null,
      'click',
      null,
      null,
      null,
    ]);
    expect(await accrued(seller.id)).toBe(2 * 20_000);
  });

  it('the seller must be in the order currency; otherwise the sale stays unattributed', async () => {
    const rub = await blogger(t.app, { promocode: 'RubOnly' });
    const ev = order({ promocode: 'rubonly', currency: 'USD' });
    const res = await postEvents(t.app, secret, [ev]);
    expect(res.json().results[0]).toMatchObject({ status: 'recorded', attribution: null });
    expect((await stored(ev.external_id))?.seller).toBeNull();
    expect(await accrued(rub.id)).toBe(0);
  });
});

describe('refunds', () => {
  it('reverses exactly what the order paid, for the seller and the uplines', async () => {
    const top = await blogger(t.app);
    const seller = await blogger(t.app, { promocode: 'Reverse', sponsor: top.id });
    const ev = order({ promocode: 'reverse', amount: 123_457 });
    await postEvents(t.app, secret, [ev]);
    expect(await accrued(seller.id)).toBe(24_691);
    expect(await accrued(top.id)).toBe(6_172);
    const res = await postEvents(t.app, secret, [refund(ev)]);
    expect(res.json().results[0]).toMatchObject({ status: 'recorded', attribution: 'promocode' });
    expect(await accrued(seller.id)).toBe(0);
    expect(await accrued(top.id)).toBe(0);
  });

  it('an order and its refund in one batch net to zero', async () => {
    const seller = await blogger(t.app, { promocode: 'SameBatch' });
    const ev = order({ promocode: 'samebatch' });
    const res = await postEvents(t.app, secret, [ev, refund(ev)]);
    expect(res.json().results.map((r: { status: string }) => r.status)).toEqual(['recorded', 'recorded']);
    expect(await accrued(seller.id)).toBe(0);
  });

  it('rejects unknown orders, other amounts or currencies, a refund before its order and a second refund', async () => {
    const seller = await blogger(t.app, { promocode: 'Rejects' });
    const ev = order({ promocode: 'rejects', occurred_at: new Date(Date.now() - 60_000).toISOString() });
    await postEvents(t.app, secret, [ev]);
    const before = await counts();
    const res = await postEvents(t.app, secret, [
      refund({ external_id: 'never-sold' }),
      refund(ev, { amount: 50_000 }),
      refund(ev, { currency: 'USD' }),
      refund(ev, { occurred_at: new Date(Date.now() - 3_600_000).toISOString() }),
      refund({ external_id: refund(ev).external_id }),
    ]);
    expect(res.json().results.map((r: { reason: string | null }) => r.reason)).toEqual([
      'unknown_order',
      'amount_mismatch',
      'currency_mismatch',
      'before_order',
      'unknown_order',
    ]);
    expect(await counts()).toEqual(before);
    const first = refund(ev);
    await postEvents(t.app, secret, [first]);
    const second = await postEvents(t.app, secret, [refund(ev)]);
    expect(second.json().results[0]).toMatchObject({ status: 'rejected', reason: 'already_refunded' });
    // Replaying the accepted refund is not a second refund.
    const replay = await postEvents(t.app, secret, [first]);
    expect(replay.json().results[0]).toMatchObject({ status: 'recorded' });
    expect(await accrued(seller.id)).toBe(0);
  });
});
