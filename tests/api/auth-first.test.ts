/**
 * Authentication comes before the body (trust finding 2): every protected route answers a guest 401 and a
 * blogger on a staff route 403 whatever the request carries (a broken or empty JSON body, a non-JSON,
 * multipart or tus body, bad parameters and query), and never a 400/415/422 that would describe the route's
 * fields or business rules to someone who may not call it.
 */
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../helpers/api-app.ts';
import { installRouteProbe, mintToken, type Route, routeTable } from '../helpers/fuzz-routes.ts';

/** Routes anyone may call; every other route must be protected (a new public route is added here on purpose). */
const PUBLIC: ((r: Route) => boolean)[] = [
  (r) => !r.url.startsWith('/api/'),
  (r) => r.url.startsWith('/api/docs') || r.url === '/api/v1/openapi.json',
  (r) =>
    [
      'POST /api/v1/auth/sign-in',
      'POST /api/v1/auth/sign-up',
      'POST /api/v1/auth/refresh',
      // Ends whichever session it is shown, by access or refresh token: an expired access token must not
      // keep anyone from signing out, and without either it does nothing.
      'POST /api/v1/auth/sign-out',
      'POST /api/v1/auth/password-recovery',
      'POST /api/v1/auth/password-recovery/change',
      'GET /api/v1/avatars/:file',
      'GET /api/v1/products/images/:file',
      'GET /api/v1/config',
      'GET /api/v1/health',
      'GET /api/v1/landing',
      'GET /api/v1/ranks/ladder',
      // Webhooks authenticate by signature, not by a session.
      'POST /api/v1/payouts/webhook',
      'POST /api/v1/sales/webhook',
      'POST /api/v1/telegram/webhook',
    ].includes(r.key),
  // The tus discovery request.
  (r) => r.method === 'OPTIONS' && r.url.startsWith('/api/v1/uploads'),
];
const isStaffRoute = (r: Route) => r.url.startsWith('/api/v1/admin/');

const t = await createTestApp({
  // The limiters must not answer first.
  tweak: (c) => {
    for (const limit of Object.values(c.rateLimits)) limit.max = 1e9;
  },
});
const seen = installRouteProbe(t.app);
const routes = await routeTable(t.app, seen);
const guarded = routes.filter((r) => !PUBLIC.some((p) => p(r)));
const blogger = await mintToken(t.app, 'ambassador@demo.local');
afterAll(async () => t?.close());

const BOUNDARY = '----x';
/** Bodies that fail parsing or validation on every route: each would get a 4xx other than 401 if read. */
const BODIES: { name: string; type: string; payload: string | Buffer }[] = [
  { name: 'empty object', type: 'application/json', payload: '{}' },
  { name: 'broken JSON', type: 'application/json', payload: '{"a":' },
  { name: 'wrong types', type: 'application/json', payload: '{"rates":"x","amount":-1,"rows":7}' },
  { name: 'plain text', type: 'text/plain', payload: 'hello' },
  {
    name: 'multipart',
    type: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot a png\r\n--${BOUNDARY}--\r\n`,
  },
  { name: 'tus chunk', type: 'application/offset+octet-stream', payload: Buffer.alloc(64, 7) },
];

/** Parameters and a query string that fail validation wherever they are declared. */
const badUrl = (url: string) =>
  `${url.replace(/:(\w+)/g, 'not-an-id').replace('*', 'x')}?limit=-5&cursor=%00&month=13&from=nope`;

function requestsFor(route: Route): { name: string; options: InjectOptions }[] {
  const url = badUrl(route.url);
  const method = route.method as InjectOptions['method'];
  const tus = { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'upload-length': '64' };
  const plain = [{ name: 'no body', options: { method, url, headers: tus } }];
  if (route.method === 'GET' || route.method === 'HEAD') return plain;
  return [
    ...plain,
    ...BODIES.map((b) => ({
      name: b.name,
      options: { method, url, payload: b.payload, headers: { ...tus, 'content-type': b.type } },
    })),
  ];
}

function codeOf(body: string): string | undefined {
  try {
    return (JSON.parse(body) as { code?: string }).code;
  } catch {
    return undefined;
  }
}

async function unexpected(route: Route, token: string | null, status: number): Promise<string[]> {
  const out: string[] = [];
  for (const { name, options } of requestsFor(route)) {
    const headers = { ...(options.headers as Record<string, string>), ...(token ? bearer(token) : {}) };
    const res = await t.app.inject({ ...options, headers });
    const code = status === 401 ? 'unauthorized' : 'forbidden';
    // HEAD answers carry no body.
    const gotCode = route.method === 'HEAD' ? code : codeOf(res.body);
    if (res.statusCode !== status || gotCode !== code) {
      out.push(`${route.key} (${name}): ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
  }
  return out;
}

describe('authentication before the body', () => {
  it('finds the protected routes, the documented ones among them', () => {
    expect(guarded.length).toBeGreaterThan(60);
    // Every route that documents a bearer token is checked here, but sign-out (see PUBLIC).
    const documented = routes.filter((r) => r.schema.security);
    const unchecked = documented.filter((r) => !guarded.includes(r)).map((r) => r.key);
    expect(unchecked).toEqual(['POST /api/v1/auth/sign-out']);
    expect(guarded.map((r) => r.key)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/uploads/*',
        'PATCH /api/v1/uploads/*',
        'POST /api/v1/profile/avatar',
      ]),
    );
  });

  it('answers a guest 401 on every protected route, whatever the body', async () => {
    const bad: string[] = [];
    for (const route of guarded) bad.push(...(await unexpected(route, null, 401)));
    expect(bad, bad.join('\n')).toEqual([]);
  });

  it('answers a blogger 403 on every staff route, whatever the body', async () => {
    const staff = guarded.filter(isStaffRoute);
    expect(staff.length).toBeGreaterThan(30);
    const bad: string[] = [];
    for (const route of staff) bad.push(...(await unexpected(route, blogger, 403)));
    expect(bad, bad.join('\n')).toEqual([]);
  });
});
