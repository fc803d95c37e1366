/**
 * The IDOR matrix (issue 8), generated from the route table: every route with a path parameter, called by
 * a second user, without a token and, for staff routes, by a blogger (the owner herself). Each call must
 * answer 401, 403 or 404 and leave the owner's data as it was. A new route with a parameter fails the
 * first test until it is listed in ID_ROUTES.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { createTestApp } from '../helpers/api-app.ts';
import { multipartBody, png } from '../helpers/api-multipart.ts';
import { draftBody, metaFor, newId, pngBytes, uploadMetadata } from '../helpers/api-placements.ts';
import { installRouteProbe, mintToken, routeTable } from '../helpers/fuzz-routes.ts';
import { APPLICANT, idorFixture, OWNER } from '../helpers/idor-fixture.ts';
import { reportBody } from '../helpers/ord-app.ts';

const t = await createTestApp({ tweak: (c) => Object.assign(c.rateLimits.signUp, { max: 1e9 }) });
const seen = installRouteProbe(t.app);
const routes = await routeTable(t.app, seen);

const {
  actId,
  placementId,
  file,
  upload,
  applicantId,
  ownerId,
  withdrawalId,
  partnerId,
  adminId,
  reviewId,
  faqId,
  reviewBody,
  faqBody,
  unattributed,
  school,
  draftCourse,
  schoolLesson,
  draftMedia,
  PRODUCT_BODY,
  productId,
} = await idorFixture(t);

const TUS = { 'tus-resumable': '1.0.0' };
const reportEntry = reportBody({ impressions: '1000', key: randomUUID() }, png());
interface IdRoute {
  url: string;
  staff?: boolean;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Why a route's parameter is not someone else's object, and which answers the second user may get. */
  notOwned?: { why: string; allow: number[] };
}

