/**
 * The IDOR matrix's table (tests/api/idor.test.ts): every API route with a path parameter, with the call a
 * stranger makes against the owner's objects. Listing one means deciding who may call it.
 */
import { randomUUID } from 'node:crypto';
import { multipartBody, png } from './api-multipart.ts';
import { draftBody, metaFor, newId, pngBytes, uploadMetadata } from './api-placements.ts';
import { type idorFixture, OWNER } from './idor-fixture.ts';
import { reportBody } from './ord-app.ts';

export const TUS = { 'tus-resumable': '1.0.0' };

export interface IdRoute {
  url: string;
  staff?: boolean;
  payload?: unknown;
  headers?: Record<string, string>;
  /** Why a route's parameter is not someone else's object, and which answers the second user may get. */
  notOwned?: { why: string; allow: number[] };
}

/** Every route with a path parameter, called on the fixture's objects. */
export function idRoutes(fixture: Awaited<ReturnType<typeof idorFixture>>): Record<string, IdRoute> {
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
  } = fixture;

  const reportEntry = reportBody({ impressions: '1000', key: randomUUID() }, png());

  return {
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
}
