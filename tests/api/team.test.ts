/** GET team: the 4 lines, hidden and rejected accounts, contacts, figures and the role guard. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamMember } from '#contract/team.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { applyOrder, applyRefund } from '../../api/modules/commissions/commissions.service.ts';
import { LedgerLine } from '../../api/modules/ledger/ledger.entity.ts';
import { Promocode } from '../../api/modules/promocodes/promocode.entity.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { makeOrder, makeRefund } from '../helpers/money.ts';
import { member } from '../helpers/team.ts';

let t: TestApp;
let token: string;
type Name = 'viewer' | 'a' | 'b' | 'c' | 'd' | 'e' | 'hidden' | 'underHidden' | 'rejected' | 'underRejected';
const m = {} as Record<Name | 'review' | 'foreign', User>;
const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n, 12));

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const viewer = await member(t.app, 'viewer', { createdAt: day(0) });
  m.viewer = viewer;
  // viewer → a (1) → b (2) → c (3) → d (4) → e (5, beyond the team)
  m.a = await member(t.app, 'a', {
    sponsor: viewer.id,
    createdAt: day(1),
    firstName: 'Анна',
    phone: '+7 (999) 123-45-67',
    telegram: '@anna',
  });
  m.b = await member(t.app, 'b', { sponsor: m.a.id, createdAt: day(2), firstName: 'Борис' });
  m.c = await member(t.app, 'c', { sponsor: m.b.id, createdAt: day(3), firstName: 'Вера' });
  m.d = await member(t.app, 'd', { sponsor: m.c.id, createdAt: day(4), firstName: 'Глеб' });
  m.e = await member(t.app, 'e', { sponsor: m.d.id, createdAt: day(5), firstName: 'Дина' });
  // A hidden line-1 partner and a rejected line-2 one keep their places: their partners stay at lines 2 and 3.
  m.hidden = await member(t.app, 'hidden', { sponsor: viewer.id, createdAt: day(6), status: 'hidden' });
  m.underHidden = await member(t.app, 'uh', {
    sponsor: m.hidden.id,
    createdAt: day(7),
    firstName: 'Евгений',
  });
  m.rejected = await member(t.app, 'rej', { sponsor: m.a.id, createdAt: day(8), status: 'rejected' });
  m.underRejected = await member(t.app, 'ur', {
    sponsor: m.rejected.id,
    createdAt: day(9),
    firstName: 'Жанна',
  });
  m.review = await member(t.app, 'rev', { sponsor: viewer.id, createdAt: day(10), status: 'review' });
  // Another blogger's partner.
  const other = await member(t.app, 'other', { createdAt: day(0) });
  m.foreign = await member(t.app, 'foreign', { sponsor: other.id, createdAt: day(11) });
  token = await mintToken(t.app, viewer.email);
}, 60_000);
afterAll(async () => t?.close());

async function get(url: string, bearer = token) {
  const res = await t.app.inject({ url: `/api/v1/${url}`, headers: { authorization: `Bearer ${bearer}` } });
  return { status: res.statusCode, body: res.json() };
}

describe('GET team', () => {
  it('lists lines 1–4, newest first; not line 5, not hidden or rejected accounts, not others', async () => {
    const res = await get('team');
    expect(res.status).toBe(200);
    expect(res.body.currency).toBe('RUB');
    const lines = Object.fromEntries(res.body.items.map((i: TeamMember) => [i.id, i.line]));
    expect(lines).toEqual({
      [m.a.id]: 1,
      [m.b.id]: 2,
      [m.c.id]: 3,
      [m.d.id]: 4,
      [m.underHidden.id]: 2,
      [m.underRejected.id]: 3,
      [m.review.id]: 1,
    });
    expect(res.body.items.map((i: TeamMember) => i.id)).toEqual(
      [m.review, m.underRejected, m.underHidden, m.d, m.c, m.b, m.a].map((u) => u?.id),
    );
    expect(res.body.next_cursor).toBeNull();
  });

  it('shows contacts on line 1 only', async () => {
    const items: TeamMember[] = (await get('team')).body.items;
    const a = items.find((i) => i.id === m.a.id);
    expect(a?.contacts).toEqual({ email: m.a.email, phone: '+7 (999) 123-45-67', telegram: '@anna' });
    for (const i of items.filter((i) => i.line > 1)) expect(i.contacts).toBeNull();
    expect(items.find((i) => i.id === m.b.id)).toMatchObject({ first_name: 'Борис', contacts: null });
  });

  it('counts invited, structure and the income a member brought the viewer', async () => {
    const order = await makeOrder(t.app, { seller: m.b.id, amount: 100_000, at: '2026-03-10T10:00:00Z' });
    const em = t.app.orm.em.fork();
    await em.transactional((tx) => applyOrder(tx, order.id));
    const items: TeamMember[] = (await get('team')).body.items;
    const a = items.find((i) => i.id === m.a.id);
    // a invited b and the rejected one; below a: b, c, d, e, rejected, under-rejected.
    expect(a).toMatchObject({ invited: 2, structure: 6, income: 0 });
    const b = items.find((i) => i.id === m.b.id);
    expect(b?.income).toBeGreaterThan(0);
    expect(items.find((i) => i.id === m.d.id)).toMatchObject({ invited: 1, structure: 1 });
  });

  it('derives statuses', async () => {
    const items: TeamMember[] = (await get('team')).body.items;
    expect(items.find((i) => i.id === m.review.id)?.status).toBe('validation');
    expect(items.find((i) => i.id === m.a.id)?.status).toBe('new');
  });

  it('shows staff an empty team and refuses applicants and anonymous callers', async () => {
    const admin = await createUser(t.app, { email: `admin-${process.pid}@team.test`, role: 'admin' });
    expect((await get('team', await mintToken(t.app, admin.email))).body.items).toEqual([]);
    expect((await get('team', await mintToken(t.app, m.review.email))).status).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/team' })).statusCode).toBe(401);
  });
});

describe('GET team/members/:id', () => {
  it('answers a member of the 4 lines, with contacts on line 1 only', async () => {
    const a = await get(`team/members/${m.a.id}`);
    expect(a).toMatchObject({ status: 200, body: { id: m.a.id, line: 1, contacts: { email: m.a.email } } });
    const d = await get(`team/members/${m.d.id}`);
    expect(d).toMatchObject({ status: 200, body: { id: m.d.id, line: 4, contacts: null } });
  });

  it.each([
    ['line 5', () => m.e.id],
    ['a hidden account', () => m.hidden.id],
    ['a rejected account', () => m.rejected.id],
    ["another blogger's partner", () => m.foreign.id],
    ['the viewer', () => m.viewer.id],
    ['a random uuid', () => crypto.randomUUID()],
    ['a malformed id', () => 'not-a-uuid'],
    ['an upper-case variant of nobody', () => crypto.randomUUID().toUpperCase()],
  ])('is 404 for %s', async (_name, id) => {
    const res = await get(`team/members/${encodeURIComponent(id())}`);
    expect([res.status, res.body.code]).toEqual([404, 'not_found']);
  });
});

describe('GET team/summary', () => {
  it('counts listed people per line, revenue net of refunds and income per line; own link and codes', async () => {
    const em = t.app.orm.em.fork();
    const order = await makeOrder(t.app, { seller: m.c.id, amount: 200_000, at: '2026-04-10T10:00:00Z' });
    const refunded = await makeOrder(t.app, { seller: m.c.id, amount: 50_000, at: '2026-04-11T10:00:00Z' });
    await em.transactional((tx) => applyOrder(tx, order.id));
    await em.transactional((tx) => applyOrder(tx, refunded.id));
    const refund = await makeRefund(t.app, refunded, '2026-04-12T10:00:00Z');
    await em.transactional((tx) => applyRefund(tx, refund.id));
    await em.nativeUpdate(User, { id: m.viewer.id }, { referralCode: 'teamlead' });
    em.create(Promocode, { owner: m.viewer.id, network: 'vk', code: 'TEAM10', codeKey: 'team10' });
    await em.flush();
    const res = await get('team/summary');
    expect(res.status).toBe(200);
    const lines = res.body.levels as { line: number; people: number; revenue: number; income: number }[];
    // Line 1: a, review (hidden left out); 2: b, under-hidden (rejected left out); 3: c, under-rejected; 4: d.
    expect(lines.map((l) => l.people)).toEqual([2, 2, 2, 1]);
    const c = lines[2];
    expect(c?.revenue).toBe(200_000);
    const ledger = await em.find(LedgerLine, { account: m.viewer.id, level: 3 });
    expect(c?.income).toBe(ledger.reduce((s, l) => s + l.amount, 0));
    expect(c?.income).toBeGreaterThan(0);
    // b's earlier order (the income test) is line 2's.
    expect(lines[1]?.revenue).toBe(100_000);
    expect(res.body.referral_link).toMatch(/\/r\/teamlead$/);
    expect(res.body.promocodes).toEqual([{ code: 'TEAM10', network: 'vk' }]);
  });
});
