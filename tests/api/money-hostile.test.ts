/**
 * Hostile input behind the signatures (issue 9; "a 5xx is always a bug"). tests/api/fuzz.test.ts can only
 * reach the two money webhooks unsigned (401); here every case is correctly signed, so one hostile field at a
 * time reaches validation and the ledger. Never a 5xx; a refused batch writes nothing. FUZZ_RUNS cases
 * (default 50) per webhook, FUZZ_SEED reproduces a run.
 */
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LedgerLine } from '../../api/modules/ledger/ledger.entity.ts';
import { Order } from '../../api/modules/orders/order.entity.ts';
import { Withdrawal } from '../../api/modules/wallet/wallet.entity.ts';
import { createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import { hostile, hostileLike } from '../helpers/fuzz-hostile.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { blogger, order, refund, signedHeaders, WEBHOOK_URL } from '../helpers/sales.ts';
import { auth, fundWallet, period, requestWithdrawal, sendWebhook } from '../helpers/wallet.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterEach(async () => expectLedgerBalanced(t.app.orm.em.fork()));
afterAll(async () => t?.close());
const em = () => t.app.orm.em.fork();

/** An event with one field (or the whole event, or an extra field) replaced by a hostile value. */
const spoiled = (event: Record<string, unknown>) =>
  fc.oneof(
    fc
      .constantFrom(...Object.keys(event))
      .chain((key) => hostileLike(event[key]).map((value) => ({ ...event, [key]: value }))),
    hostile(),
    hostile().map((value) => ({ ...event, extra: value })),
  );

describe('signed sales webhook with hostile fields', () => {
  it(`never answers 5xx; a refused batch stores nothing (${RUNS} cases)`, async () => {
    const promocode = `HOSTILE${Date.now()}`;
    await blogger(t.app, { promocode });
    const sale = order({ promocode });
    const base = [order({ promocode, click_id: 'x.y' }), refund(sale)];
    const seen: Record<string, number> = {};
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...base), fc.boolean(), async (template, withGood) => {
        const good = order({ promocode });
        const bad = await fc.sample(spoiled({ ...template, external_id: `h-${randomUUID()}` }), 1)[0];
        const events = withGood ? [good, bad] : [bad];
        const payload = JSON.stringify({ events });
        const res = await t.app.inject({
          method: 'POST',
          url: WEBHOOK_URL,
          headers: signedHeaders(t.config.sales.webhookSecret, payload),
          payload,
        });
        seen[res.statusCode] = (seen[res.statusCode] ?? 0) + 1;
        expect(res.statusCode, `${res.statusCode} ${res.body} for ${payload}`).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(res.json().error?.code ?? res.json().code).toBeTruthy();
          expect(await em().count(Order, { externalId: good.external_id })).toBe(0);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    console.log(`signed sales webhook fuzz (seed ${SEED}): ${JSON.stringify(seen)}`);
  }, 300_000);
});

describe('signed payout webhook with hostile fields', () => {
  it(`never answers 5xx; a refused event settles nothing (${RUNS} cases)`, async () => {
    const email = `hostile-${randomUUID().slice(0, 6)}@wallet.test`;
    const user = await createUser(t.app, { email, currency: 'RUB' });
    const { token } = await signIn(t.app, email);
    await t.app.inject({ method: 'POST', url: '/api/v1/wallet/payout-connection', headers: auth(token) });
    await fundWallet(t.app, user.id, 1_000_000);
    const id = (await requestWithdrawal(t.app, token, { amount: 1_000_000, ...period })).json().id;
    await em().nativeUpdate(Withdrawal, { id }, { status: 'processing' });
    const event = { event_id: 'e-hostile', payout_id: `po_${id}`, reference: id, status: 'completed' };
    const seen: Record<string, number> = {};
    await fc.assert(
      fc.asyncProperty(spoiled(event), async (body) => {
        const res = await sendWebhook(t.app, t.config.payouts.webhookSecret, body as Record<string, unknown>);
        seen[res.statusCode] = (seen[res.statusCode] ?? 0) + 1;
        expect(res.statusCode, `${res.statusCode} ${res.body} for ${JSON.stringify(body)}`).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const w = await em().findOneOrFail(Withdrawal, { id });
          if (w.status === 'processing')
            expect(await em().count(LedgerLine, { withdrawalId: id, kind: 'payout' })).toBe(0);
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
    console.log(`signed payout webhook fuzz (seed ${SEED}): ${JSON.stringify(seen)}`);
  }, 300_000);
});
