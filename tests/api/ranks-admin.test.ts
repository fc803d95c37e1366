/** Admin: the rank ladder (read, replace with validation and audit) and a finished month's evaluation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf } from '#contract/money.ts';
import type { Rank } from '#contract/ranks.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { AuditEntry } from '../../api/modules/audit/audit.entity.ts';
import { DEFAULT_LADDER } from '../../api/modules/ranks/ladder.service.ts';
import { RankChange } from '../../api/modules/ranks/rank.entity.ts';
import { addMonths } from '../../api/modules/ranks/rank-rules.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { makeIntegrations, makeOrder } from '../helpers/money.ts';

let t: TestApp;
const tag = `a${process.pid}`;
let admin: string;
let moderator: string;
let blogger: string;
let bloggerId: string;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await mintToken(
    t.app,
    (await createUser(t.app, { email: `ad-${tag}@r.test`, role: 'admin' })).email,
  );
  moderator = await mintToken(
    t.app,
    (await createUser(t.app, { email: `mo-${tag}@r.test`, role: 'moderator' })).email,
  );
  const b = await createUser(t.app, {
    email: `b-${tag}@r.test`,
    createdAt: new Date('2025-01-01T00:00:00Z'),
  });
  bloggerId = b.id;
  blogger = await mintToken(t.app, b.email);
});
afterAll(async () => t?.close());

async function send(token: string | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() };
}

const ladderNow = async () => (await send(null, 'GET', 'ranks/ladder')).body.ranks as Rank[];
const audits = () => t.app.orm.em.fork().count(AuditEntry, { action: 'rank_ladder.save' });
const clone = (): Rank[] => structuredClone(DEFAULT_LADDER);

describe('admin rank ladder', () => {
  it('lets staff read it and only admins change it', async () => {
    expect((await send(moderator, 'GET', 'admin/ranks')).body).toEqual({ ranks: DEFAULT_LADDER });
    expect((await send(null, 'GET', 'admin/ranks')).status).toBe(401);
    expect((await send(blogger, 'GET', 'admin/ranks')).status).toBe(403);
    expect((await send(moderator, 'PUT', 'admin/ranks', { ranks: clone() })).status).toBe(403);
    expect((await send(blogger, 'PUT', 'admin/ranks', { ranks: clone() })).status).toBe(403);
    expect((await send(moderator, 'POST', 'admin/rank-evaluations', { month: '2025-01' })).status).toBe(403);
    expect(await audits()).toBe(0);
  });

  it('refuses a bad ladder with a 4xx and writes nothing', async () => {
    const noBase = clone().slice(1);
    const dup = clone();
    (dup[2] as Rank).code = 'rising_star';
    const baseWithConditions = clone();
    (baseWithConditions[0] as Rank).conditions = { integrations: 1 };
    const negative = clone();
    (negative[1] as Rank).conditions = { integrations: -1 };
    const tooRich = clone();
    (tooRich[1] as Rank).conditions = { personal_revenue: { RUB: 1e13, USD: 1 } };
    const badCode = clone();
    (badCode[1] as Rank).code = 'Rising Star';
    const control = clone();
    (control[1] as Rank).name_en = 'Rising\u0000star';
    for (const ranks of [[], noBase, dup, baseWithConditions, negative, tooRich, badCode, control]) {
      const res = await send(admin, 'PUT', 'admin/ranks', { ranks });
      expect([res.status, res.body.code]).toEqual([422, 'validation_failed']);
    }
    // Removing a rank that a blogger holds: a conflict.
    await t.app.orm.em.fork().nativeUpdate(User, { id: bloggerId }, { rankCode: 'mentor' });
    const withoutMentor = clone().filter((r) => r.code !== 'mentor');
    const res = await send(admin, 'PUT', 'admin/ranks', { ranks: withoutMentor });
    expect([res.status, res.body.code, res.body.errors]).toEqual([
      409,
      'conflict',
      { ranks: [expect.any(String)] },
    ]);
    await t.app.orm.em.fork().nativeUpdate(User, { id: bloggerId }, { rankCode: 'explorer' });
    expect(await ladderNow()).toEqual(DEFAULT_LADDER);
    expect(await audits()).toBe(0);
  });

  it('replaces the ladder in one go, audited', async () => {
    const ranks = clone().filter((r) => r.code !== 'mentor');
    (ranks[1] as Rank).name_en = 'Rising talent';
    (ranks[1] as Rank).conditions = { integrations: 1 };
    ranks.push({
      code: 'icon',
      name_ru: 'Икона',
      name_en: 'Icon',
      permanent: true,
      conditions: { months_held: 6 },
    });
    const res = await send(admin, 'PUT', 'admin/ranks', { ranks });
    expect(res).toEqual({ status: 200, body: { ranks } });
    expect(await ladderNow()).toEqual(ranks);
    expect(await audits()).toBe(1);
    // The blogger's page reads the new ladder: the next rank is the renamed one with its new condition.
    const progress = (await send(blogger, 'GET', 'ranks')).body;
    expect(progress.next).toMatchObject({
      code: 'rising_star',
      conditions: [{ key: 'integrations', target: 1 }],
    });
  });
});

describe('admin month evaluation', () => {
  it('evaluates a finished month once and reports what it did', async () => {
    const month = addMonths(monthOf(new Date()), -1);
    await makeOrder(t.app, { seller: bloggerId, amount: 1000, at: `${month}-10T10:00:00Z` });
    await makeIntegrations(t.app, bloggerId, [`${month}-11`]);
    const first = await send(admin, 'POST', 'admin/rank-evaluations', { month });
    // The ladder edited above asks Rising star for one integration only.
    expect(first).toEqual({ status: 200, body: { month, evaluated: 1, promoted: 1, lost: 0, ran: true } });
    const again = await send(admin, 'POST', 'admin/rank-evaluations', { month });
    expect(again.body).toEqual({ month, evaluated: 0, promoted: 0, lost: 0, ran: false });
    expect(await t.app.orm.em.fork().count(RankChange, { user: bloggerId })).toBe(1);
    const history = (await send(blogger, 'GET', 'ranks')).body.history;
    expect(history).toMatchObject([{ month, from: 'explorer', to: 'rising_star', reason: 'promoted' }]);
  });

  it('refuses the current month, a future one and a malformed one with a 422', async () => {
    const current = monthOf(new Date());
    for (const month of [current, addMonths(current, 1), '2026-13', '2026-1', '1999-01']) {
      const res = await send(admin, 'POST', 'admin/rank-evaluations', { month });
      expect([month, res.status, res.body.code]).toEqual([month, 422, 'validation_failed']);
    }
  });
});
