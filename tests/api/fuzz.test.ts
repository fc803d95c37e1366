/**
 * Property-based fuzzing of every JSON route (issue 8): cases generated from the route table and the
 * contract's Valibot schemas, with and without a session. No answer may be a 5xx, and after each writing
 * route's run (and after all of them) every list endpoint of the fuzzing users still answers 200.
 * Each route gets a deterministic sweep (a valid body, one field at a time made hostile) and RUNS random
 * cases: `npm test` runs 10, `npm run fuzz` (FUZZ_RUNS=1000) runs 1 000 and prints the counts.
 * FUZZ_SEED reproduces a run.
 */
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoCourses } from '../../api/db/seed/demo-courses.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { DEFAULT_PLAN } from '../../api/modules/commissions/plan.service.ts';
import { Course, CourseMedia, Lesson } from '../../api/modules/courses/course.entity.ts';
import { FaqItem, Review } from '../../api/modules/landing/landing.entity.ts';
import { DEFAULT_LADDER } from '../../api/modules/ranks/ladder.service.ts';
import { createTestApp, createUser } from '../helpers/api-app.ts';
import { draftBody, fileDecl, newId, putDraft } from '../helpers/api-placements.ts';
import { caseArbitrary, describeCase, sendCase, sweepCases } from '../helpers/fuzz-cases.ts';
import { HOSTILE_KEYS } from '../helpers/fuzz-hostile.ts';
import { installRouteProbe, mintToken, type Route, routeTable } from '../helpers/fuzz-routes.ts';
import { makeOrder } from '../helpers/money.ts';
import { fundWallet, period, requestWithdrawal } from '../helpers/wallet.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** Routes that do not speak JSON, and where they are tested instead. */
const NOT_JSON: { match: (r: Route) => boolean; why: string }[] = [
  { match: (r) => r.url.startsWith('/api/docs'), why: 'Swagger UI files' },
  { match: (r) => r.url.startsWith('/api/v1/uploads'), why: 'tus protocol: tests/api/uploads.test.ts' },
  { match: (r) => r.key === 'POST /api/v1/profile/avatar', why: 'multipart: tests/api/profile.test.ts' },
  { match: (r) => r.url.includes('/media/:mediaId'), why: 'media bytes: tests/api/courses.test.ts' },
  {
    match: (r) => r.key === 'POST /api/v1/admin/products/:id/image',
    why: 'multipart: tests/api/products.test.ts',
  },
  {
    match: (r) => ['/healthz', '/readyz'].includes(r.url),
    why: 'probes without input: tests/api/health.test.ts',
  },
  // A dot-segment case (`/r/%2e%2e` = `/`) would land on the app shell, which this test app has not built.
  // Pages, not JSON; this test app has no build, so they answer 503 by design.
  {
    match: (r) => !r.url.startsWith('/api/') && !r.url.startsWith('/r/'),
    why: 'landing HTML: landing-pages.test.ts',
  },
  {
    match: (r) => /\/r\/(:part|\*)$/.test(r.url),
    why: 'referral link redirects: tests/api/referrals.test.ts',
  },
];

const t = await createTestApp({
  tweak: (c) => {
    // Let the cases reach the handlers instead of the limiters.
    Object.assign(c.signInRateLimit, { perIp: 1e9, perPair: 1e9, maxDelayMs: 0 });
    for (const limit of Object.values(c.rateLimits)) limit.max = 1e9;
  },
});
const seen = installRouteProbe(t.app);
const routes = (await routeTable(t.app, seen)).filter((r) => !NOT_JSON.some((n) => n.match(r)));

