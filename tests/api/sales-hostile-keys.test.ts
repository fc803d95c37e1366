/**
 * Product names that are also names of Object.prototype members (`constructor`, `__proto__` …) are plain
 * data: a sale with one is recorded and pays the standard rates, by webhook, CSV import or by hand.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Order } from '../../api/modules/orders/order.entity.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';
import { blogger, order, postEvents, uniq } from '../helpers/sales.ts';

const NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

let t: TestApp;
let staff: string;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await createUser(t.app, { email: 'mod@keys.test', role: 'moderator' });
  staff = await mintToken(t.app, 'mod@keys.test');
});
afterEach(async () => expectLedgerBalanced(t.app.orm.em.fork()));
afterAll(async () => t?.close());

const em = () => t.app.orm.em.fork();
const admin = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${staff}` } });
const accrued = (id: string) => bookBalance(em(), id, 'accrued');
/** The plan's standard personal rate (20 %) of 100 000. */
const STANDARD = 20_000;
const code = () => uniq('Key').replaceAll('-', '');

describe('a product named like an Object.prototype member', () => {
  it.each(NAMES)('webhook: "%s" is recorded and pays the standard rate', async (product) => {
    const promocode = code();
    const seller = await blogger(t.app, { promocode });
    const res = await postEvents(t.app, t.config.sales.webhookSecret, [order({ product, promocode })]);
    expect(res.statusCode).toBe(200);
    expect(res.json().results[0]).toMatchObject({ status: 'recorded', attribution: 'promocode' });
    expect(await accrued(seller.id)).toBe(STANDARD);
  });

  it.each(NAMES)('CSV import: a "%s" row is recorded with the rest of the file', async (product) => {
    const promocode = code();
    const seller = await blogger(t.app, { promocode });
    const when = new Date(Date.now() - 60_000).toISOString();
    const ids = [uniq('csv'), uniq('csv')];
    const csv = [
      'type,external_id,product,amount,currency,promocode,occurred_at',
      `order,${ids[0]},${product},100000,RUB,${promocode},${when}`,
      `order,${ids[1]},monthly,100000,RUB,${promocode},${when}`,
    ].join('\n');
    const res = await admin('/api/v1/admin/sales/import', { csv });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ recorded: 2, attributed: 2, rejected: [], invalid: 0 });
    expect(await accrued(seller.id)).toBe(2 * STANDARD);
  });

  it.each(NAMES)('manual attribution of an unattributed "%s" sale posts its commission', async (product) => {
    const seller = await blogger(t.app);
    const ev = order({ product });
    await postEvents(t.app, t.config.sales.webhookSecret, [ev]);
    const sale = await em().findOneOrFail(Order, { externalId: ev.external_id });
    const res = await admin(`/api/v1/admin/sales/${sale.id}/attribution`, { blogger: seller.email });
    expect(res.statusCode).toBe(200);
    expect(await accrued(seller.id)).toBe(STANDARD);
  });
});
