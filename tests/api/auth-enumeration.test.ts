/**
 * Finding 10, third bullet (docs/decisions/037): sign-up and e-mail change say "already registered" on
 * purpose; that answer is rate limited, and sign-in and recovery never tell.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { bearer, createTestApp, signIn, signInRequest, type TestApp } from '../helpers/api-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    tweak: (c) => {
      Object.assign(c.rateLimits.signUp, { max: 3 });
      Object.assign(c.signInRateLimit, { delayStepMs: 1, maxDelayMs: 2 });
    },
  });
});
afterAll(async () => t?.close());

const signUp = (email: string, ip: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    remoteAddress: ip,
    headers,
    payload: {
      first_name: 'Ivan',
      phone: '+7 900 123-45-67',
      email,
      password: 'Secret12!',
      personal_data_consent: true,
    },
  });
const users = () => t.app.orm.em.fork().count(User, {});

describe('account enumeration', () => {
  it('sign-up says an address is taken, writes nothing, and the probes share the per-address limit', async () => {
    const before = await users();
    const taken = await signUp('newbie@demo.local', '10.30.0.1');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['Этот e-mail уже зарегистрирован'] });
    await signUp('admin@demo.local', '10.30.0.1', { 'x-forwarded-for': '198.51.100.1' });
    await signUp('review@demo.local', '10.30.0.1', { 'x-forwarded-for': '198.51.100.2' });
    expect(await users()).toBe(before);
    // Three probes used the address's sign-ups for the hour; a forged forwarded address does not help.
    const blocked = await signUp('ambassador@demo.local', '10.30.0.1', { 'x-forwarded-for': '198.51.100.3' });
    expect(blocked.statusCode).toBe(429);
    expect((await signUp('fresh@test.local', '10.30.0.1')).statusCode).toBe(429);
    expect((await signUp('fresh@test.local', '10.30.0.2')).statusCode).toBe(200);
  });

  it('e-mail change says an address is taken, at most 5 times an hour per account, from any address', async () => {
    const { token } = await signIn(t.app, 'ambassador@demo.local');
    const change = (email: string, ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/profile/email-change',
        headers: bearer(token),
        remoteAddress: ip,
        payload: { email },
      });
    const taken = await change('newbie@demo.local', '10.31.0.1');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['Этот e-mail уже зарегистрирован'] });
    for (let i = 2; i <= 5; i++)
      expect((await change('admin@demo.local', `10.31.0.${i}`)).statusCode).toBe(422);
    expect((await change('review@demo.local', '10.31.0.9')).statusCode).toBe(429);
    expect((await change('free@test.local', '10.31.0.10')).statusCode).toBe(429);
  });

  it('sign-in treats an unknown address exactly like a registered one, limits included', async () => {
    const answers = async (email: string, ip: string) => {
      const codes: number[] = [];
      const bodies = new Set<string>();
      for (let i = 0; i < 6; i++) {
        const res = await signInRequest(t.app, { email, password: 'Wrong1234!' }, { ip });
        codes.push(res.statusCode);
        bodies.add(res.body);
      }
      return { codes, bodies: [...bodies] };
    };
    const known = await answers('newbie@demo.local', '10.32.0.1');
    const unknown = await answers('nobody@demo.local', '10.32.0.2');
    expect(known.codes).toEqual([401, 401, 401, 401, 401, 429]);
    expect(unknown).toEqual(known);
  });
});