const USER = 'ambassador@demo.local';
const STAFF = 'admin@demo.local';
const other = await createUser(t.app, { email: 'other@fuzz.local' });
const staffId = (await t.app.orm.em.fork().findOneOrFail(User, { email: STAFF })).id;
/** Existing ids per parameter name, so that cases get past the lookups into the handlers. */
const known: Record<string, string[]> = { id: [], fileId: [], step: ['telegram', 'course', 'rules'] };
for (const [email, token] of [
  [USER, await mintToken(t.app, USER)],
  ['other@fuzz.local', await mintToken(t.app, 'other@fuzz.local')],
]) {
  const id = newId();
  const file = fileDecl(1000, 'image/png', 'a.png');
  const res = await putDraft(t.app, token as string, id, draftBody({ files: [file] }));
  if (res.statusCode !== 200) throw new Error(`draft for ${email}: ${res.statusCode} ${res.body}`);
  known.id?.push(id);
  known.fileId?.push(file.id);
}
known.id?.push(other.id);
// A partner of USER's (line 1), so team member cases reach the figures.
known.id?.push((await t.app.orm.em.fork().findOneOrFail(User, { email: 'newbie@demo.local' })).id);
// The demo school, so course cases reach its lessons and media.
{
  await seedDemoCourses(t.app.orm.em.fork(), t.config.varDir);
  const em = t.app.orm.em.fork();
  for (const course of await em.find(Course, {})) known.id?.push(course.id);
  known.lessonId = (await em.find(Lesson, {})).map((l) => l.id);
  known.mediaId = (await em.find(CourseMedia, {})).map((m) => m.id);
}
// A connected, funded wallet with one pending request, so wallet cases reach the ledger.
{
  const token = await mintToken(t.app, USER);
  const owner = await t.app.orm.em.fork().findOneOrFail(User, { email: USER });
  const headers = { authorization: `Bearer ${token}` };
  await t.app.inject({ method: 'POST', url: '/api/v1/wallet/payout-connection', headers });
  await fundWallet(t.app, owner.id, 100_000_000);
  const res = await requestWithdrawal(t.app, token, { amount: 1_000_000, ...period });
  if (res.statusCode !== 201) throw new Error(`withdrawal: ${res.statusCode} ${res.body}`);
  known.id?.push(res.json().id);
}

// The demo landing's first review and FAQ item, so their edit cases reach the handlers.
for (const row of [
  ...(await t.app.orm.em.fork().find(Review, {}, { limit: 1 })),
  ...(await t.app.orm.em.fork().find(FaqItem, {}, { limit: 1 })),
])
  known.id?.push(row.id);
// A product, so product cases reach the handlers (its id joins the known ids).
const PRODUCT = {
  locale: 'ru',
  title: 'Fuzz product',
  description: 'Text',
  price_minor: 100,
  shop_url: 'https://shop.example/p',
  product_code: 'fuzz',
  position: 1,
  published: true,
};
{
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/products',
    headers: { authorization: `Bearer ${await mintToken(t.app, STAFF)}` },
    payload: PRODUCT,
  });
  if (res.statusCode !== 201) throw new Error(`product: ${res.statusCode} ${res.body}`);
  known.id?.push(res.json().id);
}

/** Object.prototype member names as products (credited through the demo seller's code), ids and codes. */
const SALES_CSV = [
  'external_id,product,amount,currency,promocode,occurred_at',
  'fuzz-csv-1,monthly,100,RUB,,2026-01-01T00:00:00Z',
  ...HOSTILE_KEYS.map((k) => `fuzz-csv-${k},${k},100,RUB,ANNA10,2026-01-01T00:00:00Z`),
  ...HOSTILE_KEYS.map((k) => `${k},monthly,100,RUB,${k},2026-01-01T00:00:00Z`),
].join('\n');
// An unattributed sale of such a product, first among the ids its attribution route is fuzzed with.
const unattributed = await makeOrder(t.app, {
  seller: null,
  amount: 100_000,
  at: '2026-01-01',
  product: 'constructor',
});
const knownFor = (route: Route) =>
  route.key === 'POST /api/v1/admin/sales/:id/attribution'
    ? { ...known, id: [unattributed.id, ...(known.id ?? [])] }
    : known;

