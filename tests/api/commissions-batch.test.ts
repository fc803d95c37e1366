/**
 * `applyOrders` (the sales webhook's batch path) must write exactly what `applyOrder` writes: the same lines
 * for the same chains, rates, early periods, product overrides, skipped earners and closed months.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { applyOrders } from '../../api/modules/commissions/apply-orders.ts';
import { applyOrder } from '../../api/modules/commissions/commissions.service.ts';
import { MonthClose } from '../../api/modules/commissions/plan.entity.ts';
import { LedgerLine } from '../../api/modules/ledger/ledger.entity.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/api-app.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';
import { makeOrder } from '../helpers/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterEach(async () => expectLedgerBalanced(t.app.orm.em.fork()));
afterAll(async () => t?.close());

const em = () => t.app.orm.em.fork();
const NOW = new Date('2026-10-05T12:00:00Z');

/** Two identical worlds (tag a / b): a chain of 6 with a hidden, a USD and a recent member, and a closed month. */
async function world(tag: string): Promise<string[]> {
  const spec: { currency?: 'RUB' | 'USD'; status?: 'approved' | 'hidden'; createdAt: Date }[] = [
    { createdAt: new Date('2026-09-01T00:00:00Z') },
    { createdAt: new Date('2025-01-01T00:00:00Z') },
    { createdAt: new Date('2025-01-01T00:00:00Z'), status: 'hidden' },
    { createdAt: new Date('2025-01-01T00:00:00Z'), currency: 'USD' },
    { createdAt: new Date('2025-01-01T00:00:00Z') },
    { createdAt: new Date('2025-01-01T00:00:00Z') },
  ];
  const ids: string[] = [];
  let sponsor: string | undefined;
  for (let i = spec.length - 1; i >= 0; i--) {
    const s = spec[i]!;
    const user = await createUser(t.app, {
      email: `${tag}${i}@batch.test`,
      sponsor,
      createdAt: s.createdAt,
      currency: s.currency ?? 'RUB',
    });
    if (s.status) await em().nativeUpdate(User, { id: user.id }, { status: s.status });
    sponsor = user.id;
    ids.unshift(user.id);
  }
  // The level-1 upline's September is closed: its September commissions land in the current month.
  const fork = em();
  fork.create(MonthClose, {
    account: ids[1]!,
    month: '2026-09',
    outcome: 'released',
    integrations: 2,
    required: 2,
    amount: 0,
  });
  await fork.flush();
  return ids;
}

const ORDERS = [
  { amount: 100_000, at: '2026-09-10T10:00:00Z', product: 'monthly' },
  { amount: 333_333, at: '2026-10-02T10:00:00Z', product: 'annual-12m' },
  { amount: 99, at: '2026-12-01T10:00:00Z', product: 'monthly' },
  { amount: 1_000_000_000, at: '2026-10-01T00:00:00Z', product: 'monthly', currency: 'USD' as const },
];

async function linesOf(ids: string[], orderIds: string[]) {
  const lines = await em().find(LedgerLine, { order: { $in: orderIds } }, { orderBy: { id: 'asc' } });
  const who = (id: string | undefined) => (id ? ids.indexOf(id) : null);
  return lines
    .map((l) => [
      orderIds.indexOf(l.order!.id),
      who(l.account?.id),
      l.book,
      l.amount,
      l.month,
      l.level,
      l.rateBp,
      l.rule,
      who(l.partner?.id),
    ])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

describe('applyOrders', () => {
  it('writes the same lines and balances as applyOrder, once', async () => {
    const a = await world('a');
    const b = await world('b');
    const one: string[] = [];
    const many: string[] = [];
    for (const o of ORDERS) {
      one.push((await makeOrder(t.app, { seller: a[0]!, ...o })).id);
      many.push((await makeOrder(t.app, { seller: b[0]!, ...o })).id);
    }
    for (const id of one) await applyOrder(em(), id, NOW);
    const count = await em().transactional((tx) => applyOrders(tx, many, NOW));
    expect(count).toBeGreaterThan(5);
    const expected = await linesOf(a, one);
    expect(expected.some((l) => l[4] === '2026-10' && l[1] === 1)).toBe(true);
    expect(await linesOf(b, many)).toEqual(expected);
    for (let i = 0; i < a.length; i++) {
      expect(await bookBalance(em(), b[i]!, 'accrued')).toBe(await bookBalance(em(), a[i]!, 'accrued'));
    }
    // Already posted: nothing more, whichever path is asked.
    expect(await em().transactional((tx) => applyOrders(tx, [...one, ...many], NOW))).toBe(0);
    expect(await applyOrder(em(), many[0]!, NOW)).toBe(0);
  });
});
