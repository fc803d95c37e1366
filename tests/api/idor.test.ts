/**
 * The IDOR matrix (issue 8), generated from the route table: every route with a path parameter, called by
 * a second user, without a token and, for staff routes, by a blogger (the owner herself). Each call must
 * answer 401, 403 or 404 and leave the owner's data as it was. A new route with a parameter fails the
 * first test until it is listed in ID_ROUTES.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { createTestApp } from '../helpers/api-app.ts';
import { installRouteProbe, mintToken, routeTable } from '../helpers/fuzz-routes.ts';
import { APPLICANT, idorFixture, OWNER } from '../helpers/idor-fixture.ts';
import { idRoutes, TUS } from '../helpers/idor-routes.ts';

const t = await createTestApp({ tweak: (c) => Object.assign(c.rateLimits.signUp, { max: 1e9 }) });
const seen = installRouteProbe(t.app);
const routes = await routeTable(t.app, seen);

const fixture = await idorFixture(t);
const { placementId, upload, partnerId } = fixture;
const ID_ROUTES = idRoutes(fixture);

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
