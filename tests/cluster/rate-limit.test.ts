/**
 * Sign-in throttling counts across instances (Redis): five wrong passwords for one account from one address,
 * spread over A and B, and the next attempt is refused with 429 whichever instance gets it.
 */
import { expect, it } from 'vitest';
import { ApiPath } from '#contract/api-paths.ts';
import { call, clientIp, cluster, instanceUrl } from './cluster-client.ts';

const EMAIL = 'newbie@demo.local';
const IP = clientIp(30);
const wrong = (base: string) =>
  call(base, ApiPath.signIn, { json: { email: EMAIL, password: 'not-the-password-1' }, ip: IP });

it('refuses the 6th wrong password with 429 on either instance', async () => {
  const a = instanceUrl('a');
  const b = instanceUrl('b');
  const order = [a, b, a, b, a];
  const statuses = [];
  for (const base of order) statuses.push((await wrong(base)).status);
  // Each instance alone has seen at most three failures: only a shared count reaches five.
  expect(statuses).toEqual([401, 401, 401, 401, 401]);

  expect((await wrong(b)).status).toBe(429);
  expect((await wrong(a)).status).toBe(429);
  const servedBy = new Set<string>();
  for (let i = 0; i < 4; i++) {
    const res = await wrong(cluster().url);
    expect(res.status).toBe(429);
    if (res.servedBy) servedBy.add(res.servedBy);
  }
  expect([...servedBy].sort()).toEqual(['a', 'b']);
});
