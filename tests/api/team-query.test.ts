/**
 * GET team queries: search, filters, sorting and keyset paging, each under every plan of team-page.ts (the
 * closure-table side, the bounded prefix falling back, the users-index side), which must all give the same
 * answers; and bad input.
 */

import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TeamMember } from '#contract/team.ts';
import { db } from '../../api/lib/db-query.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { TEAM_PLAN } from '../../api/modules/team/team-plan.ts';
import { createTestApp, type TestApp, usesPostgres } from '../helpers/api-app.ts';
import { mintToken } from '../helpers/fuzz-routes.ts';
import { member } from '../helpers/team.ts';

let t: TestApp;
let token: string;
let members: User[] = [];
const DEFAULT_PLAN = { ...TEAM_PLAN };
const PLANS = {
  links: { largeTeam: 1e9, prefix: 1e9, searchIndex: 0 },
  'prefix, then links': { largeTeam: 1e9, prefix: 3, searchIndex: 0 },
  users: { largeTeam: 1, prefix: 3, searchIndex: 0 },
  // SQLite's FTS5 trigram index (decision 091) for searches of 3+ characters: first, or only after the
  // prefix (it finds at least one account). PostgreSQL has no such plan: these repeat its others.
  'search index first': { largeTeam: 1, prefix: 3, searchIndex: 1e9 },
  'prefix, then search index': { largeTeam: 1, prefix: 3, searchIndex: 1 },
};
// Three registrations share each second: paging must neither repeat nor skip them.
const at = (i: number) => new Date(Date.UTC(2026, 1, 1, 10, 0, Math.floor(i / 3)));

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const viewer = await member(t.app, 'q-viewer');
  token = await mintToken(t.app, viewer.email);
  const NAMES = ['Анна', 'анатолий', 'Борис', 'Вера', 'Emma', 'emily', 'Zoe', 'Анна', 'Yuri', 'Ёж'];
  let sponsor = viewer.id;
  for (let i = 0; i < 24; i++) {
    const m = await member(t.app, 'q', {
      sponsor: i % 6 === 0 ? viewer.id : sponsor,
      createdAt: at(i),
      firstName: NAMES[i % NAMES.length],
      nickname: i % 4 === 0 ? `Runner_${i}` : undefined,
      phone: i === 5 ? '+7 (912) 345-67-89' : undefined,
      rankCode: i % 5 === 0 ? 'leader' : 'explorer',
      status: i % 7 === 3 ? 'review' : 'approved',
      onboardingCompleted: i % 3 !== 1,
      lastIntegrationAt: i % 4 === 2 ? new Date() : null,
    });
    members.push(m);
    if (i % 6 !== 5) sponsor = m.id;
  }
  members = members.filter(Boolean);
}, 60_000);
afterEach(() => Object.assign(TEAM_PLAN, DEFAULT_PLAN));
afterAll(async () => t?.close());

async function get(query: string) {
  const res = await t.app.inject({
    url: `/api/v1/team?${query}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

/** Every page of a query, following next_cursor. */
async function all(query: string, limit = 4): Promise<TeamMember[]> {
  const items: TeamMember[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const res = await get(`${query}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.status).toBe(200);
    items.push(...res.body.items);
    cursor = res.body.next_cursor;
    if (!cursor) return items;
  }
  throw new Error('paging did not end');
}

const q = (text: string) => `q=${encodeURIComponent(text)}`;
const CASES: [string, (m: TeamMember) => boolean][] = [
  [q('анна'), (m) => m.first_name === 'Анна'],
  [q('АНАТ'), (m) => m.first_name === 'анатолий'],
  [q('EM'), (m) => /^em/i.test(m.first_name ?? '') || m.contacts?.email.includes('em') === true],
  [q('runner_1'), (m) => /^runner_1/i.test(m.nickname ?? '')],
  // A phone as typed finds the digits; the member is on line 2 or deeper, so the match is by key only.
  [q('912 345'), (m) => m.id === members[5]?.id],
  [q('+7 (912) 345-67'), (m) => m.id === members[5]?.id],
  [q('q-'), () => true],
  [q('%'), () => false],
  // 3 characters or more: a trigram search on SQLite, which must find the same substrings.
  [q('НАТ'), (m) => m.first_name === 'анатолий'],
  [q('анн'), (m) => m.first_name === 'Анна'],
  [q('unner_'), (m) => /^runner_/i.test(m.nickname ?? '')],
  [q('r_2'), (m) => /^runner_2/i.test(m.nickname ?? '')],
  [q('@team.test'), () => true],
  [q('%_\\'), () => false],
  [q('a"b'), () => false],
  [q('"""'), () => false],
  [q('emm*'), () => false],
  [q('em OR zo'), () => false],
  ['line=2', (m) => m.line === 2],
  ['rank=leader', (m) => m.rank === 'leader'],
  ['status=validation', (m) => m.status === 'validation'],
  ['status=newbie', (m) => m.status === 'newbie'],
  ['status=cooperation', (m) => m.status === 'cooperation'],
  ['status=new&line=1', (m) => m.status === 'new' && m.line === 1],
];

