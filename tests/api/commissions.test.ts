import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { applyOrder, applyRefund } from '../../api/modules/commissions/commissions.service.ts';
import { closeMonth } from '../../api/modules/commissions/month-close.service.ts';
import { LedgerLine } from '../../api/modules/ledger/ledger.entity.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/api-app.ts';
import { bookBalance, expectLedgerBalanced } from '../helpers/ledger.ts';
import { makeIntegrations, makeOrder, makeRefund } from '../helpers/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterEach(async () => expectLedgerBalanced(t.app.orm.em.fork()));
afterAll(async () => t?.close());

const LONG_AGO = new Date('2025-01-01T00:00:00Z');
let n = 0;
/** A sponsor chain top → … → seller; returns ids from the seller (index 0) upwards. */
async function chain(length: number, sellerCreatedAt = LONG_AGO, tag = `c${++n}`): Promise<string[]> {
  let sponsor: string | undefined;
  const ids: string[] = [];
  for (let i = length - 1; i >= 0; i--) {
    const user = await createUser(t.app, {
      email: `${tag}-${i}@money.test`,
      sponsor,
      createdAt: i === 0 ? sellerCreatedAt : LONG_AGO,
    });
    sponsor = user.id;
    ids.unshift(user.id);
  }
  return ids;
}

const accrued = (id: string) => bookBalance(t.app.orm.em.fork(), id, 'accrued');
const wallet = (id: string) => bookBalance(t.app.orm.em.fork(), id, 'wallet');
const em = () => t.app.orm.em.fork();

describe('commissions per level', () => {
  it('pays the seller and 4 uplines at the standard rates, never a 5th level, and only once', async () => {
    const ids = await chain(6);
    const order = await makeOrder(t.app, {
      seller: ids[0] as string,
      amount: 100_000,
      at: '2026-09-10T10:00:00Z',
    });
    expect(await applyOrder(em(), order.id)).toBe(5);
    expect(await applyOrder(em(), order.id)).toBe(0);
    expect(await Promise.all(ids.map(accrued))).toEqual([20_000, 5_000, 3_000, 2_000, 1_000, 0]);
    const lines = await em().find(
      LedgerLine,
      { order: order.id, account: { $ne: null } },
      { orderBy: { level: 'asc' } },
    );
    expect(lines.map((l) => [l.level, l.rateBp, l.rule, l.month])).toEqual([
      [0, 2000, 'standard', '2026-09'],
      [1, 500, 'standard', '2026-09'],
      [2, 300, 'standard', '2026-09'],
      [3, 200, 'standard', '2026-09'],
      [4, 100, 'standard', '2026-09'],
    ]);
    expect(lines.every((l) => l.partner?.id === ids[0])).toBe(true);
  });

  it('pays the early rates within 60 days of the earner registering, and the standard ones after', async () => {
    const ids = await chain(2, new Date('2026-09-01T00:00:00Z'));
    const inside = await makeOrder(t.app, {
      seller: ids[0] as string,
      amount: 100_000,
      at: '2026-10-30T23:00:00Z',
    });
    const after = await makeOrder(t.app, {
      seller: ids[0] as string,
      amount: 100_000,
      at: '2026-10-31T00:00:01Z',
    });
    await applyOrder(em(), inside.id);
    expect(await accrued(ids[0] as string)).toBe(25_000);
    expect(await accrued(ids[1] as string)).toBe(5_000);
    await applyOrder(em(), after.id);
    expect(await accrued(ids[0] as string)).toBe(45_000);
  });

  it('pays the standard rates, not the early ones, on an order dated before the earner registered', async () => {
    const ids = await chain(2, new Date('2026-09-01T00:00:00Z'));
    const before = await makeOrder(t.app, {
      seller: ids[0] as string,
      amount: 100_000,
      at: '2026-08-31T23:59:00Z',
    });
    await applyOrder(em(), before.id);
    const lines = await em().find(LedgerLine, { order: before.id, account: ids[0] as string });
    expect(lines.map((l) => [l.rateBp, l.rule])).toEqual([[2000, 'standard']]);
    expect(await accrued(ids[0] as string)).toBe(20_000);
  });

  it('uses the product override', async () => {
    const ids = await chain(2);
    const order = await makeOrder(t.app, {
      seller: ids[0] as string,
      amount: 100_000,
      at: '2026-09-10T10:00:00Z',
      product: 'annual-12m',
    });
    await applyOrder(em(), order.id);
    expect([await accrued(ids[0] as string), await accrued(ids[1] as string)]).toEqual([15_000, 4_000]);
  });

  it('skips hidden uplines and other currencies but keeps counting levels through them', async () => {
    const ids = await chain(3);
    await em().nativeUpdate(User, { id: ids[1] }, { status: 'hidden' });
    const order = await makeOrder(t.app, {
      seller: ids[0] as string,
      amount: 100_000,
      at: '2026-09-10T10:00:00Z',
    });
    await applyOrder(em(), order.id);
    expect(await Promise.all(ids.map(accrued))).toEqual([20_000, 0, 3_000]);
  });
});

describe('refunds', () => {
  it('reverse exactly what the order paid while the month is open', async () => {
    const ids = await chain(3);
    const order = await makeOrder(t.app, {
      seller: ids[0] as string,
      amount: 123_457,
      at: '2026-09-10T10:00:00Z',
    });
    await applyOrder(em(), order.id);
    const refund = await makeRefund(t.app, order, '2026-09-20T10:00:00Z');
    expect(await applyRefund(em(), refund.id)).toBe(3);
    expect(await applyRefund(em(), refund.id)).toBe(0);
    expect(await Promise.all(ids.map(accrued))).toEqual([0, 0, 0]);
  });
});

