/**
 * Managers (docs/decisions/053-managers.md): the staff list and assigning a manager to one blogger or to a
 * whole branch at any depth, admin only and audited; bad input writes nothing; new registrants inherit
 * their sponsor's manager; the profile shows the manager's contacts.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Profile } from '#contract/profile.ts';
import { Staff } from '#contract/team.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { AuditEntry } from '../../api/modules/audit/audit.entity.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';

let t: TestApp;
let admin: string;
let staff: User;
const chain: User[] = [];
let sibling: User;
beforeAll(async () => {
  t = await createTestApp({ tweak: (c) => Object.assign(c.rateLimits.signUp, { max: 1000 }) });
  admin = (await signIn(t.app, 'admin@demo.local')).token;
  staff = await createUser(t.app, { email: 'mod@managers.local', role: 'moderator' });
  // A line six deep (beyond the 4 paid levels) under a root, and a sibling branch beside it.
  let sponsor: string | undefined;
  for (let i = 0; i < 6; i++) {
    const u = await createUser(t.app, { email: `m${i}@managers.local`, sponsor });
    chain.push(u);
    sponsor = u.id;
  }
  sibling = await createUser(t.app, { email: 'sibling@managers.local', sponsor: chain[0]?.id });
});
afterAll(async () => t?.close());

const put = (id: string, payload: unknown, token = admin) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/users/${id}/manager`,
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
const managers = async () => {
  const rows = await t.app.orm.em.fork().find(User, { email: { $like: '%@managers.local' } });
  return Object.fromEntries(rows.map((u) => [u.email.split('@')[0], u.manager?.id ?? null]));
};
const id = (i: number) => (chain[i] as User).id;

describe('staff list', () => {
  it('lists moderators and admins with their contacts, for admins only', async () => {
    const res = await t.app.inject({ url: '/api/v1/admin/staff', headers: bearer(admin) });
    expect(res.statusCode).toBe(200);
    const list = v.parse(v.array(Staff), res.json());
    const emails = list.map((s) => s.email);
    expect(emails).toEqual(expect.arrayContaining(['admin@demo.local', 'mod@managers.local']));
    expect(emails).not.toContain('ambassador@demo.local');
    const moderator = (await signIn(t.app, 'mod@managers.local')).token;
    const blogger = (await signIn(t.app, 'ambassador@demo.local')).token;
    for (const token of [moderator, blogger]) {
      expect((await t.app.inject({ url: '/api/v1/admin/staff', headers: bearer(token) })).statusCode).toBe(
        403,
      );
      expect((await put(id(0), { manager_id: staff.id }, token)).statusCode).toBe(403);
    }
  });
});

describe('assignment', () => {
  it('sets one blogger, then a whole branch at any depth, and clears it again (audited)', async () => {
    expect((await put(id(2), { manager_id: staff.id })).statusCode).toBe(204);
    expect(await managers()).toMatchObject({ m1: null, m2: staff.id, m3: null });

    expect((await put(id(1), { manager_id: staff.id, branch: true })).statusCode).toBe(204);
    const after = await managers();
    expect(after).toMatchObject({ m0: null, sibling: null });
    for (const i of [1, 2, 3, 4, 5]) expect(after[`m${i}`]).toBe(staff.id);

    expect((await put(id(3), { manager_id: null, branch: true })).statusCode).toBe(204);
    expect(await managers()).toMatchObject({ m2: staff.id, m3: null, m4: null, m5: null });

    const audit = await t.app.orm.em
      .fork()
      .find(AuditEntry, { targetId: { $in: [id(1), id(2), id(3)] } }, { orderBy: { createdAt: 'asc' } });
    expect(audit.map((a) => [a.action, a.reason])).toEqual([
      ['manager.assign', 'mod@managers.local'],
      ['manager.branch', 'mod@managers.local (5)'],
      ['manager.branch', '— (3)'],
    ]);
  });

  it('refuses a non-staff manager, an unknown or staff target and a bad body, writing nothing', async () => {
    const before = await managers();
    const audits = await t.app.orm.em.fork().count(AuditEntry, {});
    const cases: [string, unknown, number][] = [
      [id(0), { manager_id: sibling.id, branch: true }, 422],
      [id(0), { manager_id: crypto.randomUUID() }, 422],
      [crypto.randomUUID(), { manager_id: staff.id }, 404],
      [staff.id, { manager_id: staff.id }, 404],
      [id(0), { manager_id: 'not-a-uuid' }, 422],
      [id(0), { branch: true }, 422],
      ['nope', { manager_id: staff.id }, 422],
    ];
    for (const [target, body, status] of cases) {
      const res = await put(target, body);
      expect({ target, status: res.statusCode }).toEqual({ target, status });
      expect(res.json().code).toBeTruthy();
    }
    const en = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/users/${id(0)}/manager`,
      headers: { ...bearer(admin), 'accept-language': 'en' },
      payload: { manager_id: sibling.id },
    });
    expect(en.json().errors).toEqual({ manager_id: ['Choose a moderator or an administrator'] });
    expect(await managers()).toEqual(before);
    expect(await t.app.orm.em.fork().count(AuditEntry, {})).toBe(audits);
  });

  it("gives a new registrant the sponsor's manager, and the profile shows the manager's contacts", async () => {
    await t.app.orm.em
      .fork()
      .nativeUpdate(
        User,
        { id: staff.id },
        { firstName: 'Ольга', lastName: 'Мирова', telegram: '@olga_m', phone: '+7 900 555-00-00' },
      );
    await put(id(0), { manager_id: staff.id });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: {
        first_name: 'Ivan',
        phone: '+7 900 123-45-67',
        email: 'invited@test.local',
        password: 'Secret12!',
        personal_data_consent: true,
        inviter: 'm0@managers.local',
      },
    });
    expect(res.statusCode).toBe(200);
    const invited = await t.app.orm.em.fork().findOneOrFail(User, { email: 'invited@test.local' });
    expect(invited.manager?.id).toBe(staff.id);

    const token = (await signIn(t.app, 'm0@managers.local')).token;
    const profile = v.parse(
      Profile,
      (await t.app.inject({ url: '/api/v1/profile', headers: bearer(token) })).json(),
    );
    expect(profile.manager).toEqual({
      name: 'Ольга Мирова',
      email: 'mod@managers.local',
      telegram: '@olga_m',
      phone: '+7 900 555-00-00',
    });
  });
});
