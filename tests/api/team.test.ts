/** GET team: the 4 lines, hidden and rejected accounts, contacts, figures and the role guard. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../api/modules/accounts/accounts.entity.ts';
import { applyOrder } from '../../api/modules/commissions/commissions.service.ts';
import type { TeamMember } from '../../contract/team.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { makeOrder } from '../helpers/money.ts';
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