describe.each(Object.entries(PLANS))('GET team, plan: %s', (_plan, plan) => {
  it('pages through the whole team in each order without repeats or gaps', async () => {
    Object.assign(TEAM_PLAN, plan);
    const everyone = await all('sort=joined_desc', 100);
    expect(everyone.length).toBeGreaterThan(15);
    for (const sort of ['joined_desc', 'joined_asc', 'name_asc']) {
      const items = await all(`sort=${sort}`, 4);
      expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
      expect(items.map((i) => i.id).sort()).toEqual(everyone.map((i) => i.id).sort());
      const keys = items.map((i) => (sort === 'name_asc' ? '' : i.joined_at));
      if (sort === 'joined_desc') expect(keys).toEqual([...keys].sort().reverse());
      if (sort === 'joined_asc') expect(keys).toEqual([...keys].sort());
    }
  });

  it.each(CASES)('filters %s exactly (every page, each sort)', async (query, match) => {
    Object.assign(TEAM_PLAN, plan);
    const everyone = await all('sort=joined_desc', 100);
    const want = everyone.filter(match).map((m) => m.id);
    for (const sort of ['joined_desc', 'name_asc']) {
      const got = (await all(`${query}&sort=${sort}`, 2)).map((m) => m.id);
      expect([query, sort, got.sort()]).toEqual([query, sort, [...want].sort()]);
    }
  });
});

describe('GET team search after edits', () => {
  it('finds a renamed member by the new name only, in every plan; the search index stays whole', async () => {
    const renamed = members[1] as User;
    const em = t.app.orm.em.fork();
    const rename = async (firstName: string) => {
      const row = await em.findOneOrFail(User, { id: renamed.id });
      em.assign(row, { firstName });
      await em.flush();
    };
    await rename('Зиновий');
    const gone = await member(t.app, 'gone', { firstName: 'Зиновия' });
    await db(em).deleteFrom('team_links').where('descendant_id', '=', gone.id).execute();
    await db(em).deleteFrom('users').where('id', '=', gone.id).execute();
    try {
      for (const plan of Object.values(PLANS)) {
        Object.assign(TEAM_PLAN, plan);
        for (const sort of ['joined_desc', 'name_asc']) {
          const found = (await all(`${q('зинови')}&sort=${sort}`)).map((m) => m.id);
          expect([plan, sort, found]).toEqual([plan, sort, [renamed.id]]);
          const old = (await all(`${q('анатолий')}&sort=${sort}`)).map((m) => m.id);
          expect([plan, sort, old.includes(renamed.id), old.length]).toEqual([plan, sort, false, 1]);
        }
      }
      if (!usesPostgres()) {
        // FTS5 compares its index with the users rows it was built from (external content).
        await sql`insert into users_search_fts (users_search_fts, rank) values ('integrity-check', 1)`.execute(
          db(em),
        );
      }
    } finally {
      await rename('анатолий');
    }
  });
});

describe('GET team sorting and input', () => {
  it('sorts by name case-insensitively', async () => {
    const names = (await all('sort=name_asc', 5)).map((m) => m.first_name ?? '');
    expect(names).toEqual([...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1)));
  });

  it('finds a Cyrillic name whatever its case', async () => {
    const lower = (await get(q('анна'))).body.items.map((m: TeamMember) => m.id);
    expect(lower.length).toBe(3);
    expect((await get(q('АННА'))).body.items.map((m: TeamMember) => m.id)).toEqual(lower);
  });

  it('refuses bad input with a 4xx and the error body', async () => {
    const cursor = (await get('limit=2')).body.next_cursor as string;
    const tampered = Buffer.from(JSON.stringify({ s: 'joined_desc', k: 1e20, id: 'x' })).toString(
      'base64url',
    );
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=1e2',
      'line=0',
      'line=5',
      'status=active',
      'rank=Bad Rank',
      'sort=random',
      `q=${'x'.repeat(101)}`,
      'q=a%00b',
      'cursor=not*base64',
      'cursor=e30',
      `cursor=${tampered}`,
      `cursor=${cursor}&sort=name_asc`,
      `cursor=${cursor.slice(0, -3)}`,
      `cursor=${'A'.repeat(400)}`,
    ]) {
      const res = await get(query);
      expect([query, res.status, typeof res.body.code]).toEqual([query, 422, 'string']);
    }
  });
});
