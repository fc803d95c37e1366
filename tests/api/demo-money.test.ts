/**
 * The demo money seed (api/db/seed/demo-money.ts): on an empty database the demo ambassador gets
 * promocodes, six months of sales and refunds, team income four levels deep, closed months (one held by
 * the integration rule), a wallet above the minimum and a payout connection; the English blogger sells in
 * USD. The same figures on every empty database, and the ledger balances.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_WITHDRAWAL_MINOR, monthOf } from '#contract/money.ts';
import { demoMoneyIds, seedDemo } from '../../api/db/seed/demo.ts';
import { HELD_MONTH, monthStart } from '../../api/db/seed/demo-money-sales.ts';
import { db, num } from '../../api/lib/db-query.ts';
import { PayoutConnection, Withdrawal } from '../../api/modules/wallet/wallet.entity.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';

let t: TestApp;
let ids: NonNullable<typeof demoMoneyIds>;
// The seed itself is under test: it runs here, on an empty database, not copied from the run's template.
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await seedDemo(t.app.orm.em.fork());
  ids = demoMoneyIds as NonNullable<typeof demoMoneyIds>;
});
afterAll(async () => t?.close());

const em = () => t.app.orm.em.fork();

/** What the seed produced, in a form two databases can be compared by (no ids, no creation times). */
async function summary(app: TestApp['app']) {
  const q = db(app.orm.em.fork());
  const orders = await q
    .selectFrom('orders as o')
    .leftJoin('users as u', 'u.id', 'o.seller_id')
    .select(['o.external_id', 'o.kind', 'o.product', 'o.amount', 'o.currency', 'o.promocode', 'u.email'])
    .orderBy('o.external_id')
    .execute();
  const balances = await q
    .selectFrom('balances as b')
    .innerJoin('users as u', 'u.id', 'b.account_id')
    .select(['u.email', 'b.book', 'b.amount'])
    .orderBy('u.email')
    .orderBy('b.book')
    .execute();
  const closes = await q
    .selectFrom('month_closes as m')
    .innerJoin('users as u', 'u.id', 'm.account_id')
    .select(['u.email', 'm.month', 'm.outcome', 'm.integrations', 'm.amount'])
    .orderBy('m.month')
    .orderBy('u.email')
    .execute();
  return JSON.parse(
    JSON.stringify({ orders, balances, closes }, (_k, v) => (typeof v === 'bigint' ? Number(v) : v)),
  );
}