describe('month close', () => {
  it('releases with 2 integrations, holds with 1, and needs 3 for agreements before 03.08.24', async () => {
    const [ok] = await chain(1);
    const [short] = await chain(1);
    const old2 = await createUser(t.app, {
      email: 'old2@money.test',
      agreementDate: '2024-08-02',
      createdAt: LONG_AGO,
    });
    const old3 = await createUser(t.app, {
      email: 'old3@money.test',
      agreementDate: '2024-06-01',
      createdAt: LONG_AGO,
    });
    const month = '2026-07';
    for (const [id, count] of [
      [ok, 2],
      [short, 1],
      [old2.id, 2],
      [old3.id, 3],
    ] as const) {
      const o = await makeOrder(t.app, { seller: id as string, amount: 50_000, at: '2026-07-15T10:00:00Z' });
      await applyOrder(em(), o.id);
      await makeIntegrations(
        t.app,
        id as string,
        ['2026-07-01', '2026-07-31', '2026-06-30', '2026-08-01']
          .slice(0, 2)
          .concat(count === 3 ? ['2026-07-20'] : [])
          .slice(0, count),
      );
    }
    const runs = await Promise.all([
      closeMonth(em(), month, new Date('2026-08-01T01:00:00Z')),
      closeMonth(em(), month, new Date('2026-08-01T01:00:00Z')),
    ]);
    expect(runs[0] + runs[1]).toBe(4);
    expect(await closeMonth(em(), month, new Date('2026-08-02T00:00:00Z'))).toBe(0);
    expect(await wallet(ok as string)).toBe(10_000);
    expect(await wallet(short as string)).toBe(0);
    expect(await wallet(old2.id)).toBe(0);
    expect(await wallet(old3.id)).toBe(10_000);
    for (const id of [ok, short, old2.id, old3.id]) expect(await accrued(id as string)).toBe(0);
  });

  it('takes a refund from the wallet after release, and nothing after a hold', async () => {
    const [paid] = await chain(1);
    const [held] = await chain(1);
    const a = await makeOrder(t.app, { seller: paid as string, amount: 50_000, at: '2026-05-15T10:00:00Z' });
    const b = await makeOrder(t.app, { seller: held as string, amount: 50_000, at: '2026-05-15T10:00:00Z' });
    await applyOrder(em(), a.id);
    await applyOrder(em(), b.id);
    await makeIntegrations(t.app, paid as string, ['2026-05-02', '2026-05-03']);
    await closeMonth(em(), '2026-05', new Date('2026-06-01T00:00:00Z'));
    expect(await wallet(paid as string)).toBe(10_000);
    await applyRefund(
      em(),
      (await makeRefund(t.app, a, '2026-06-03T00:00:00Z')).id,
      new Date('2026-06-03T00:00:00Z'),
    );
    await applyRefund(
      em(),
      (await makeRefund(t.app, b, '2026-06-03T00:00:00Z')).id,
      new Date('2026-06-03T00:00:00Z'),
    );
    expect(await wallet(paid as string)).toBe(0);
    expect([await wallet(held as string), await accrued(held as string)]).toEqual([0, 0]);
  });

  it('books an order arriving after its month closed into the current month', async () => {
    const [id] = await chain(1);
    const first = await makeOrder(t.app, {
      seller: id as string,
      amount: 10_000,
      at: '2026-03-15T10:00:00Z',
    });
    await applyOrder(em(), first.id);
    await closeMonth(em(), '2026-03', new Date('2026-04-01T00:00:00Z'));
    const late = await makeOrder(t.app, { seller: id as string, amount: 10_000, at: '2026-03-20T10:00:00Z' });
    await applyOrder(em(), late.id, new Date('2026-04-05T00:00:00Z'));
    const line = await em().findOneOrFail(LedgerLine, { order: late.id, account: id as string });
    expect(line.month).toBe('2026-04');
  });
});

describe('quick-start bonus', () => {
  it('needs more than 20 active partners and 500 000 RUB in 60 days, and is paid once', async () => {
    const star = await createUser(t.app, {
      email: 'star@money.test',
      createdAt: new Date('2026-01-05T00:00:00Z'),
    });
    const partners: string[] = [];
    for (let i = 0; i < 21; i++) {
      partners.push((await createUser(t.app, { email: `p${i}@money.test`, sponsor: star.id })).id);
    }
    // 20 partners sell inside the window; the 21st only after it (not active yet).
    for (const p of partners.slice(0, 20))
      await makeOrder(t.app, { seller: p, amount: 1_000, at: '2026-02-01T00:00:00Z' });
    await makeOrder(t.app, { seller: partners[20] as string, amount: 1_000, at: '2026-03-10T00:00:00Z' });
    const big = await makeOrder(t.app, { seller: star.id, amount: 50_000_000, at: '2026-02-10T00:00:00Z' });
    await applyOrder(em(), big.id);
    const now = new Date('2026-04-01T00:00:00Z');
    await closeMonth(em(), '2026-02', now);
    expect(await bonuses(star.id)).toEqual([]);

    await makeIntegrations(t.app, partners[20] as string, ['2026-02-20']);
    const runs = await Promise.all([closeMonth(em(), '2026-03', now), closeMonth(em(), '2026-03', now)]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(1);
    await closeMonth(em(), '2026-01', now);
    expect(await bonuses(star.id)).toEqual([3_000_000]);
  });
});

const bonuses = async (id: string) =>
  (await em().find(LedgerLine, { account: id, kind: 'bonus' })).map((l) => l.amount);
