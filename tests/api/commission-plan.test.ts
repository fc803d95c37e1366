/**
 * The commission plan in the admin area (decision 040): who may read and save it, what a save validates,
 * that an order is paid by the version in force when it happened, and the month close run by hand.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Msg } from '#contract/messages.ts';
import { AuditEntry } from '../../api/modules/audit/audit.entity.ts';
import { applyOrder } from '../../api/modules/commissions/commissions.service.ts';
import { CommissionPlanRow, MonthClose } from '../../api/modules/commissions/plan.entity.ts';
import { DEFAULT_PLAN } from '../../api/modules/commissions/plan.service.ts';
import { LedgerLine } from '../../api/modules/ledger/ledger.entity.ts';
import { bearer, createTestApp, createUser, ENGLISH, signIn, type TestApp } from '../helpers/api-app.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';
import { makeIntegrations, makeOrder } from '../helpers/money.ts';

let t: TestApp;
let admin: string;
let moderator: string;
let blogger: string;
beforeAll(async () => {
  t = await createTestApp();
  await createUser(t.app, { email: 'mod@plan.test', role: 'moderator' });
  admin = (await signIn(t.app, 'admin@demo.local')).token;
  moderator = (await signIn(t.app, 'mod@plan.test')).token;
  blogger = (await signIn(t.app, 'ambassador@demo.local')).token;
});
afterEach(async () => expectLedgerBalanced(t.app.orm.em.fork()));
afterAll(async () => t?.close());

const PLAN = '/api/v1/admin/commission-plan';
const CLOSES = '/api/v1/admin/month-closes';
const em = () => t.app.orm.em.fork();
const clone = <T>(value: T): T => structuredClone(value);
const save = (token: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: PLAN,
    headers: { ...bearer(token), ...ENGLISH },
    payload: payload as object,
  });
const counts = async () => [await em().count(CommissionPlanRow, {}), await em().count(AuditEntry, {})];

describe('reading and saving the plan', () => {
  it('shows the default plan to staff only', async () => {
    const res = await t.app.inject({ url: PLAN, headers: bearer(moderator) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.current).toMatchObject({ version: 1, created_by: null, ...DEFAULT_PLAN });
    expect(body.versions.map((p: { version: number }) => p.version)).toEqual([1]);
    expect((await t.app.inject({ url: PLAN, headers: bearer(blogger) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: PLAN })).statusCode).toBe(401);
  });

  it('lets only an admin save a version, and audits it', async () => {
    const before = await counts();
    const body = clone(DEFAULT_PLAN);
    body.rates.personal = 2250;
    expect((await save(moderator, body)).statusCode).toBe(403);
    expect((await save(blogger, body)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);

    const res = await save(admin, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ version: 2, created_by: 'admin@demo.local', rates: body.rates });
    const audit = await em().findOneOrFail(AuditEntry, { action: 'commission_plan.save' });
    expect([audit.targetId, audit.reason]).toEqual([res.json().id, 'v2']);
    const history = (await t.app.inject({ url: PLAN, headers: bearer(moderator) })).json();
    expect(history.current.version).toBe(2);
    expect(history.versions.map((p: { version: number }) => p.version)).toEqual([2, 1]);
  });

  it.each([
    ['a rate above 100 %', (p: typeof DEFAULT_PLAN) => (p.rates.personal = 10_001), 'rates.personal'],
    ['a negative level rate', (p: typeof DEFAULT_PLAN) => (p.rates.levels[2] = -1), 'rates.levels.2'],
    ['a fractional basis point', (p: typeof DEFAULT_PLAN) => (p.rates.levels[0] = 12.5), 'rates.levels.0'],
    ['five levels', (p: typeof DEFAULT_PLAN) => p.rates.levels.push(100), 'rates.levels'],
    ['early days beyond a year', (p: typeof DEFAULT_PLAN) => (p.early_days = 366), 'early_days'],
    ['a bad product code', (p: typeof DEFAULT_PLAN) => (p.products['a b'] = p.rates), 'products.a b'],
  ])('refuses %s and writes nothing', async (_name, mutate, field) => {
    const before = await counts();
    const body = clone(DEFAULT_PLAN);
    mutate(body);
    const res = await save(admin, body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
    expect(await counts()).toEqual(before);
  });

  it('caps what one order may pay in total, for the plan and for every product', async () => {
    const before = await counts();
    const body = clone(DEFAULT_PLAN);
    body.rates.early_personal = 5000; // 50 % + 16 % for the early levels
    const product = clone(DEFAULT_PLAN.rates);
    product.levels = [2000, 2000, 1000, 1000];
    body.products.promo = product;
    const res = await save(admin, body);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      rates: [Msg.rate_total_max.message],
      'products.promo': [Msg.rate_total_max.message],
    });
    const many = clone(DEFAULT_PLAN);
    for (let i = 0; i < 51; i++) many.products[`p${i}`] = DEFAULT_PLAN.rates;
    expect((await save(admin, many)).json().errors).toMatchObject({ products: [Msg.too_long.message] });
    expect(await counts()).toEqual(before);
  });
});

describe('a version applies from the time it was saved', () => {
  it('pays orders before the save by the old plan and orders after it by the new one', async () => {
    const seller = await createUser(t.app, { email: 'seller@plan.test', createdAt: new Date('2024-01-01') });
    // After the previous test's save (version 2), before this one's.
    const before = await makeOrder(t.app, {
      seller: seller.id,
      amount: 100_000,
      at: new Date().toISOString(),
    });
    // Kept: the save must be stamped a few milliseconds after the order; only time passing does that.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const body = clone(DEFAULT_PLAN);
    body.rates.personal = 3333;
    expect((await save(admin, body)).statusCode).toBe(200);
    const after = await makeOrder(t.app, {
      seller: seller.id,
      amount: 100_001,
      at: new Date(Date.now() + 60_000).toISOString(),
    });
    await applyOrder(em(), before.id);
    await applyOrder(em(), after.id);
    const lines = await em().find(LedgerLine, { account: seller.id, kind: 'commission' });
    const rateOf = (order: string) => lines.find((l) => l.order?.id === order);
    expect([rateOf(before.id)?.rateBp, rateOf(before.id)?.amount]).toEqual([2250, 22_500]);
    // 100 001 × 33.33 % = 33 330.33…: rounded down to the kopeck.
    expect([rateOf(after.id)?.rateBp, rateOf(after.id)?.amount]).toEqual([3333, 33_330]);
  });
});

describe('month close from the admin area', () => {
  const run = (token: string, month: string) =>
    t.app.inject({
      method: 'POST',
      url: CLOSES,
      headers: { ...bearer(token), ...ENGLISH },
      payload: { month },
    });

  it('refuses the current and future months, and non-admins', async () => {
    const before = await em().count(MonthClose, {});
    const current = new Date().toISOString().slice(0, 7);
    for (const month of [current, '2099-01']) {
      const res = await run(admin, month);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ month: [Msg.month_not_ended.message] });
    }
    expect((await run(admin, '2025-13')).statusCode).toBe(422);
    expect((await run(moderator, '2025-01')).statusCode).toBe(403);
    expect(await em().count(MonthClose, {})).toBe(before);
  });

  it('closes a past month, lists the results, and sweeps late accounts on a second run', async () => {
    const createdAt = new Date('2024-01-01T00:00:00Z');
    const paid = await createUser(t.app, { email: 'paid@plan.test', createdAt });
    const held = await createUser(t.app, { email: 'held@plan.test', createdAt });
    await makeIntegrations(t.app, paid.id, ['2025-03-03', '2025-03-20']);
    await makeIntegrations(t.app, held.id, ['2025-03-05']);
    for (const [seller, amount] of [
      [paid.id, 200_000],
      [held.id, 100_000],
    ] as const) {
      const order = await makeOrder(t.app, { seller, amount, at: '2025-03-10T10:00:00Z' });
      await applyOrder(em(), order.id);
    }
    const first = await run(admin, '2025-03');
    expect(first.json()).toEqual({ month: '2025-03', ran: true, closed: 2 });
    const list = await t.app.inject({ url: `${CLOSES}?month=2025-03`, headers: bearer(moderator) });
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.job.finished_at).not.toBeNull();
    expect(
      page.items.map((i: Record<string, unknown>) => [
        (i.account as { email: string }).email,
        i.outcome,
        i.integrations,
        i.required,
        i.amount,
        i.currency,
      ]),
    ).toEqual([
      ['held@plan.test', 'held', 1, 2, 20_000, 'RUB'],
      ['paid@plan.test', 'released', 2, 2, 40_000, 'RUB'],
    ]);
    expect(await bookBalance(em(), paid.id, 'wallet')).toBe(40_000);

    const late = await createUser(t.app, { email: 'late@plan.test', createdAt });
    await makeIntegrations(t.app, late.id, ['2025-03-01', '2025-03-02']);
    const order = await makeOrder(t.app, { seller: late.id, amount: 10_000, at: '2025-03-31T20:00:00Z' });
    await applyOrder(em(), order.id);
    expect((await run(admin, '2025-03')).json()).toEqual({ month: '2025-03', ran: true, closed: 1 });
    expect((await run(admin, '2025-03')).json()).toEqual({ month: '2025-03', ran: true, closed: 0 });
    expect(await em().count(MonthClose, { month: '2025-03' })).toBe(3);
    expect(await bookBalance(em(), late.id, 'wallet')).toBe(2_000);
  });

  it('lists the month that ended last when none is named', async () => {
    const res = await t.app.inject({ url: CLOSES, headers: bearer(moderator) });
    expect(res.statusCode).toBe(200);
    const now = new Date();
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    expect(res.json().month).toBe(last.toISOString().slice(0, 7));
    expect((await t.app.inject({ url: CLOSES, headers: bearer(blogger) })).statusCode).toBe(403);
  });
});
