/**
 * The demo team (api/db/seed/demo-team.ts): the demo ambassador has about 40 listed partners on 4 lines in
 * every team status, a hidden and a rejected account whose partners stay in the tree, income from every
 * line, a rank above Explorer with a history, this month's progress, and a manager for the whole branch.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf } from '#contract/money.ts';
import { Profile } from '#contract/profile.ts';
import { BASE_RANK } from '#contract/ranks.ts';
import { TEAM_STATUSES, teamStatus } from '#contract/team.ts';
import { db, num } from '../../api/lib/db-query.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { RankChange, RankMonthStat } from '../../api/modules/ranks/rank.entity.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';
import { expectLedgerBalanced } from '../helpers/ledger.ts';

let t: TestApp;
let anna: string;
beforeAll(async () => {
  t = await createTestApp();
  anna = (await t.app.orm.em.fork().findOneOrFail(User, { email: 'ambassador@demo.local' })).id;
});
afterAll(async () => t?.close());

const em = () => t.app.orm.em.fork();

async function team() {
  const rows = await db(em())
    .selectFrom('team_links as l')
    .innerJoin('users as u', 'u.id', 'l.descendant_id')
    .select(['u.id', 'u.email', 'l.depth', 'u.status', 'u.onboarding_completed', 'u.last_integration_at'])
    .where('l.ancestor_id', '=', anna)
    .execute();
  const now = new Date();
  return rows.map((r) => ({
    id: r.id as string,
    email: r.email as string,
    depth: num(r.depth),
    status: teamStatus(
      {
        status: r.status,
        onboardingCompleted: !!r.onboarding_completed,
        lastIntegrationAt: r.last_integration_at == null ? null : new Date(r.last_integration_at),
      },
      now,
    ),
  }));
}

describe('demo team', () => {
  it('lists about 40 partners on 4 lines in every status; hidden and rejected ones keep their partners', async () => {
    const all = await team();
    const listed = all.filter((m) => m.status);
    expect(listed.length).toBeGreaterThanOrEqual(36);
    expect(listed.length).toBeLessThanOrEqual(44);
    expect(new Set(listed.map((m) => m.depth))).toEqual(new Set([1, 2, 3, 4]));
    for (const depth of [1, 2, 3, 4])
      expect(listed.filter((m) => m.depth === depth).length).toBeGreaterThanOrEqual(5);
    expect(new Set(listed.map((m) => m.status))).toEqual(new Set(TEAM_STATUSES));
    for (const status of ['hidden', 'rejected'] as const) {
      const account = await em().findOneOrFail(User, {
        status,
        sponsor: { $ne: null },
        email: { $like: '%@demo.local' },
      });
      expect(all.map((m) => m.id)).toContain(account.id);
      const below = await db(em())
        .selectFrom('team_links')
        .select('descendant_id')
        .where('ancestor_id', '=', account.id)
        .execute();
      expect(below.length).toBeGreaterThanOrEqual(2);
      expect(listed.map((m) => m.id)).toEqual(expect.arrayContaining(below.map((b) => b.descendant_id)));
    }
  });

  it('earns the ambassador income from team sales on every line this month, with the ledger balanced', async () => {
    const month = monthOf(new Date());
    const lines = await db(em())
      .selectFrom('ledger_lines')
      .select(['level', (eb) => eb.fn.sum('amount').as('amount')])
      .where('account_id', '=', anna)
      .where('kind', '=', 'commission')
      .where('month', '=', month)
      .where('level', '>', 0)
      .groupBy('level')
      .execute();
    expect(lines.map((l) => num(l.level)).sort()).toEqual([1, 2, 3, 4]);
    for (const l of lines) expect(num(l.amount)).toBeGreaterThan(0);
    await expectLedgerBalanced(em());
  });

  it('holds a rank above Explorer with a history and evaluated months, and progress this month', async () => {
    const user = await em().findOneOrFail(User, { id: anna });
    expect(user.rankCode).not.toBe(BASE_RANK);
    expect(user.rankSince).toBeInstanceOf(Date);
    const changes = await em().find(RankChange, { user: anna }, { orderBy: { month: 'asc' } });
    expect(changes.length).toBeGreaterThanOrEqual(2);
    expect(changes.at(-1)).toMatchObject({ toCode: user.rankCode, reason: 'promoted' });
    expect(changes.map((c) => c.reason)).toContain('lost');
    const stats = await em().find(RankMonthStat, { user: anna }, { orderBy: { month: 'asc' } });
    expect(stats).toHaveLength(6);
    expect(stats.at(-1)?.rankCode).toBe(user.rankCode);
    const month = monthOf(new Date());
    const placements = await db(em())
      .selectFrom('placements')
      .select('id')
      .where('owner_id', '=', anna)
      .where('start_date', '>=', `${month}-01`)
      .execute();
    expect(placements.length).toBeGreaterThanOrEqual(1);
  });

  it('shows the rank, the whole team and the manager with contacts on the profile', async () => {
    const token = (await signIn(t.app, 'ambassador@demo.local')).token;
    const profile = v.parse(
      Profile,
      (await t.app.inject({ url: '/api/v1/profile', headers: bearer(token) })).json(),
    );
    const listed = (await team()).filter((m) => m.status);
    expect(profile.rank).toEqual({
      code: 'rising_star',
      name_ru: 'Восходящая звезда',
      name_en: 'Rising star',
    });
    expect(profile.partner_count).toBe(listed.length);
    expect(profile.manager).toEqual({
      name: 'Екатерина Орлова',
      email: 'manager@demo.local',
      telegram: '@katya_manager',
      phone: '+7 900 000-00-10',
    });
    const manager = await em().findOneOrFail(User, { email: 'manager@demo.local' });
    const withManager = await em().count(User, {
      id: { $in: (await team()).map((m) => m.id) },
      manager: manager.id,
    });
    expect(withManager).toBe((await team()).length);
  });
});
