/**
 * A session is database state, not process state: a token pair made on instance A works on B and through
 * the balancer, whichever instance answers, and its refresh on B gives a pair that works on A.
 */
import { expect, it } from 'vitest';
import { ApiPath } from '#contract/api-paths.ts';
import type { TokenPair } from '#contract/auth.ts';
import { DEMO_PASSWORD } from '../helpers/journey.ts';
import { call, clientIp, cluster, instanceUrl } from './cluster-client.ts';

const EMAIL = 'ambassador@demo.local';
const IP = clientIp(10);

interface Session {
  user: { email: string };
}

async function signInOn(url: string) {
  const made = await call<TokenPair>(url, ApiPath.signIn, {
    json: { email: EMAIL, password: DEMO_PASSWORD },
    ip: IP,
  });
  expect(made.status).toBe(200);
  return made;
}

it('signs in on A and is the same user on B and through the balancer', async () => {
  const a = instanceUrl('a');
  const b = instanceUrl('b');
  const made = await signInOn(a);
  const { token, refresh_token: refreshToken } = made.body;

  const onB = await call<Session>(b, ApiPath.session, { token, ip: IP });
  expect(onB.status).toBe(200);
  expect(onB.body.user.email).toBe(EMAIL);

  const servedBy = new Set<string>();
  for (let i = 0; i < 6; i++) {
    const res = await call<Session>(cluster().url, ApiPath.session, { token, ip: IP });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(EMAIL);
    if (res.servedBy) servedBy.add(res.servedBy);
  }
  // Round robin without stickiness: the same token was accepted by both instances.
  expect([...servedBy].sort()).toEqual(['a', 'b']);

  // The refresh token made on A is rotated on B; the new access token works on A, the old pair is spent.
  const rotated = await call<TokenPair>(b, ApiPath.refresh, {
    json: { refresh_token: refreshToken },
    ip: IP,
  });
  expect(rotated.status).toBe(200);
  const again = await call<Session>(a, ApiPath.session, { token: rotated.body.token, ip: IP });
  expect(again.status).toBe(200);
  expect(again.body.user.email).toBe(EMAIL);
  // Reusing the spent refresh token on A revokes the family, also the pair B made.
  const spent = await call(a, ApiPath.refresh, { json: { refresh_token: refreshToken }, ip: IP });
  expect(spent.status).toBe(401);
  expect((await call(b, ApiPath.session, { token: rotated.body.token, ip: IP })).status).toBe(401);
});

it('a sign-out on B ends the session on A', async () => {
  const a = instanceUrl('a');
  const b = instanceUrl('b');
  const made = await signInOn(a);
  const out = await call(b, ApiPath.signOut, {
    token: made.body.token,
    json: { refresh_token: made.body.refresh_token },
    ip: IP,
  });
  expect(out.status).toBeLessThan(300);
  const after = await call(a, ApiPath.session, { token: made.body.token, ip: IP });
  expect(after.status).toBe(401);
});