const REVIEW_FIXTURE = {
  locale: 'en',
  author: 'Fuzz Author',
  caption: 'Blogger',
  text: 'A fuzzed review',
  position: 5,
  published: true,
};
const FAQ_FIXTURE = { locale: 'ru', question: 'Fuzzed?', answer: 'Fuzzed.', position: 5, published: false };
const COURSE_BODY = {
  title: 'Fuzzed course',
  description: '',
  published: true,
  onboarding: false,
  cover_media_id: null,
  lessons: [
    { id: '0190a000-0000-7000-8000-00000000c0de', title: 'Lesson', blocks: [{ type: 'text', text: 'Hi' }] },
  ],
};

/** Valid bodies the generator cannot find by chance, so one hostile field at a time reaches the handler. */
const FIXTURES: Record<string, Record<string, unknown>> = {
  'PUT /api/v1/placements/:id': { ...draftBody({ files: [] }), revision: 2 },
  'POST /api/v1/wallet/withdrawals': { amount: 1_000_000, ...period },
  'POST /api/v1/admin/withdrawals/:id/decision': { decision: 'reject', reason: 'Fuzzed rejection' },
  'POST /api/v1/promocodes': { network: 'vk', code: 'FUZZ1' },
  'POST /api/v1/admin/sales/import/preview': { csv: SALES_CSV },
  'POST /api/v1/admin/sales/import': { csv: SALES_CSV },
  'POST /api/v1/admin/sales/:id/attribution': { blogger: USER },
  // Unsigned, so it stays a 401: the signed cases are in tests/api/sales-webhook.test.ts.
  'POST /api/v1/sales/webhook': {
    events: [
      {
        type: 'order',
        external_id: 'fuzz-1',
        product: 'monthly',
        amount: 100,
        currency: 'RUB',
        occurred_at: '2026-01-01T00:00:00Z',
      },
    ],
  },
  'POST /api/v1/admin/commission-plan': structuredClone(DEFAULT_PLAN),
  'POST /api/v1/admin/month-closes': { month: '2025-01' },
  'PUT /api/v1/admin/ranks': { ranks: structuredClone(DEFAULT_LADDER) },
  'POST /api/v1/admin/rank-evaluations': { month: '2025-01' },
  'PUT /api/v1/admin/users/:id/manager': { manager_id: staffId, branch: true },
  'POST /api/v1/admin/reviews': REVIEW_FIXTURE,
  'PUT /api/v1/admin/reviews/:id': REVIEW_FIXTURE,
  'POST /api/v1/admin/faq': FAQ_FIXTURE,
  'PUT /api/v1/admin/faq/:id': FAQ_FIXTURE,
  'POST /api/v1/admin/courses': COURSE_BODY,
  'PUT /api/v1/admin/courses/:id': COURSE_BODY,
  'PUT /api/v1/courses/:id/lessons/:lessonId/progress': {
    completed: true,
    completed_at: '2026-11-01T10:00:00.000Z',
  },
  'POST /api/v1/admin/products': PRODUCT,
  'PUT /api/v1/admin/products/:id': PRODUCT,
};

/**
 * GET routes without path parameters: the lists and pages a user reads, each status filter tried (the API
 * description aside: it is made from the route table, not from stored rows). Sent all at once: on
 * PostgreSQL the database answers one while the app serialises another.
 */
async function brokenLists(): Promise<string[]> {
  const userToken = await mintToken(t.app, USER);
  const staffToken = await mintToken(t.app, STAFF);
  const urls = routes
    .filter((r) => r.method === 'GET' && !r.url.includes(':') && !r.url.endsWith('/openapi.json'))
    .flatMap((route) => {
      const status = (
        route.schema.querystring as { entries?: Record<string, { wrapped?: { options?: string[] } }> }
      )?.entries?.status?.wrapped?.options;
      return ['', ...(status ?? []).map((s) => `?status=${s}`)].map((query) => route.url + query);
    });
  const answers = await Promise.all(
    urls.map((url) =>
      t.app.inject({
        url,
        headers: { authorization: `Bearer ${url.includes('/admin/') ? staffToken : userToken}` },
      }),
    ),
  );
  return urls.flatMap((url, i) => {
    const code = answers[i]?.statusCode;
    return code === 200 ? [] : [`${url} → ${code}`];
  });
}

