/**
 * Product codes are data from the brand's systems: a code that happens to be a name of Object.prototype
 * (`constructor`, `prototype`) is a product like any other. Its override is saved, read back and paid by,
 * never dropped on the way while the save answers 200.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '#contract/errors.ts';
import { applyOrder } from '../../api/modules/commissions/commissions.service.ts';
import { CommissionPlanRow } from '../../api/modules/commissions/plan.entity.ts';
import { DEFAULT_PLAN } from '../../api/modules/commissions/plan.service.ts';
import { LedgerLine } from '../../api/modules/ledger/ledger.entity.ts';
import { bearer, createTestApp, createUser, ENGLISH, signIn, type TestApp } from '../helpers/api-app.ts';
import { makeOrder } from '../helpers/money.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@demo.local')).token;
});
afterAll(async () => t?.close());

const PLAN = '/api/v1/admin/commission-plan';
const em = () => t.app.orm.em.fork();
/** The body as the browser sends it: JSON text, so `__proto__` is a key like the others. */
const save = (json: string) =>
  t.app.inject({
    method: 'POST',
    url: PLAN,
    headers: { ...bearer(admin), ...ENGLISH, 'content-type': 'application/json' },
    payload: json,
  });
const override = (personal: number) => ({ ...structuredClone(DEFAULT_PLAN.rates), personal });

describe('product overrides keyed by a name of Object.prototype', () => {
  it.each(['constructor', 'prototype'])('saves, reads back and pays the override of %s', async (code) => {
    const rates = override(1234);
    const res = await save(JSON.stringify({ ...DEFAULT_PLAN, products: { [code]: rates } }));
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json().products)).toEqual([code]);
    expect(res.json().products[code]).toEqual(rates);
    const current = (await t.app.inject({ url: PLAN, headers: bearer(admin) })).json().current;
    expect(current.products[code]).toEqual(rates);

    const seller = await createUser(t.app, { email: `${code}@keys.test`, createdAt: new Date('2024-01-01') });
    const at = new Date(Date.now() + 60_000).toISOString();
    const order = await makeOrder(t.app, { seller: seller.id, amount: 100_000, at, product: code });
    await applyOrder(em(), order.id);
    const line = await em().findOneOrFail(LedgerLine, { account: seller.id, kind: 'commission' });
    expect([line.amount, line.rateBp, line.rule]).toEqual([12_340, 1234, 'product']);
  });

  it('refuses `__proto__` with a 4xx and writes nothing', async () => {
    const before = await em().count(CommissionPlanRow, {});
    const products = `{"__proto__": ${JSON.stringify(override(1234))}}`;
    const res = await save(
      JSON.stringify({ ...DEFAULT_PLAN, products: {} }).replace('"products":{}', `"products":${products}`),
    );
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await em().count(CommissionPlanRow, {})).toBe(before);
  });
});

it('keeps every field of an error body, whatever its name', () => {
  const errors = { constructor: ['required'], prototype: ['too_long'], price: ['invalid_value'] };
  const parsed = v.parse(ErrorBody, { message: 'x', code: 'validation_failed', errors });
  expect(parsed.errors).toEqual(errors);
  expect(Object.getPrototypeOf(parsed.errors)).toBeNull();
});
