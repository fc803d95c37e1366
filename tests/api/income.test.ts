import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { IncomeHistoryPage, IncomeLine } from '#contract/income.ts';
import { db, num } from '../../api/lib/db-query.ts';
import { applyOrder } from '../../api/modules/commissions/commissions.service.ts';
import { createTestApp, type TestApp } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { type IncomeFixture, incomeFixture } from '../helpers/income-fixture.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';
import { makeOrder } from '../helpers/money.ts';

let t: TestApp;
let f: IncomeFixture;
let sellerToken: string;
let sponsorToken: string;
beforeAll(async () => {
  t = await createTestApp();
  f = await incomeFixture(t.app, `${process.pid}`);
  sellerToken = await mintToken(t.app, f.seller.email);
  sponsorToken = await mintToken(t.app, f.sponsor.email);
});
afterEach(async () => expectLedgerBalanced(t.app.orm.em.fork()));
afterAll(async () => t?.close());

async function get(token: string, url: string) {
  const res = await t.app.inject({ url: `/api/v1/${url}`, headers: { authorization: `Bearer ${token}` } });
  return { status: res.statusCode, body: res.json() };
}

async function allLines(token: string, query = '', limit = 100): Promise<IncomeLine[]> {
  const lines: IncomeLine[] = [];
  let cursor: string | null = null;
  do {
    const page: { body: IncomeHistoryPage } = await get(
      token,
      `income/history?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    lines.push(...page.body.items);
    cursor = page.body.next_cursor;
  } while (cursor);
  return lines;
}

describe('month summary', () => {
  it('traces each month to its orders, refunds and close', async () => {
    const months = await Promise.all(
      ['2026-08', '2026-09', '2026-10', '2026-11'].map(
        async (m) => (await get(sellerToken, `income?month=${m}`)).body,
      ),
    );
    expect(months).toEqual([
      // o1 at 20 %, held: 1 integration of the 2 required.
      {
        month: '2026-08',
        currency: 'RUB',
        earned: 20_000,
        orders: 1,
        revenue: 100_000,
        promocode_revenue: 100_000,
        state: 'held',
        integrations: 1,
        required: 2,
      },
      // o2 (click) and o3 earned here; o3 was refunded, so only o2 counts as a sale.
      {
        month: '2026-09',
        currency: 'RUB',
        earned: 50_000,
        orders: 1,
        revenue: 200_000,
        promocode_revenue: 0,
        state: 'released',
        integrations: 2,
        required: 2,
      },
      // o3's refund came after September was released: it is taken back in October.
      {
        month: '2026-10',
        currency: 'RUB',
        earned: -10_000,
        orders: 0,
        revenue: 0,
        promocode_revenue: 0,
        state: 'open',
        integrations: 0,
        required: 2,
      },
      // o4 stays, o5 was refunded in the open month.
      {
        month: '2026-11',
        currency: 'RUB',
        earned: 6_000,
        orders: 1,
        revenue: 30_000,
        promocode_revenue: 30_000,
        state: 'open',
        integrations: 0,
        required: 2,
      },
    ]);
  });

  it('charts the 12 months ending with the chosen one', async () => {
    const { body } = await get(sellerToken, 'income/chart?month=2026-11');
    expect(body.months).toHaveLength(12);
    expect(body.months[0]).toEqual({ month: '2025-12', earned: 0, state: 'open' });
    expect(body.months.slice(8)).toEqual([
      { month: '2026-08', earned: 20_000, state: 'held' },
      { month: '2026-09', earned: 50_000, state: 'released' },
      { month: '2026-10', earned: -10_000, state: 'open' },
      { month: '2026-11', earned: 6_000, state: 'open' },
    ]);
  });

  it('earns per month exactly what the ledger lines of the month sum to', async () => {
    for (const [id, token] of [
      [f.seller.id, sellerToken],
      [f.sponsor.id, sponsorToken],
    ] as const) {
      const rows = await db(t.app.orm.em.fork())
        .selectFrom('ledger_lines')
        .select(['month', (eb) => eb.fn.sum('amount').as('total')])
        .where('account_id', '=', id)
        .where('kind', 'in', ['commission', 'reversal', 'bonus'])
        .groupBy('month')
        .execute();
      const chart = (await get(token, 'income/chart?month=2026-11')).body.months as {
        month: string;
        earned: number;
      }[];
      const fromLines = Object.fromEntries(rows.map((r) => [r.month, num(r.total)]));
      expect(Object.fromEntries(chart.filter((m) => m.earned).map((m) => [m.month, m.earned]))).toEqual(
        fromLines,
      );
    }
  });
});

describe('earnings history', () => {
  it('gives every line its order, rule, state and reason', async () => {
    const lines = await allLines(sellerToken);
    const { o1, o2, o3, o4, o5 } = f.orders;
    const view = lines.map((l) => [l.order?.external_id, l.type, l.amount, l.rate_bp, l.state, l.reason]);
    expect(view).toEqual([
      [
        o5.externalId,
        'reversal',
        -8_000,
        2000,
        'reversed',
        { code: 'refund', params: { order: o5.externalId, date: '2026-11-06T10:00:00.000Z' } },
      ],
      [
        o5.externalId,
        'own',
        8_000,
        2000,
        'reversed',
        { code: 'reversed_refund', params: { order: o5.externalId, date: '2026-11-06T10:00:00.000Z' } },
      ],
      [o4.externalId, 'own', 6_000, 2000, 'accrued', { code: 'accrued_open', params: { month: '2026-11' } }],
      [
        o3.externalId,
        'reversal',
        -10_000,
        2000,
        'reversed',
        { code: 'refund', params: { order: o3.externalId, date: '2026-10-02T12:00:00.000Z' } },
      ],
      [
        o3.externalId,
        'own',
        10_000,
        2000,
        'reversed',
        { code: 'reversed_refund', params: { order: o3.externalId, date: '2026-10-02T12:00:00.000Z' } },
      ],
      [o2.externalId, 'own', 40_000, 2000, 'paid', { code: 'paid_released', params: { month: '2026-09' } }],
      [
        o1.externalId,
        'own',
        20_000,
        2000,
        'held',
        { code: 'held_integrations', params: { month: '2026-08', integrations: 1, required: 2 } },
      ],
    ]);
    expect(lines.at(-1)).toMatchObject({
      product: 'monthly',
      promocode: o1.promocode,
      level: 0,
      rule: 'standard',
      partner: null,
      order: { occurred_at: '2026-08-10T10:00:00.000Z', amount: 100_000, currency: 'RUB' },
    });
  });

  it('shows the sponsor the partner by nickname only, the held month over a later refund, and the bonus', async () => {
    const lines = await allLines(sponsorToken);
    const o3 = lines.find((l) => l.order?.external_id === f.orders.o3.externalId);
    expect(o3).toMatchObject({ type: 'team', level: 1, rate_bp: 500, amount: 2_500, state: 'held' });
    expect(o3?.partner).toBe(`sasha-${process.pid}`);
    expect(lines.find((l) => l.order?.external_id === f.orders.o1.externalId)?.state).toBe('paid');
    expect(lines[0]).toMatchObject({ type: 'quick_start', amount: 3_000_000, state: 'paid', order: null });
    expect(JSON.stringify(lines)).not.toContain(f.seller.email);
    const august = (await get(sponsorToken, 'income?month=2026-08')).body;
    expect(august).toMatchObject({ earned: 5_000 + 3_000_000, state: 'released', integrations: 2 });
  });

  it('filters by product and month', async () => {
    const yearly = await allLines(sellerToken, '&product=yearly');
    expect(yearly.map((l) => l.order?.external_id)).toEqual([f.orders.o2.externalId]);
    const november = await allLines(sellerToken, '&month=2026-11');
    expect(november.map((l) => l.amount)).toEqual([-8_000, 8_000, 6_000]);
    const both = await allLines(sellerToken, '&month=2026-08&product=yearly');
    expect(both).toEqual([]);
    const products = (await get(sellerToken, 'income/products')).body;
    expect(products.map((p: { code: string }) => p.code)).toEqual(
      expect.arrayContaining(['monthly', 'yearly']),
    );
  });

  it('pages with a stable cursor: small pages add up to the whole list, new lines do not shift them', async () => {
    const whole = await allLines(sellerToken);
    const first = (await get(sellerToken, 'income/history?limit=3')).body as IncomeHistoryPage;
    const order = await makeOrder(t.app, { seller: f.seller.id, amount: 10_000, at: '2026-11-10T10:00:00Z' });
    await applyOrder(t.app.orm.em.fork(), order.id, new Date('2026-11-10T10:00:00Z'));
    const second = (await get(sellerToken, `income/history?limit=3&cursor=${first.next_cursor}`)).body;
    expect([...first.items, ...second.items].map((l) => l.id)).toEqual(whole.slice(0, 6).map((l) => l.id));
    const paged = await allLines(sellerToken, '', 2);
    expect(paged.slice(1).map((l) => l.id)).toEqual(whole.map((l) => l.id));
  });
});
