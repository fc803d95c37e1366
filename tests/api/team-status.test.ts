/**
 * Team statuses (docs/decisions/051-team-statuses.md): the SQL of api/modules/team/team-status.ts against
 * `teamStatus()` of contract/team.ts over every combination of the facts, on the test database (SQLite or
 * PostgreSQL); and the moderation wiring that feeds them (an ERID sets last_integration_at).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES } from '#contract/accounts.ts';
import { TEAM_STATUSES, teamStatus } from '#contract/team.ts';
import { db } from '../../api/lib/db-query.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { activeCutoff, statusIs, statusSql } from '../../api/modules/team/team-status.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';
import { draftBody, newId, putDraft, submit } from '../helpers/api-placements.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { member } from '../helpers/team.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const NOW = new Date('2026-06-15T12:00:00.000Z');
const cutoff = activeCutoff(NOW).getTime();
const INTEGRATIONS = [null, NOW.getTime(), cutoff, cutoff + 1, cutoff - 1, cutoff - 400 * 86_400_000];

describe('team status SQL', () => {
  it('agrees with teamStatus() on every combination of the facts', async () => {
    const em = t.app.orm.em.fork();
    const facts = new Map<string, Parameters<typeof teamStatus>[0]>();
    let n = 0;
    for (const status of ACCOUNT_STATUSES)
      for (const onboardingCompleted of [false, true])
        for (const at of INTEGRATIONS) {
          const lastIntegrationAt = at === null ? null : new Date(at);
          const user = em.create(User, {
            email: `facts-${++n}@status.test`,
            passwordHash: 'x',
            status,
            onboardingCompleted,
            lastIntegrationAt,
          });
          facts.set(user.id, { status, onboardingCompleted, lastIntegrationAt });
        }
    await em.flush();
    const ids = [...facts.keys()];
    const rows = await db(em)
      .selectFrom('users as u')
      .select(['u.id', statusSql(em, 'u', NOW).as('s')])
      .where('u.id', 'in', ids)
      .execute();
    const expected = Object.fromEntries(ids.map((id) => [id, teamStatus(facts.get(id) as never, NOW)]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.s ?? null]))).toEqual(expected);
    // Each filter condition picks exactly the rows the function gives that status.
    for (const status of TEAM_STATUSES) {
      const picked = await db(em)
        .selectFrom('users as u')
        .select('u.id')
        .where('u.id', 'in', ids)
        .where(statusIs(em, 'u', status, NOW))
        .execute();
      expect([status, picked.map((r) => r.id).sort()]).toEqual([
        status,
        ids.filter((id) => expected[id] === status).sort(),
      ]);
    }
    // Every status occurs, so the comparison covers each branch.
    expect(new Set(Object.values(expected))).toEqual(new Set([...TEAM_STATUSES, null]));
  });
});

describe('integrations feed the status', () => {
  it("an approved placement (ERID) turns a partner from 'new' into 'cooperation'", async () => {
    const viewer = await member(t.app, 'lead');
    const partner = await member(t.app, 'partner', { sponsor: viewer.id, firstName: 'Пётр' });
    const viewerToken = await mintToken(t.app, viewer.email);
    const status = async () =>
      (await t.app.inject({ url: `/api/v1/team/members/${partner.id}`, headers: bearer(viewerToken) })).json()
        .status;
    expect(await status()).toBe('new');
    const token = await mintToken(t.app, partner.email);
    const id = newId();
    expect((await putDraft(t.app, token, id, draftBody())).statusCode).toBe(200);
    expect((await submit(t.app, token, id, newId())).statusCode).toBe(200);
    const admin = (await signIn(t.app, 'admin@demo.local')).token;
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/placements/${id}/decision`,
      headers: bearer(admin),
      payload: { decision: 'approve' },
    });
    expect(res.statusCode).toBe(200);
    expect(await status()).toBe('cooperation');
    const row = await t.app.orm.em.fork().findOneOrFail(User, { id: partner.id });
    expect(row.lastIntegrationAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('a rejected placement sets nothing', async () => {
    const partner = await member(t.app, 'rejected-ad');
    const token = await mintToken(t.app, partner.email);
    const id = newId();
    await putDraft(t.app, token, id, draftBody());
    expect((await submit(t.app, token, id, newId())).statusCode).toBe(200);
    const admin = (await signIn(t.app, 'admin@demo.local')).token;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/placements/${id}/decision`,
      headers: bearer(admin),
      payload: { decision: 'reject', reason: 'Not on brand' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.orm.em.fork().findOneOrFail(User, { id: partner.id })).lastIntegrationAt).toBeNull();
  });
});
