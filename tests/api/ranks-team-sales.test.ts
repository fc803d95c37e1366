/**
 * The ranks page's team sales (decision 099): read from the team or from the month, whichever is smaller,
 * and the same sums either way, equal to what the monthly job counts for the same blogger.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthSideSales, smallerSide, teamSideSales } from '../../api/modules/ranks/rank-sales.ts';
import { monthFigures } from '../../api/modules/ranks/rank-stats.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/api-app.ts';
import { makeOrder, makeRefund } from '../helpers/money.ts';

let t: TestApp;
const tag = `ts${process.pid}`;
const MONTH = '2026-03';
const from = new Date('2026-03-01T00:00:00Z');
const to = new Date('2026-04-01T00:00:00Z');
const QUIET = { from: new Date('2026-05-01T00:00:00Z'), to: new Date('2026-06-01T00:00:00Z') };
const at = (day: number) => new Date(Date.UTC(2026, 2, day, 12)).toISOString();
/** B's team: a chain of 5 under B (the 5th is beyond the 4 lines) and a second line-1 partner. */
const chain: string[] = [];
let outsider = '';

const sorted = (rows: { currency: string; total: number }[]) =>
  [...rows].sort((a, b) => a.currency.localeCompare(b.currency));

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const b = await createUser(t.app, { email: `b-${tag}@ranks.test` });
  chain.push(b.id);
  for (let i = 1; i <= 5; i++) {
    const u = await createUser(t.app, { email: `l${i}-${tag}@ranks.test`, sponsor: chain[i - 1] });
    chain.push(u.id);
  }
  const side = await createUser(t.app, { email: `side-${tag}@ranks.test`, sponsor: b.id });
  outsider = (await createUser(t.app, { email: `out-${tag}@ranks.test` })).id;
  const [, l1, l2, l3, l4, l5] = chain as [string, string, string, string, string, string];
  // Counted for B: lines 1–4, both currencies; not counted: a refund, line 5, an outsider, B's own sale,
  // another month, a sale without a seller.
  await makeOrder(t.app, { seller: l1, amount: 100_000, at: at(2) });
  await makeOrder(t.app, { seller: l2, amount: 200_000, at: at(3) });
  await makeOrder(t.app, { seller: l3, amount: 300_000, at: at(31) });
  await makeOrder(t.app, { seller: l4, amount: 400_000, at: at(1) });
  await makeOrder(t.app, { seller: side.id, amount: 7_000, at: at(5), currency: 'USD' });
  await makeRefund(t.app, await makeOrder(t.app, { seller: l2, amount: 9_000_000, at: at(4) }), at(20));
  await makeOrder(t.app, { seller: l5, amount: 50_000_000, at: at(6) });
  await makeOrder(t.app, { seller: outsider, amount: 60_000_000, at: at(6) });
  await makeOrder(t.app, { seller: b.id, amount: 70_000_000, at: at(6) });
  await makeOrder(t.app, { seller: l1, amount: 80_000_000, at: '2026-04-01T00:00:00.000Z' });
  await makeOrder(t.app, { seller: null, amount: 90_000_000, at: at(7) });
  // The quiet month: one sale in B's team, fewer than B's 5 partners.
  await makeOrder(t.app, { seller: l3, amount: 123_000, at: '2026-05-10T10:00:00.000Z' });
});
afterAll(async () => t?.close());

describe("one blogger's team sales", () => {
  it('are the same sums read from the team and from the month', async () => {
    const em = t.app.orm.em.fork();
    const b = chain[0] as string;
    const expected = [
      { currency: 'RUB', total: 1_000_000 },
      { currency: 'USD', total: 7_000 },
    ];
    expect(sorted(await teamSideSales(em, b, from, to))).toEqual(expected);
    expect(sorted(await monthSideSales(em, b, from, to))).toEqual(expected);
    const quiet = [{ currency: 'RUB', total: 123_000 }];
    expect(await teamSideSales(em, b, QUIET.from, QUIET.to)).toEqual(quiet);
    expect(await monthSideSales(em, b, QUIET.from, QUIET.to)).toEqual(quiet);
    // A partner's own team: the lines below it, where line 5 of B is its line 3.
    const l2 = chain[2] as string;
    const below = [{ currency: 'RUB', total: 50_700_000 }];
    expect(await monthSideSales(em, l2, from, to)).toEqual(below);
    expect(await teamSideSales(em, l2, from, to)).toEqual(below);
  });

  it('are read from the month when it has fewer orders than the team has partners', async () => {
    const em = t.app.orm.em.fork();
    const b = chain[0] as string;
    // March has 9 sales with a seller for B's 5 partners on lines 1–4; May has one.
    expect(await smallerSide(em, b, from, to)).toBe('team');
    expect(await smallerSide(em, b, QUIET.from, QUIET.to)).toBe('month');
    // Without a team there is nothing to read from the month.
    expect(await smallerSide(em, outsider, QUIET.from, QUIET.to)).toBe('team');
  });

  it("match the monthly job's figures for every blogger, whichever side is read", async () => {
    for (const month of [MONTH, '2026-05'] as const) {
      const everyone = await monthFigures(t.app.orm.em.fork(), month, () => 'RUB', { all: true });
      for (const id of [...chain, outsider]) {
        const one = await monthFigures(t.app.orm.em.fork(), month, () => 'RUB', { one: id });
        expect(one.get(id)?.team_revenue ?? 0, `${month} ${id}`).toBe(everyone.get(id)?.team_revenue ?? 0);
      }
    }
  });
});
