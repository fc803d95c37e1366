/** GET /ranks and /ranks/ladder: this month's live figures against the next rank, league, raffle, history. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf } from '#contract/money.ts';
import type { RankProgress } from '#contract/ranks.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { DEFAULT_LADDER } from '../../api/modules/ranks/ladder.service.ts';
import { RankChange, RankMonthStat } from '../../api/modules/ranks/rank.entity.ts';
import { addMonths } from '../../api/modules/ranks/rank-rules.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { makeIntegrations, makeOrder, makeRefund } from '../helpers/money.ts';

let t: TestApp;
const tag = `p${process.pid}`;
const month = monthOf(new Date());
const monthStart = Date.parse(`${month}-01T00:00:00Z`);
/** A moment already in this month (never before its first second). */
const now = () => new Date(Math.max(Date.now() - 2000, monthStart + 1000)).toISOString();
const today = () => now().slice(0, 10);
const LONG_AGO = new Date('2024-01-10T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

async function get(token: string | null, url: string) {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  const res = await t.app.inject({ url: `/api/v1/${url}`, headers });
  return { status: res.statusCode, body: res.json() };
}

describe('GET /ranks', () => {
  it('measures this month so far against the next rank, with the missing figures', async () => {
    const b = await createUser(t.app, { email: `b-${tag}@ranks.test`, createdAt: LONG_AGO });
    const since = new Date(`${addMonths(month, -2)}-01T00:00:00Z`);
    await t.app.orm.em.fork().nativeUpdate(User, { id: b.id }, { rankCode: 'rising_star', rankSince: since });
    // Own sales: two count, a refunded one and one in another currency do not.
    await makeOrder(t.app, { seller: b.id, amount: 1_500_000, at: now() });
    await makeOrder(t.app, { seller: b.id, amount: 500_000, at: now() });
    const refunded = await makeOrder(t.app, { seller: b.id, amount: 9_000_000, at: now() });
    await makeRefund(t.app, refunded, now());
    await makeOrder(t.app, { seller: b.id, amount: 7_000, at: now(), currency: 'USD' });
    // Last month's sale is not this month's.
    await makeOrder(t.app, {
      seller: b.id,
      amount: 4_000_000,
      at: new Date(monthStart - 1000).toISOString(),
    });
    await makeIntegrations(t.app, b.id, [today()]);
    // Line 1: two partners with integrations, one without; line 2 sells; line 5 is beyond the team.
    const chain = [b.id];
    for (let i = 1; i <= 5; i++) {
      const u = await createUser(t.app, { email: `l${i}-${tag}@ranks.test`, sponsor: chain[i - 1] });
      chain.push(u.id);
    }
    const p2 = await createUser(t.app, { email: `p2-${tag}@ranks.test`, sponsor: b.id });
    await createUser(t.app, { email: `p3-${tag}@ranks.test`, sponsor: b.id });
    await makeIntegrations(t.app, chain[1] as string, [today(), today()]);
    await makeIntegrations(t.app, p2.id, [today()]);
    await makeOrder(t.app, { seller: chain[2] as string, amount: 3_000_000, at: now() });
    await makeOrder(t.app, { seller: chain[4] as string, amount: 1_000_000, at: now() });
    await makeOrder(t.app, { seller: chain[5] as string, amount: 80_000_000, at: now() });

    const { status, body } = await get(await mintToken(t.app, b.email), 'ranks');
    expect(status).toBe(200);
    const progress = body as RankProgress;
    expect(progress).toMatchObject({
      currency: 'RUB',
      month,
      current: { code: 'rising_star', since: since.toISOString() },
      // Rising star needs 30 000 RUB and 2 integrations: not met so far.
      at_risk: true,
      league: { member: true, streak: 0, this_month: 1 },
      raffle: { year: new Date().getUTCFullYear(), target: 100_000_000 },
      quick_start: null,
      history: [],
    });
    expect(progress.ladder.map((r) => r.code)).toEqual(DEFAULT_LADDER.map((r) => r.code));
    expect(progress.next?.code).toBe('leader');
    expect(progress.next?.conditions).toEqual([
      { key: 'personal_revenue', current: 2_000_000, target: 5_000_000, missing: 3_000_000 },
      { key: 'team_revenue', current: 4_000_000, target: 15_000_000, missing: 11_000_000 },
      { key: 'active_partners', current: 2, target: 3, missing: 1 },
      { key: 'integrations', current: 1, target: 2, missing: 1 },
    ]);
    // The raffle counts the calendar year: last month's sale too unless it was in another year.
    const lastMonthThisYear = addMonths(month, -1).slice(0, 4) === month.slice(0, 4);
    expect(progress.raffle.revenue).toBe(2_000_000 + (lastMonthThisYear ? 4_000_000 : 0));
  });

  it('gives the league streak, the history newest first and the quick start of a new blogger', async () => {
    const b = await createUser(t.app, {
      email: `n-${tag}@ranks.test`,
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const em = t.app.orm.em.fork();
    const stat = (m: string, league: boolean) =>
      em.create(RankMonthStat, {
        user: b.id,
        month: m,
        currency: 'RUB',
        personalRevenue: 0,
        teamRevenue: 0,
        activePartners: 0,
        integrations: league ? 1 : 0,
        league,
        rankCode: 'explorer',
      });
    for (const [back, league] of [
      [1, true],
      [2, true],
      [3, false],
      [4, true],
    ] as const)
      stat(addMonths(month, -back), league);
    em.create(RankChange, {
      user: b.id,
      month: addMonths(month, -3),
      fromCode: 'explorer',
      toCode: 'rising_star',
      reason: 'promoted',
    });
    em.create(RankChange, {
      user: b.id,
      month: addMonths(month, -2),
      fromCode: 'rising_star',
      toCode: 'explorer',
      reason: 'lost',
    });
    await em.flush();
    const { body } = await get(await mintToken(t.app, b.email), 'ranks');
    expect(body.league).toEqual({ member: true, streak: 2, this_month: 0 });
    expect(body.history.map((h: { month: string; reason: string }) => [h.month, h.reason])).toEqual([
      [addMonths(month, -2), 'lost'],
      [addMonths(month, -3), 'promoted'],
    ]);
    expect(body.at_risk).toBe(false);
    expect(body.quick_start).toMatchObject({ days_left: 59, revenue: 0, partners: 0, partners_target: 21 });
    expect(body.next.forecast_days).toBeNull();
  });

  it('is for approved bloggers only; the ladder is public', async () => {
    expect((await get(null, 'ranks')).status).toBe(401);
    const applicant = await createUser(t.app, { email: `r-${tag}@ranks.test`, status: 'review' });
    expect((await get(await mintToken(t.app, applicant.email), 'ranks')).status).toBe(403);
    const ladder = await get(null, 'ranks/ladder');
    expect(ladder.status).toBe(200);
    expect(ladder.body).toEqual({ ranks: DEFAULT_LADDER });
  });
});