const alreadyBroken = new Set<string>();
/** Lists that stopped answering since the last call; each broken list is reported once. */
async function newlyBrokenLists(): Promise<string[]> {
  const lists = (await brokenLists()).filter((l) => !alreadyBroken.has(l));
  for (const l of lists) alreadyBroken.add(l);
  return lists;
}

interface Counts {
  requests: number;
  byClass: Record<string, number>;
  errors: number;
}
const counts = new Map<string, Counts>();

afterAll(async () => {
  const lines = [...counts].map(
    ([key, c]) =>
      `${key.padEnd(52)} ${String(c.requests).padStart(5)}  ${['2xx', '3xx', '4xx', '5xx']
        .map((k) => `${k} ${String(c.byClass[k] ?? 0).padStart(4)}`)
        .join('  ')}  ≥500: ${c.errors}`,
  );
  const total = [...counts.values()].reduce((s, c) => s + c.errors, 0);
  console.log(`fuzz seed ${SEED}, ${RUNS} cases per route\n${lines.join('\n')}\ntotal ≥500: ${total}`);
  await t.close();
});

describe('fuzzing every JSON route', () => {
  it('knows the route table', () => {
    expect(routes.length).toBeGreaterThan(20);
    expect(routes.map((r) => r.key)).toContain('PUT /api/v1/placements/:id');
    expect(routes.find((r) => r.key === 'PUT /api/v1/placements/:id')?.schema.body).toBeDefined();
  });

  it.each(routes.map((r, i) => [r.key, r, i] as const))(
    '%s',
    async (_key, route, index) => {
      const entry: Counts = { requests: 0, byClass: {}, errors: 0 };
      counts.set(route.key, entry);
      const failures: string[] = [];
      const ids = knownFor(route);
      const random = fc.sample(caseArbitrary(route, ids), { numRuns: RUNS, seed: SEED + index });
      const cases = [...sweepCases(route, ids, FIXTURES[route.key]), ...random];
      // A fresh session after every answer that may have changed something (sign-out, a new password and
      // hiding the account end sessions); a refused case writes nothing, so its session is still good.
      let session: string | null = null;
      for (const c of cases) {
        session ??= c.auth ? await mintToken(t.app, route.url.includes('/admin/') ? STAFF : USER) : null;
        const res = await sendCase(t.app, route, c, c.auth ? session : null);
        if (res.statusCode < 400 || res.statusCode >= 500) session = null;
        entry.requests += 1;
        const cls = `${Math.floor(res.statusCode / 100)}xx`;
        entry.byClass[cls] = (entry.byClass[cls] ?? 0) + 1;
        if (res.statusCode >= 500) {
          entry.errors += 1;
          failures.push(`${res.statusCode} ${res.body.slice(0, 80)} ← ${describeCase(route, c)}`);
        }
      }
      // Only lists this route broke: one poisoned row must not be blamed on every later route. Reads store
      // none of their input, so the lists are read after the routes that write (and once after them all).
      const lists = route.method === 'GET' ? [] : await newlyBrokenLists();
      expect({ route: route.key, seed: SEED, failures: [...new Set(failures)].slice(0, 8), lists }).toEqual({
        route: route.key,
        seed: SEED,
        failures: [],
        lists: [],
      });
    },
    Math.max(30_000, RUNS * 300),
  );

  it('leaves every list answering after all the routes', async () => {
    expect(await newlyBrokenLists()).toEqual([]);
  });
});
