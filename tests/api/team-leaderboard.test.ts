/**
 * The team's monthly leaderboard (docs/decisions/079): only bloggers who opted in are listed, only the
 * viewer and their lines, ranked by the month's own sales; earnings only of those who allow it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Leaderboard } from '#contract/leaderboard.ts';
import { monthOf } from '#contract/money.ts';
import { applyOrder } from '../../api/modules/commissions/commissions.service.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import { makeOrder } from '../helpers/money.ts';

const URL = '/api/v1/team/leaderboard';
const LONG_AGO = new Date('2025-01-01T00:00:00Z');
let t: TestApp;
const people: Record<string, { id: string; token: string }> = {};

/** Standard rates on 1 000 RUB: the seller 20 %, line 1 gets 5 %. */
const PERSONAL = 20_000;
const LINE_1 = 5_000;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const make = async (name: string, sponsor?: string) => {
    const u = await createUser(t.app, {
      email: `${name}-${process.pid}@board.test`,
      nickname: name,
      sponsor,
      createdAt: LONG_AGO,
    });
    people[name] = { id: u.id, token: (await signIn(t.app, u.email)).token };
    return u.id;
  };
  const lead = await make('lead');
  const anna = await make('anna', lead);
  await make('boris', lead);
  await make('chloe', lead);
  await make('dan', anna);
  await make('outsider');
  const at = `${monthOf(new Date())}-01T10:00:00Z`;
  const sales: [string, number][] = [
    ['anna', 2],
    ['boris', 3],
    ['chloe', 5],
    ['outsider', 4],
  ];
  for (const [name, n] of sales) {
    for (let i = 0; i < n; i++) {
      const order = await makeOrder(t.app, { seller: people[name]?.id ?? null, amount: 100_000, at });
      await applyOrder(t.app.orm.em.fork(), order.id);
    }
  }
});
afterAll(async () => t?.close());

const token = (name: string) => people[name]?.token ?? '';
const board = async (name: string, query = ''): Promise<Leaderboard> => {
  const res = await t.app.inject({ url: `${URL}${query}`, headers: bearer(token(name)) });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const prefs = (name: string, body: unknown) =>
  t.app.inject({ method: 'PUT', url: URL, headers: bearer(token(name)), payload: body as object });

describe('the team leaderboard', () => {
  it('is empty until people opt in, and says the viewer has not', async () => {
    expect(await board('lead')).toMatchObject({
      month: monthOf(new Date()),
      prefs: { opt_in: false, show_earnings: false },
      items: [],
    });
  });

  it('lists the opted-in of the viewer’s lines by sales; earnings only where allowed', async () => {
    expect((await prefs('lead', { opt_in: true, show_earnings: true })).statusCode).toBe(200);
    await prefs('anna', { opt_in: true, show_earnings: true });
    await prefs('boris', { opt_in: true, show_earnings: false });
    await prefs('dan', { opt_in: true, show_earnings: false });
    await prefs('outsider', { opt_in: true, show_earnings: true });
    // chloe sold the most but never opted in.
    const list = await board('lead');
    expect(list.prefs).toEqual({ opt_in: true, show_earnings: true });
    expect(list.items.map((i) => [i.place, i.nickname, i.sales, i.earnings, i.me])).toEqual([
      [1, 'boris', 3, null, false],
      [2, 'anna', 2, 2 * PERSONAL, false],
      [3, 'dan', 0, null, false],
      [4, 'lead', 0, (2 + 3 + 5) * LINE_1, true],
    ]);
    expect(JSON.stringify(list)).not.toContain(people.chloe?.id);
    expect(JSON.stringify(list)).not.toContain(people.outsider?.id);
    // A line-1 partner's own board: themselves and their line.
    expect((await board('anna')).items.map((i) => i.nickname)).toEqual(['anna', 'dan']);
  });

  it('opting out removes the blogger at once; hiding earnings hides them', async () => {
    await prefs('boris', { opt_in: false, show_earnings: false });
    await prefs('anna', { opt_in: true, show_earnings: false });
    const list = await board('lead');
    expect(list.items.map((i) => i.nickname)).toEqual(['anna', 'dan', 'lead']);
    expect(list.items.find((i) => i.nickname === 'anna')?.earnings).toBeNull();
  });

  it('shows another month, and refuses bad input and strangers', async () => {
    expect((await board('lead', '?month=2025-02')).items.every((i) => i.sales === 0)).toBe(true);
    expect(
      (await t.app.inject({ url: `${URL}?month=2025-13`, headers: bearer(token('lead')) })).statusCode,
    ).toBe(422);
    expect((await prefs('lead', { opt_in: 'yes' })).statusCode).toBe(422);
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: URL, payload: { opt_in: true } })).statusCode).toBe(401);
  });
});
