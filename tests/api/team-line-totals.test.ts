/**
 * The team summary's kept per-line figures (team_line_totals, decision 086) stay equal to a recomputation
 * from the rows after every kind of change: new members, orders, refunds, status changes, moves in the
 * tree (the closure table rebuilt), a re-priced order and a removed ledger line.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { db } from '../../api/lib/db-query.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { rebuildTeamLinks } from '../../api/modules/accounts/team-links.ts';
import { applyOrder, applyRefund } from '../../api/modules/commissions/commissions.service.ts';
import { recountTeamLines } from '../../api/modules/team/team-line-recount.ts';
import { lineFigures } from '../../api/modules/team/team-summary.service.ts';
import { createTestApp, type TestApp } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { makeOrder, makeRefund } from '../helpers/money.ts';
import { member } from '../helpers/team.ts';

let t: TestApp;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 12));
const people: Record<string, User> = {};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
}, 60_000);
afterAll(async () => t?.close());

async function kept(id: string) {
  const rows = await db(t.app.orm.em.fork())
    .selectFrom('team_line_totals')
    .select(['level', 'people', 'revenue', 'income'])
    .where('account_id', '=', id)
    .execute();
  return lineFigures(rows);
}

/** Every account's kept figures equal the recomputation; returns the viewer's. */
async function same() {
  for (const u of Object.values(people)) {
    expect(await kept(u.id), u.email).toEqual(await recountTeamLines(t.app.orm.em.fork(), u.id));
  }
  return kept(people.viewer?.id as string);
}

async function sell(seller: User, amount: number, at: string) {
  const order = await makeOrder(t.app, { seller: seller.id, amount, at });
  await t.app.orm.em.fork().transactional((tx) => applyOrder(tx, order.id));
  return order;
}

it('keeps people, revenue and income per line exact through every change', async () => {
  people.viewer = await member(t.app, 'viewer', { createdAt: day(0) });
  people.a = await member(t.app, 'a', { sponsor: people.viewer.id, createdAt: day(1) });
  people.b = await member(t.app, 'b', { sponsor: people.a.id, createdAt: day(2) });
  people.c = await member(t.app, 'c', { sponsor: people.b.id, createdAt: day(3) });
  people.d = await member(t.app, 'd', { sponsor: people.c.id, createdAt: day(4) });
  people.e = await member(t.app, 'e', { sponsor: people.d.id, createdAt: day(5) });
  people.f = await member(t.app, 'f', { sponsor: people.viewer.id, createdAt: day(6) });
  expect((await same()).map((l) => l.people)).toEqual([2, 1, 1, 1]);

  // Orders at several lines, and a refund of one of them.
  await sell(people.b, 200_000, '2026-04-10T10:00:00Z');
  await sell(people.d, 70_000, '2026-04-11T10:00:00Z');
  const refunded = await sell(people.c, 50_000, '2026-04-12T10:00:00Z');
  const refund = await makeRefund(t.app, refunded, '2026-04-13T10:00:00Z');
  await t.app.orm.em.fork().transactional((tx) => applyRefund(tx, refund.id));
  const after = await same();
  expect(after.map((l) => l.revenue)).toEqual([0, 200_000, 0, 70_000]);
  expect(after[1]?.income).toBeGreaterThan(0);

  // A partner hidden, another rejected, then one of them approved again.
  const em = t.app.orm.em.fork();
  await em.nativeUpdate(User, { id: people.a.id }, { status: 'hidden' });
  await em.nativeUpdate(User, { id: people.c.id }, { status: 'rejected' });
  expect((await same()).map((l) => l.people)).toEqual([1, 1, 0, 1]);
  await em.nativeUpdate(User, { id: people.a.id }, { status: 'approved' });
  expect((await same()).map((l) => l.people)).toEqual([2, 1, 0, 1]);

  // A move: c goes under f, and the closure table is rebuilt (every link deleted and inserted again).
  await em.nativeUpdate(User, { id: people.c.id }, { sponsor: people.f.id });
  await rebuildTeamLinks(t.app.orm.em.fork());
  // viewer: line 1 a, f; 2 b, c (rejected); 3 d; 4 e.
  expect((await same()).map((l) => l.people)).toEqual([2, 1, 1, 1]);
  // A link moved in place.
  await db(t.app.orm.em.fork())
    .updateTable('team_links')
    .set({ depth: 2 })
    .where('ancestor_id', '=', people.viewer.id)
    .where('descendant_id', '=', people.d.id)
    .execute();
  await same();

  // A new member under a moved one, a re-priced order and a removed ledger line.
  people.g = await member(t.app, 'g', { sponsor: people.e.id, createdAt: day(7) });
  const order = await sell(people.g, 90_000, '2026-05-01T10:00:00Z');
  await same();
  await db(t.app.orm.em.fork())
    .updateTable('orders')
    .set({ amount: 95_000 })
    .where('id', '=', order.id)
    .execute();
  await same();
  const k = db(t.app.orm.em.fork());
  const line = await k
    .selectFrom('ledger_lines')
    .select('id')
    .where('order_id', '=', order.id)
    .where('account_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await k.updateTable('ledger_lines').set({ amount: 1 }).where('id', '=', line.id).execute();
  await same();
  await k.deleteFrom('ledger_lines').where('id', '=', line.id).execute();
  await same();
}, 60_000);

it('serves the kept figures as the summary', async () => {
  const token = await mintToken(t.app, people.viewer?.email as string);
  const res = await t.app.inject({
    url: '/api/v1/team/summary',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.json().levels).toEqual(await recountTeamLines(t.app.orm.em.fork(), people.viewer?.id as string));
});
