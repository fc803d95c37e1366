import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInRequest, type TestApp } from '../helpers/api-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const attempt = (email: string, ip: string) =>
  signInRequest(t.app, { email, password: 'Wrong1234!' }, { ip });

describe('sign-in rate limits', () => {
  it('limits one IP to 10 attempts a minute, with Retry-After and the error body', async () => {
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

  it('limits one account to 5 attempts a minute, whatever the IP', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await attempt('ambassador@demo.local', `10.8.0.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await attempt('AMBASSADOR@demo.local', '10.8.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    // Even the right password waits: the account is being guessed at.
    const right = await signInRequest(
      t.app,
      { email: 'ambassador@demo.local', password: 'Demo2024!' },
      { ip: '10.8.1.1' },
    );
    expect(right.statusCode).toBe(429);
  });
});
