/** Finding 9: guessing must not lock the owner out (docs/decisions/036). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed/demo.ts';
import { createTestApp, createUser, signInRequest, type TestApp } from '../helpers/api-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    tweak: (c) => Object.assign(c.signInRateLimit, { delayStepMs: 1, maxDelayMs: 2 }),
  });
});
afterAll(async () => t?.close());

const wrong = (email: string, ip: string, cookie?: string) =>
  signInRequest(t.app, { email, password: 'Wrong1234!' }, { ip, headers: cookie ? { cookie } : {} });
const right = (email: string, ip: string, cookie?: string) =>
  signInRequest(t.app, { email, password: DEMO_PASSWORD }, { ip, headers: cookie ? { cookie } : {} });

/** The device cookie a successful sign-in sets, as a Cookie header value. */
function deviceCookie(res: { cookies: { name: string; value: string }[] }): string {
  const found = res.cookies.find((c) => c.name.startsWith('device_'));
  if (!found) throw new Error('no device cookie');
  return `${found.name}=${found.value}`;
}

describe('sign-in lockout', () => {
  it("an attacker's failures from other addresses do not block the owner's right password", async () => {
    await createUser(t.app, { email: 'owner1@test.local' });
    for (const ip of ['10.20.0.1', '10.20.0.2', '10.20.0.3']) {
      for (let i = 0; i < 5; i++) expect((await wrong('owner1@test.local', ip)).statusCode).toBe(401);
      expect((await wrong('owner1@test.local', ip)).statusCode).toBe(429);
    }
    expect((await right('owner1@test.local', '10.20.1.1')).statusCode).toBe(200);
  });

  it('sets a signed, httpOnly, strict device cookie scoped to the sign-in route', async () => {
    await createUser(t.app, { email: 'owner2@test.local' });
    const res = await right('owner2@test.local', '10.21.0.1');
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name.startsWith('device_'));
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth/sign-in' });
    expect(cookie?.name).not.toContain('owner2');
    expect(cookie?.maxAge).toBeGreaterThan(30 * 24 * 3600);
  });

  it('lets the owner in from a known device even while the pair and the address are limited', async () => {
    await createUser(t.app, { email: 'owner3@test.local' });
    const cookie = deviceCookie(await right('owner3@test.local', '10.22.0.1'));
    // An attacker behind the same address exhausts the pair and the per-address limit.
    for (let i = 0; i < 5; i++) expect((await wrong('owner3@test.local', '10.22.0.1')).statusCode).toBe(401);
    for (let i = 0; i < 5; i++) await wrong(`nobody${i}@test.local`, '10.22.0.1');
    expect((await right('owner3@test.local', '10.22.0.1')).statusCode).toBe(429);
    const known = await right('owner3@test.local', '10.22.0.1', cookie);
    expect(known.statusCode).toBe(200);
    expect(known.json().token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('trusts the cookie only for its own account, only when signed, and not once it is used for guessing', async () => {
    await createUser(t.app, { email: 'owner4@test.local' });
    await createUser(t.app, { email: 'owner5@test.local' });
    const cookie = deviceCookie(await right('owner4@test.local', '10.23.0.1'));
    for (let i = 0; i < 5; i++) await wrong('owner5@test.local', '10.23.0.2');
    // owner4's cookie does not help on owner5's account …
    expect((await right('owner5@test.local', '10.23.0.2', cookie)).statusCode).toBe(429);
    // … a tampered one does not help at all …
    for (let i = 0; i < 5; i++) await wrong('owner4@test.local', '10.23.0.3');
    const [name, value] = cookie.split('=') as [string, string];
    // Flip a character of the content (the device id), keeping the signature.
    const at = value.indexOf('.') + 1;
    const tampered = `${name}=${value.slice(0, at)}${value[at] === 'A' ? 'B' : 'A'}${value.slice(at + 1)}`;
    expect((await right('owner4@test.local', '10.23.0.3', tampered)).statusCode).toBe(429);
    // … and a device cookie that guesses stops being trusted after 5 failures.
    for (let i = 0; i < 5; i++)
      expect((await wrong('owner4@test.local', '10.23.0.3', cookie)).statusCode).toBe(401);
    expect((await right('owner4@test.local', '10.23.0.3', cookie)).statusCode).toBe(429);
  });

  it('delays further attempts on a guessed account, growing with its recent failures', async () => {
    const slow = await createTestApp({
      seed: false,
      tweak: (c) => Object.assign(c.signInRateLimit, { freeFailures: 1, delayStepMs: 150, maxDelayMs: 600 }),
    });
    try {
      const times: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = performance.now();
        const res = await signInRequest(
          slow.app,
          { email: 'slow@test.local', password: 'x' },
          { ip: `10.24.0.${i}` },
        );
        expect(res.statusCode).toBe(401);
        times.push(performance.now() - started);
      }
      // Expected delays: 0, 150, 300, 600, 600 (capped).
      expect(times[1]).toBeGreaterThanOrEqual(150);
      expect(times[2]).toBeGreaterThanOrEqual(300);
      expect(times[3]).toBeGreaterThanOrEqual(600);
      expect(times[2]! - times[1]!).toBeGreaterThan(50);
      expect(times[4]).toBeLessThan(times[0]! + 600 + 1000);
      // Another account is not delayed.
      const started = performance.now();
      await signInRequest(slow.app, { email: 'other@test.local', password: 'x' }, { ip: '10.24.1.1' });
      expect(performance.now() - started).toBeLessThan(times[3]!);
    } finally {
      await slow.close();
    }
  });
});