/** Every route with a path parameter. Listing one means deciding who may call it. */
const ID_ROUTES: Record<string, IdRoute> = {
  'POST /api/v1/admin/applicants/:id/decision': {
    url: `/api/v1/admin/applicants/${applicantId}/decision`,
    staff: true,
    payload: { decision: 'approve' },
  },
  'POST /api/v1/admin/placements/:id/decision': {
    url: `/api/v1/admin/placements/${placementId}/decision`,
    staff: true,
    payload: { decision: 'approve' },
  },
  'POST /api/v1/admin/withdrawals/:id/decision': {
    url: `/api/v1/admin/withdrawals/${withdrawalId}/decision`,
    staff: true,
    payload: { decision: 'reject', reason: 'Rejected by somebody else' },
  },
  'POST /api/v1/admin/sales/:id/attribution': {
    url: `/api/v1/admin/sales/${unattributed.id}/attribution`,
    staff: true,
    payload: { blogger: OWNER },
  },
  // Self-employed (decision 067): a receipt task id of nobody's, one blogger's status, a receipt cancellation.
  'PUT /api/v1/wallet/receipts/:id': {
    url: `/api/v1/wallet/receipts/${randomUUID()}`,
    payload: {
      url: 'https://lknpd.nalog.ru/api/v1/receipt/500100732259/200abcDEF9/print',
      amount: 1_000_000,
    },
  },
  'GET /api/v1/admin/npd/:id': { url: `/api/v1/admin/npd/${ownerId}`, staff: true },
  'POST /api/v1/admin/receipts/:id/cancellation': {
    url: `/api/v1/admin/receipts/${randomUUID()}/cancellation`,
    staff: true,
  },
  // Fraud review (decision 070) and ad marking (decision 069).
  'POST /api/v1/admin/fraud/reviews/:id/decision': {
    url: `/api/v1/admin/fraud/reviews/${randomUUID()}/decision`,
    staff: true,
    payload: { decision: 'release' },
  },
  // Leaked promocodes (decision 078): a flag id of nobody's.
  'POST /api/v1/admin/fraud/leaks/:id/retire': {
    url: `/api/v1/admin/fraud/leaks/${randomUUID()}/retire`,
    staff: true,
    payload: { grace_days: 7 },
  },
  'POST /api/v1/admin/fraud/leaks/:id/dismiss': {
    url: `/api/v1/admin/fraud/leaks/${randomUUID()}/dismiss`,
    staff: true,
    payload: { reason: 'Not ours' },
  },
  'PUT /api/v1/admin/fraud/rules/:code': {
    url: '/api/v1/admin/fraud/rules/self_referral',
    staff: true,
    payload: { enabled: false },
  },
  'POST /api/v1/admin/ord/placements/:id/resend': {
    url: `/api/v1/admin/ord/placements/${placementId}/resend`,
    staff: true,
  },
  'POST /api/v1/admin/ord/reports/:id/check': {
    url: `/api/v1/admin/ord/reports/${randomUUID()}/check`,
    staff: true,
  },
  'GET /api/v1/placements/:id/reports': { url: `/api/v1/placements/${placementId}/reports` },
  'PUT /api/v1/placements/:id/reports/:month': {
    url: `/api/v1/placements/${placementId}/reports/2026-10`,
    ...reportEntry,
  },
  'GET /api/v1/placements/:id/reports/:month/screenshot': {
    url: `/api/v1/placements/${placementId}/reports/2026-10/screenshot`,
  },
  'POST /api/v1/admin/ord/reports/:id/reject': {
    url: `/api/v1/admin/ord/reports/${randomUUID()}/reject`,
    staff: true,
    payload: { reason: 'Не та статистика' },
  },
  'PUT /api/v1/admin/users/:id/manager': {
    url: `/api/v1/admin/users/${ownerId}/manager`,
    staff: true,
    payload: { manager_id: adminId, branch: true },
  },
  'PUT /api/v1/admin/reviews/:id': {
    url: `/api/v1/admin/reviews/${reviewId}`,
    staff: true,
    payload: reviewBody,
  },
  'DELETE /api/v1/admin/reviews/:id': { url: `/api/v1/admin/reviews/${reviewId}`, staff: true },
  'PUT /api/v1/admin/faq/:id': { url: `/api/v1/admin/faq/${faqId}`, staff: true, payload: faqBody },
  'DELETE /api/v1/admin/faq/:id': { url: `/api/v1/admin/faq/${faqId}`, staff: true },
  'PUT /api/v1/admin/ad-rules/:code': {
    url: '/api/v1/admin/ad-rules/ru_instagram',
    staff: true,
    payload: { network: 'telegram' },
  },
  ...Object.fromEntries(
    ['', '/en', '/by', '/ru'].flatMap((prefix) =>
      [
        [`${prefix}/r/:part`, `${prefix}/r/demo`],
        [`${prefix}/r/*`, `${prefix}/r/demo/x`],
      ].map(([route, url]) => [
        `GET ${route}`,
        {
          url: url as string,
          notOwned: {
            why: "a public referral link: it redirects anyone, and changes none of the owner's data",
            allow: [302],
          },
        },
      ]),
    ),
  ),
  'GET /api/v1/team/members/:id': { url: `/api/v1/team/members/${partnerId}` },
  'PUT /api/v1/admin/products/:id': {
    url: `/api/v1/admin/products/${productId}`,
    staff: true,
    payload: { ...PRODUCT_BODY, title: 'Renamed by a blogger' },
  },
  'DELETE /api/v1/admin/products/:id': { url: `/api/v1/admin/products/${productId}`, staff: true },
  'POST /api/v1/admin/products/:id/image': {
    url: `/api/v1/admin/products/${productId}/image`,
    staff: true,
    ...multipartBody('file', 'a.png', pngBytes(100), 'image/png'),
  },
  'GET /api/v1/products/images/:file': {
    url: `/api/v1/products/images/${newId()}.png`,
    notOwned: {
      why: 'product pictures are public marketing images under random names; a made-up one is 404',
      allow: [404],
    },
  },
  'GET /api/v1/placements/:id': { url: `/api/v1/placements/${placementId}` },
  'PUT /api/v1/placements/:id': {
    url: `/api/v1/placements/${placementId}`,
    payload: draftBody({ revision: 99, text: 'Written by somebody else entirely', files: [] }),
  },
  'POST /api/v1/placements/:id/submit': {
    url: `/api/v1/placements/${placementId}/submit`,
    headers: { 'idempotency-key': newId() },
  },
  'POST /api/v1/placements/:id/removal': { url: `/api/v1/placements/${placementId}/removal` },
  'GET /api/v1/documents/acts/:id/pdf': { url: `/api/v1/documents/acts/${actId}/pdf` },
  'GET /api/v1/placements/:id/files/:fileId': { url: `/api/v1/placements/${placementId}/files/${file.id}` },
  'HEAD /api/v1/uploads/*': { url: upload, headers: TUS },
  'PATCH /api/v1/uploads/*': {
    url: upload,
    payload: pngBytes(1000),
    headers: { ...TUS, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
  },
  'DELETE /api/v1/uploads/*': { url: upload, headers: TUS },
  // A creation for the owner's declared file, sent to an upload's URL.
  'POST /api/v1/uploads/*': {
    url: upload,
    headers: {
      ...TUS,
      'upload-length': '1000',
      'upload-metadata': uploadMetadata(metaFor(placementId, file)),
    },
  },
  'OPTIONS /api/v1/uploads/*': {
    url: upload,
    headers: { origin: 'https://evil.example', 'access-control-request-method': 'DELETE' },
    notOwned: {
      why: 'CORS preflight: answers no data and changes nothing',
      allow: [200, 204, 401, 403, 404],
    },
  },
  'POST /api/v1/onboarding/steps/:step': {
    url: '/api/v1/onboarding/steps/rules',
    payload: { confirmed: true },
    notOwned: { why: "a step name: the caller's own onboarding moves on", allow: [200, 401, 409] },
  },
  'GET /api/v1/avatars/:file': {
    url: `/api/v1/avatars/${newId()}.png`,
    notOwned: {
      why: 'avatars are public capability URLs (random names); a made-up one is 404',
      allow: [404],
    },
  },
  'GET /api/v1/admin/courses/:id': { url: `/api/v1/admin/courses/${school.id}`, staff: true },
  'PUT /api/v1/admin/courses/:id': {
    url: `/api/v1/admin/courses/${school.id}`,
    staff: true,
    payload: {
      title: 'Taken over',
      description: '',
      published: false,
      onboarding: false,
      cover_media_id: null,
      lessons: [],
    },
  },
  'DELETE /api/v1/admin/courses/:id': { url: `/api/v1/admin/courses/${school.id}`, staff: true },
  'GET /api/v1/courses/:id': {
    url: `/api/v1/courses/${draftCourse.id}`,
    notOwned: { why: "a draft course: only staff read it, a blogger's answer is 404", allow: [401, 404] },
  },
  'GET /api/v1/courses/:id/media/:mediaId': {
    url: `/api/v1/courses/${draftCourse.id}/media/${draftMedia.id}`,
    notOwned: { why: "a draft course's medium: staff only", allow: [401, 404] },
  },
  'PUT /api/v1/courses/:id/lessons/:lessonId/progress': {
    url: `/api/v1/courses/${school.id}/lessons/${schoolLesson.id}/progress`,
    payload: { completed: true, completed_at: '2026-11-01T10:00:00.000Z' },
    notOwned: { why: 'shared lessons: the caller records only their own progress', allow: [204, 401] },
  },
  'POST /api/v1/admin/jobs/:job': { url: '/api/v1/admin/jobs/placement-deadlines', staff: true },
  'GET /api/docs/*': {
    url: '/api/docs/static/index.html',
    notOwned: { why: 'Swagger UI files, no user data', allow: [200, 302, 401, 403, 404] },
  },
};

/** What the owner (and the applicant under review) see of their own data. */
async function ownerState() {
  const token = await mintToken(t.app, OWNER);
  const get = async (url: string) => {
    const res = await t.app.inject({ url, headers: { authorization: `Bearer ${token}` } });
    return `${res.statusCode} ${res.body.replace(/"(token|refresh_token|hash_mac)":"[^"]*"/g, '')}`;
  };
  const head = await t.app.inject({
    method: 'HEAD',
    url: upload,
    headers: { ...TUS, authorization: `Bearer ${token}` },
  });
  const applicant = await t.app.orm.em.fork().findOneOrFail(User, { email: APPLICANT });
  return {
    placements: await get('/api/v1/placements'),
    products: await get('/api/v1/products'),
    placement: await get(`/api/v1/placements/${placementId}`),
    profile: await get('/api/v1/profile'),
    partner: await get(`/api/v1/team/members/${partnerId}`),
    onboarding: await get('/api/v1/onboarding'),
    wallet: await get('/api/v1/wallet'),
    withdrawals: await get('/api/v1/wallet/withdrawals'),
    landing: await get('/api/v1/landing?locale=ru'),
    upload: `${head.statusCode} ${head.headers['upload-offset']}`,
    applicant: `${applicant.status} ${applicant.access}`,
  };
}

const results: string[] = [];
const tally = { unexpected: 0, ownerChanged: 0 };
afterAll(async () => {
  console.log(
    `IDOR matrix: ${results.length} calls over ${Object.keys(ID_ROUTES).length} routes; unexpected answers: ${tally.unexpected}, owner data changed: ${tally.ownerChanged}\n${results.join('\n')}`,
  );
  await t.close();
});

describe('IDOR matrix', () => {
  it('lists every route that takes a path parameter', () => {
    const withParams = routes.filter((r) => /[:*]/.test(r.url)).map((r) => r.key);
    expect(withParams.length).toBeGreaterThan(10);
    expect(withParams.filter((key) => !(key in ID_ROUTES))).toEqual([]);
    expect(Object.keys(ID_ROUTES).filter((key) => !withParams.includes(key))).toEqual([]);
  });

  it.each(Object.entries(ID_ROUTES))('%s', async (key, route) => {
    const method = key.split(' ')[0] as 'GET';
    const callers: [string, string | null][] = [
      ['second user', await mintToken(t.app, 'second@idor.local')],
      ['no token', null],
    ];
    if (route.staff) callers.push(['blogger (the owner)', await mintToken(t.app, OWNER)]);
    for (const [caller, token] of callers) {
      const before = await ownerState();
      const res = await t.app.inject({
        method,
        url: route.url,
        headers: { ...route.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        payload: route.payload as string,
      });
      results.push(`${key.padEnd(46)} ${caller.padEnd(20)} ${res.statusCode}`);
      const allowed = route.notOwned?.allow ?? (token ? [401, 403, 404] : [401]);
      const after = await ownerState();
      if (!allowed.includes(res.statusCode)) tally.unexpected += 1;
      if (JSON.stringify(after) !== JSON.stringify(before)) tally.ownerChanged += 1;
      expect({ caller, status: res.statusCode }).toEqual({ caller, status: expect.toBeOneOf(allowed) });
      expect(after).toEqual(before);
    }
  });
});