describe('demo money', () => {
  it('gives the ambassador promocodes, a wallet above the minimum and a payout connection', async () => {
    const codes = await db(em())
      .selectFrom('promocodes')
      .select(['code', 'network'])
      .where('owner_id', '=', ids.ambassador)
      .execute();
    expect(codes.length).toBeGreaterThanOrEqual(3);
    expect(new Set(codes.map((c) => c.network)).size).toBe(codes.length);
    expect(await bookBalance(em(), ids.ambassador, 'wallet')).toBeGreaterThan(MIN_WITHDRAWAL_MINOR.RUB);
    expect(await bookBalance(em(), ids.ambassador, 'accrued')).toBeGreaterThan(0);
    expect(await em().count(PayoutConnection, { owner: ids.ambassador })).toBe(1);
    await expectLedgerBalanced(em());
  });

  it('gives the ambassador one paid request and one waiting in the queue, with the wallet still above the minimum', async () => {
    const requests = await em().find(
      Withdrawal,
      { owner: ids.ambassador },
      { orderBy: { createdAt: 'asc' } },
    );
    expect(requests.map((w) => [w.status, w.amount])).toEqual([
      ['completed', 1_000_000],
      ['pending', 1_000_000],
    ]);
    expect(await bookBalance(em(), ids.ambassador, 'withdrawal')).toBe(1_000_000);
    expect(await bookBalance(em(), ids.ambassador, 'wallet')).toBeGreaterThan(MIN_WITHDRAWAL_MINOR.RUB);
  });

  it('spreads sales and refunds over six past months, with the annual plan among the products', async () => {
    const rows = await db(em())
      .selectFrom('orders')
      .select(['kind', 'product', 'occurred_at'])
      .where('seller_id', '=', ids.ambassador)
      .execute();
    const months = new Set(
      rows.filter((r) => r.kind === 'order').map((r) => monthOf(new Date(r.occurred_at))),
    );
    const now = new Date();
    for (let m = -6; m <= -1; m++) expect(months).toContain(monthOf(monthStart(now, m)));
    expect(new Set(rows.map((r) => r.product))).toContain('annual-12m');
    expect(rows.filter((r) => r.kind === 'refund').length).toBeGreaterThanOrEqual(3);
  });

  it('pays the ambassador from her own sales and team levels 1 to 4, Maria still on line 1', async () => {
    const levels = await db(em())
      .selectFrom('ledger_lines')
      .select('level')
      .distinct()
      .where('account_id', '=', ids.ambassador)
      .where('kind', '=', 'commission')
      .execute();
    // Levels 1–3 from the money seed's line below Maria, level 4 from the demo team (demo-team.ts).
    expect(levels.map((l) => num(l.level)).sort()).toEqual([0, 1, 2, 3, 4]);
    const maria = await db(em())
      .selectFrom('users')
      .select('sponsor_id')
      .where('id', '=', ids.accounts.maria as string)
      .executeTakeFirst();
    expect(maria?.sponsor_id).toBe(ids.ambassador);
  });

  it('closes the past months: all released but the one held by the integration rule', async () => {
    const rows = await db(em())
      .selectFrom('month_closes')
      .select(['month', 'outcome', 'integrations', 'required'])
      .where('account_id', '=', ids.ambassador)
      .orderBy('month')
      .execute();
    const held = monthOf(monthStart(new Date(), HELD_MONTH));
    expect(rows).toHaveLength(6);
    expect(
      rows.filter((r) => r.outcome === 'held').map((r) => [r.month, r.integrations, r.required]),
    ).toEqual([[held, 1, 2]]);
    expect(ids.closedMonths).toEqual(rows.map((r) => r.month));
    const runs = await db(em())
      .selectFrom('job_runs')
      .select('period')
      .where('name', '=', 'month-close')
      .execute();
    expect(runs.map((r) => r.period).sort()).toEqual(ids.closedMonths);
  });

  it('gives the English blogger USD sales and a wallet above the USD minimum', async () => {
    const currencies = await db(em())
      .selectFrom('orders')
      .select('currency')
      .distinct()
      .where('seller_id', '=', ids.english)
      .execute();
    expect(currencies.map((c) => c.currency)).toEqual(['USD']);
    expect(await bookBalance(em(), ids.english, 'wallet')).toBeGreaterThan(MIN_WITHDRAWAL_MINOR.USD);
  });

  it('has an order on fraud review: in the staff queue and "on review" for its seller and uplines', async () => {
    const admin = (await signIn(t.app, 'admin@demo.local')).token;
    const queue = await t.app.inject({ url: '/api/v1/admin/fraud/reviews', headers: bearer(admin) });
    expect(queue.json().items).toEqual([
      expect.objectContaining({
        rules: ['self_referral'],
        order: expect.objectContaining({ external_id: 'demo-review-1' }),
      }),
    ]);
    for (const email of ['pavel@demo.local', 'newbie@demo.local', 'ambassador@demo.local']) {
      const token = (await signIn(t.app, email)).token;
      const mine = await t.app.inject({ url: '/api/v1/income/on-review', headers: bearer(token) });
      expect(mine.json().on_review).toBeGreaterThan(0);
    }
  });

  it('writes the same figures on every empty database', async () => {
    const other = await createTestApp({ seed: false });
    try {
      await seedDemo(other.app.orm.em.fork());
      expect(await summary(other.app)).toEqual(await summary(t.app));
    } finally {
      await other.close();
    }
  });
});
