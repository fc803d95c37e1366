/** The monthly rank evaluation: promotion, loss, permanence, figures and history written once, idempotent. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRankEvaluation } from '../../api/jobs/rank-evaluation.ts';
import { db, num } from '../../api/lib/db-query.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { RankChange, RankMonthStat } from '../../api/modules/ranks/rank.entity.ts';
import { evaluateMonth } from '../../api/modules/ranks/rank-evaluation.service.ts';
import { createTestApp, createUser, type TestApp } from '../helpers/api-app.ts';
import { makeIntegrations, makeOrder } from '../helpers/money.ts';

let t: TestApp;
const tag = `j${process.pid}`;
const LONG_AGO = new Date('2025-01-10T00:00:00Z');
const SEP = '2026-09';
const OCT_5 = new Date('2026-10-05T03:00:00Z');
const at = '2026-09-15T10:00:00Z';
const ids: Record<string, string> = {};

async function blogger(name: string, fields: { rank?: string; sponsor?: string; currency?: 'USD' } = {}) {
  const u = await createUser(t.app, {
    email: `${name}-${tag}@ranks.test`,
    createdAt: LONG_AGO,
    sponsor: fields.sponsor,
    currency: fields.currency,
  });
  if (fields.rank) {
    const since = new Date('2026-06-01T00:00:00Z');
    await t.app.orm.em.fork().nativeUpdate(User, { id: u.id }, { rankCode: fields.rank, rankSince: since });
  }
  ids[name] = u.id;
  return u.id;
}

const state = async () => {
  const users = await t.app.orm.em.fork().find(User, { id: Object.values(ids) });
  return Object.fromEntries(
    Object.entries(ids).map(([name, id]) => {
      const u = users.find((x) => x.id === id);
      return [name, `${u?.rankCode} ${u?.rankSince?.toISOString() ?? '-'}`];
    }),
  );
};
const counts = async () => {
  const em = t.app.orm.em.fork();
  return { stats: await em.count(RankMonthStat, {}), changes: await em.count(RankChange, {}) };
};

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // A meets Rising star; K holds it and meets it again; L (Leader) shows nothing; G (Legend) neither.
  await makeOrder(t.app, { seller: await blogger('a'), amount: 3_000_000, at });
  await makeIntegrations(t.app, ids.a as string, ['2026-09-01', '2026-09-30']);
  await makeOrder(t.app, { seller: await blogger('k', { rank: 'rising_star' }), amount: 3_500_000, at });
  await makeIntegrations(t.app, ids.k as string, ['2026-09-03', '2026-09-04']);
  await blogger('l', { rank: 'leader' });
  await blogger('g', { rank: 'legend' });
  // U counts dollars only: the rouble sale would not be enough on its own.
  await makeOrder(t.app, {
    seller: await blogger('u', { currency: 'USD' }),
    amount: 35_000,
    at,
    currency: 'USD',
  });
  await makeOrder(t.app, { seller: ids.u as string, amount: 90_000_000, at });
  await makeIntegrations(t.app, ids.u as string, ['2026-09-05', '2026-09-06']);
  // T meets Leader's figures straight from Explorer: 3 active line-1 partners, team sales on line 2.
  await makeOrder(t.app, { seller: await blogger('t'), amount: 5_000_000, at });
  await makeIntegrations(t.app, ids.t as string, ['2026-09-07', '2026-09-08']);
  for (const p of ['p1', 'p2', 'p3']) {
    await blogger(p, { sponsor: ids.t });
    await makeIntegrations(t.app, ids[p] as string, ['2026-09-09']);
  }
  await makeOrder(t.app, { seller: await blogger('q', { sponsor: ids.p1 }), amount: 15_000_000, at });
  // Outside September: an October sale and integration change nothing.
  await makeOrder(t.app, { seller: ids.l as string, amount: 90_000_000, at: '2026-10-01T00:00:00Z' });
  await createUser(t.app, { email: `rev-${tag}@ranks.test`, status: 'review', createdAt: LONG_AGO });
});
afterAll(async () => t?.close());

describe('monthly rank evaluation', () => {
  it('promotes (several steps at once), drops a losable rank to Explorer, keeps a permanent one', async () => {
    expect(await runRankEvaluation(t.app.orm.em, OCT_5)).toBe(10);
    const oct1 = '2026-10-01T00:00:00.000Z';
    const old = '2026-06-01T00:00:00.000Z';
    expect(await state()).toEqual({
      a: `rising_star ${oct1}`,
      k: `rising_star ${old}`,
      l: `explorer ${oct1}`,
      g: `legend ${old}`,
      u: `rising_star ${oct1}`,
      t: `leader ${oct1}`,
      p1: 'explorer -',
      p2: 'explorer -',
      p3: 'explorer -',
      q: 'explorer -',
    });
    const changes = await t.app.orm.em.fork().find(RankChange, {}, { orderBy: { fromCode: 'asc' } });
    const byUser = Object.fromEntries(Object.entries(ids).map(([n, id]) => [id, n]));
    expect(changes.map((c) => [byUser[c.user.id], c.month, c.fromCode, c.toCode, c.reason]).sort()).toEqual([
      ['a', SEP, 'explorer', 'rising_star', 'promoted'],
      ['l', SEP, 'leader', 'explorer', 'lost'],
      ['t', SEP, 'explorer', 'leader', 'promoted'],
      ['u', SEP, 'explorer', 'rising_star', 'promoted'],
    ]);
  });

  it('stores the month figures of every approved blogger once', async () => {
    const rows = await db(t.app.orm.em.fork())
      .selectFrom('rank_month_stats')
      .selectAll()
      .where('month', '=', SEP)
      .execute();
    expect(rows).toHaveLength(10);
    const row = (name: string) => rows.find((r) => r.user_id === ids[name]);
    const t1 = row('t');
    expect([t1?.currency, num(t1?.personal_revenue), num(t1?.team_revenue), t1?.active_partners]).toEqual([
      'RUB',
      5_000_000,
      15_000_000,
      3,
    ]);
    expect([num(t1?.integrations), Boolean(t1?.league), t1?.rank_code]).toEqual([2, true, 'leader']);
    expect([num(row('u')?.personal_revenue), row('u')?.currency]).toEqual([35_000, 'USD']);
    expect([Boolean(row('g')?.league), row('g')?.rank_code, num(row('l')?.personal_revenue)]).toEqual([
      false,
      'legend',
      0,
    ]);
  });

  it('changes nothing when run again, by the job or directly', async () => {
    const before = [await state(), await counts()];
    expect(await runRankEvaluation(t.app.orm.em, new Date('2026-10-05T04:00:00Z'))).toBe(0);
    expect(await evaluateMonth(t.app.orm.em, SEP, OCT_5)).toEqual({ evaluated: 0, promoted: 0, lost: 0 });
    // An earlier month is not applied on top of a later one.
    expect(await evaluateMonth(t.app.orm.em, '2026-08', OCT_5)).toEqual({
      evaluated: 0,
      promoted: 0,
      lost: 0,
    });
    expect([await state(), await counts()]).toEqual(before);
  });

  it('refuses a month that has not ended', async () => {
    await expect(evaluateMonth(t.app.orm.em, '2026-10', OCT_5)).rejects.toThrow(/not ended/);
  });

  it('writes one history line per blogger when two evaluations race', async () => {
    // October: nobody but L sells, and L has no integrations.
    const before = await counts();
    const NOV_2 = new Date('2026-11-02T00:00:00Z');
    const results = await Promise.all([
      evaluateMonth(t.app.orm.em, '2026-10', NOV_2),
      evaluateMonth(t.app.orm.em, '2026-10', NOV_2),
    ]);
    const sum = (k: 'evaluated' | 'lost' | 'promoted') => results.reduce((s, r) => s + r[k], 0);
    // A, K, U and T hold losable ranks and showed nothing in October; L holds Explorer now.
    expect([sum('evaluated'), sum('lost'), sum('promoted')]).toEqual([10, 4, 0]);
    const after = await counts();
    expect([after.stats - before.stats, after.changes - before.changes]).toEqual([10, 4]);
    const lines = await t.app.orm.em.fork().find(RankChange, { month: '2026-10' });
    expect(new Set(lines.map((l) => l.user.id)).size).toBe(4);
    expect((await state()).g).toBe('legend 2026-06-01T00:00:00.000Z');
  });

  it('runs once when two instances start the hourly job together', async () => {
    const DEC_2 = new Date('2026-12-02T00:00:00Z');
    const runs = await Promise.all([
      runRankEvaluation(t.app.orm.em, DEC_2),
      runRankEvaluation(t.app.orm.em, DEC_2),
    ]);
    expect(runs.sort((x, y) => x - y)).toEqual([0, 10]);
    expect(await t.app.orm.em.fork().count(RankMonthStat, { month: '2026-11' })).toBe(10);
  });
});
