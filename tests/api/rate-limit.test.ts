import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed/demo.ts';
import { createTestApp, signInRequest, type TestApp } from '../helpers/api-app.ts';

let t: TestApp;
let proxied: TestApp;
const fast = { delayStepMs: 1, maxDelayMs: 2 };
beforeAll(async () => {
  t = await createTestApp({ tweak: (c) => Object.assign(c.signInRateLimit, fast) });
  // Behind one trusted proxy at 10.7.1.1 that appends the client address to X-Forwarded-For.
  proxied = await createTestApp({
    seed: false,
    env: { TRUST_PROXY: '10.7.1.1' },
    tweak: (c) => Object.assign(c.signInRateLimit, fast),
  });
});
afterAll(async () => {
  await t?.close();
  await proxied?.close();
});

const attempt = (email: string, ip: string, headers?: Record<string, string>, app = t.app) =>
  signInRequest(app, { email, password: 'Wrong1234!' }, { ip, headers });

describe('sign-in rate limits', () => {
  it('limits one address to 10 attempts a minute, with Retry-After and the error body', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await attempt(`user${i}@test.local`, '10.9.0.1');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await attempt('other@test.local', '10.9.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.json()).toEqual({
      message: 'Слишком много попыток. Попробуйте позже',
      code: 'rate_limited',
    });
    // Another address is not affected.
    expect((await attempt('other@test.local', '10.9.0.2')).statusCode).toBe(401);
  });

  it('limits one account from one address to 5 failures, the right password included', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt('moderator@demo.local', '10.8.0.1')).statusCode).toBe(401);
    const blocked = await attempt('MODERATOR@demo.local', '10.8.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    const right = await signInRequest(
      t.app,
      { email: 'moderator@demo.local', password: DEMO_PASSWORD },
      { ip: '10.8.0.1' },
    );
    expect(right.statusCode).toBe(429);
    // The same address may still try another account (within its own per-address limit).
    expect((await attempt('admin@demo.local', '10.8.0.1')).statusCode).toBe(401);
  });

  it('counts parallel guesses before they are checked: a burst cannot slip past the pair limit', async () => {
    const burst = await Promise.all(
      Array.from({ length: 9 }, () => attempt('review@demo.local', '10.8.2.1')),
    );
    const codes = burst.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(4);
  });

  it('ignores X-Forwarded-For unless the sender is a trusted proxy', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await attempt(`spoof${i}@test.local`, '10.7.0.1', { 'x-forwarded-for': `198.51.100.${i}` });
      expect(res.statusCode).toBe(401);
    }
    const spoofed = await attempt('spoof@test.local', '10.7.0.1', { 'x-forwarded-for': '198.51.100.200' });
    expect(spoofed.statusCode).toBe(429);
  });

  it('behind a trusted proxy, keys on the address the proxy saw, not on what the client prepended', async () => {
    // The proxy appends the real client (203.0.113.9); the client controls only the entries before it.
    const viaProxy = (email: string, forged: string) =>
      attempt(email, '10.7.1.1', { 'x-forwarded-for': `${forged}, 203.0.113.9` }, proxied.app);
    for (let i = 0; i < 5; i++)
      expect((await viaProxy('victim@test.local', `192.0.2.${i}`)).statusCode).toBe(401);
    expect((await viaProxy('victim@test.local', '192.0.2.99')).statusCode).toBe(429);
    // 6 attempts so far from 203.0.113.9; 4 more reach the per-address limit.
    for (let i = 0; i < 4; i++)
      expect((await viaProxy(`x${i}@test.local`, `192.0.2.${i}`)).statusCode).toBe(401);
    expect((await viaProxy('y@test.local', '192.0.2.98')).statusCode).toBe(429);
    // Another client behind the same proxy is a different address.
    const other = await attempt(
      'victim@test.local',
      '10.7.1.1',
      { 'x-forwarded-for': '203.0.113.10' },
      proxied.app,
    );
    expect(other.statusCode).toBe(401);
  });
});
