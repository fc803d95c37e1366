/**
 * Any string as a sale's product, promocode, external id or currency, or as a promocode's network, through
 * the signed webhook, the CSV import and manual attribution: no answer is a 5xx, a stored sale can always
 * be credited by hand, and the ledger balances after every run. Object.prototype member names
 * (fuzz-hostile.ts HOSTILE_KEYS) are sent in every run of this file as fixed examples, not left to chance.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../api/modules/accounts/accounts.entity.ts';
import { LedgerLine } from '../../api/modules/ledger/ledger.entity.ts';
import { Order } from '../../api/modules/orders/order.entity.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/api-app.ts';
import { HOSTILE_KEYS } from '../helpers/fuzz-hostile.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { ledgerProblems } from '../helpers/ledger-check.ts';
import { blogger, order, postEvents, uniq } from '../helpers/sales.ts';

/** Random runs on top of the fixed examples; each run makes about ten requests. */
const RUNS = 40;

let t: TestApp;
let staff: string;
let seller: User;
let sellerToken: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await createUser(t.app, { email: 'mod@keys-property.test', role: 'moderator' });
  staff = await mintToken(t.app, 'mod@keys-property.test');
  seller = await blogger(t.app);
  sellerToken = await mintToken(t.app, seller.email);
});
afterAll(async () => t?.close());

interface Input {
  product: string;
  promocode: string;
  externalId: string;
  network: string;
  currency: string;
}

/** A hostile name, any string, or (so that requests also get past validation) a valid value. */
const text = (...valid: string[]) =>
  fc.oneof(
    fc.constantFrom(...HOSTILE_KEYS),
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    ...(valid.length ? [fc.constantFrom(...valid)] : []),
  );
const input: fc.Arbitrary<Input> = fc.record({
  product: text('monthly'),
  promocode: text(),
  externalId: text(),
  network: text('vk', 'telegram'),
  currency: text('RUB', 'USD'),
});
/** Every hostile name in every field, once with a valid currency and network so the sale gets recorded. */
const examples: [Input][] = HOSTILE_KEYS.flatMap((k) => [
  [{ product: k, promocode: k, externalId: k, network: 'vk', currency: 'RUB' }],
  [{ product: k, promocode: k, externalId: k, network: k, currency: k }],
]);

const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const cell = (s: string) => `"${s.replaceAll('"', '""')}"`;
const HEADER = 'type,external_id,product,amount,currency,promocode,click_id,refund_of,occurred_at';

async function run(x: Input): Promise<void> {
  const answers: [string, LightMyRequestResponse][] = [];
  const send = async (what: string, res: Promise<LightMyRequestResponse>) => {
    const answer = await res;
    answers.push([what, answer]);
    return answer;
  };
  const secret = t.config.sales.webhookSecret;
  const when = new Date(Date.now() - 60_000).toISOString();

  await send(
    'promocode',
    as(sellerToken, 'POST', '/api/v1/promocodes', { network: x.network, code: x.promocode }),
  );
  const sale = order({
    external_id: x.externalId,
    product: x.product,
    promocode: x.promocode,
    currency: x.currency,
  });
  await send('webhook', postEvents(t.app, secret, [sale]));

  const csvId = `${x.externalId}-csv`;
  const csv = [
    HEADER,
    ['order', csvId, x.product, '100000', x.currency, x.promocode, '', '', when].map(cell).join(','),
    ['refund', `${csvId}-r`, '', '100000', x.currency, '', '', csvId, when].map(cell).join(','),
  ].join('\n');
  await send('csv preview', as(staff, 'POST', '/api/v1/admin/sales/import/preview', { csv }));
  await send('csv import', as(staff, 'POST', '/api/v1/admin/sales/import', { csv }));

  // An unattributed sale of the product, credited by hand: first to whoever the string names, then to the seller.
  const lone = order({ external_id: uniq('lone'), product: x.product });
  await send('unattributed sale', postEvents(t.app, secret, [lone]));
  const stored = await t.app.orm.em.fork().findOne(Order, { externalId: lone.external_id });
  if (stored) {
    const url = `/api/v1/admin/sales/${stored.id}/attribution`;
    await send('attribution by string', as(staff, 'POST', url, { blogger: x.promocode, reason: x.product }));
    const credited = await send('attribution', as(staff, 'POST', url, { blogger: seller.email }));
    // Unless the string named an existing blogger (then that one was credited), the seller is.
    expect([200, 409], credited.body).toContain(credited.statusCode);
  }

  const failed = answers.filter(([, a]) => a.statusCode >= 500).map(([w, a]) => `${w}: ${a.statusCode}`);
  expect(failed).toEqual([]);
  expect((await ledgerProblems(t.app.orm.em.fork())).problems).toEqual([]);
}

describe('outside strings as sale fields', () => {
  it('never answer a 5xx and keep the ledger balanced', async () => {
    await fc.assert(fc.asyncProperty(input, run), { numRuns: RUNS, examples });
    // The examples got all the way: a sale of every hostile product was credited and paid its commission.
    const em = t.app.orm.em.fork();
    const sold = await em.find(Order, { kind: 'order', seller: seller.id, product: { $in: HOSTILE_KEYS } });
    expect(new Set(sold.map((o) => o.product))).toEqual(new Set(HOSTILE_KEYS));
    const paid = await em.find(LedgerLine, { order: { $in: sold.map((o) => o.id) }, account: seller.id });
    expect(new Set(paid.map((l) => l.order?.id))).toEqual(new Set(sold.map((o) => o.id)));
  }, 120_000);
});
