import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenPair } from '#contract/auth.ts';
import { ErrorBody } from '#contract/errors.ts';
import { DEMO_PASSWORD } from '../../api/db/seed/demo.ts';
import {
  bearer,
  createTestApp,
  createUser,
  signIn,
  signInRequest,
  type TestApp,
} from '../helpers/api-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Rate limiting has its own test file; here many sign-ins of one account must pass.
  t = await createTestApp({
    tweak: (c) => Object.assign(c.signInRateLimit, { perIp: 1000 }),
  });
  await createUser(t.app, { email: 'hidden@test.local', status: 'hidden' });
  await createUser(t.app, { email: 'rejected@test.local', status: 'rejected' });
});
afterAll(async () => t?.close());

const session = (token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/session',
    headers: token ? { ...bearer(token), ...headers } : headers,
  });

describe('sign-in', () => {
  it('returns an opaque token pair for valid credentials (e-mail trimmed and case-insensitive)', async () => {
    const res = await signInRequest(t.app, { email: '  Ambassador@Demo.LOCAL ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = v.parse(TokenPair, res.json());
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.token).not.toBe(body.refresh_token);
    expect(body.expires_in).toBe(3600);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const wrong = await signInRequest(
      t.app,
      { email: 'ambassador@demo.local', password: 'Wrong1234!' },
      { ip: '10.2.0.1' },
    );
    const unknown = await signInRequest(
      t.app,
      { email: 'nobody@demo.local', password: 'Wrong1234!' },
      { ip: '10.2.0.2' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toBe(unknown.body);
    expect(wrong.json()).toEqual({ message: 'Неверный e-mail или пароль', code: 'invalid_credentials' });
  });

  it('speaks English on an English domain', async () => {
    const res = await signInRequest(
      t.app,
      { email: 'nobody@demo.local', password: 'x' },
      { ip: '10.2.0.3', headers: { 'x-forwarded-domain': 'en.localhost' } },
    );
    expect(res.json()).toEqual({ message: 'Invalid e-mail or password', code: 'invalid_credentials' });
  });

  it('refuses hidden and rejected accounts with their own codes, but only after a correct password', async () => {
    const hidden = await signInRequest(
      t.app,
      { email: 'hidden@test.local', password: DEMO_PASSWORD },
      { ip: '10.3.0.1' },
    );
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().code).toBe('account_hidden');
    const rejected = await signInRequest(
      t.app,
      { email: 'rejected@test.local', password: DEMO_PASSWORD },
      { ip: '10.3.0.2' },
    );
    expect(rejected.statusCode).toBe(403);
    expect(rejected.json().code).toBe('account_rejected');
    const guess = await signInRequest(
      t.app,
      { email: 'hidden@test.local', password: 'Wrong1234!' },
      { ip: '10.3.0.3' },
    );
    expect(guess.statusCode).toBe(401);
  });

  it('lets an account under review sign in', async () => {
    const tokens = await signIn(t.app, 'review@demo.local');
    const res = await session(tokens.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().support.user.access_name).toBe('review');
  });

  it('reports every invalid field in the error body', async () => {
    const res = await signInRequest(t.app, { email: 'not-an-email' }, { ip: '10.4.0.1' });
    expect(res.statusCode).toBe(422);
    const body = v.parse(ErrorBody, res.json());
    expect(body).toEqual({
      message: 'Заполните все обязательные поля',
      code: 'validation_failed',
      errors: { email: ['Введите корректный e-mail'], password: ['Обязательно для заполнения'] },
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      remoteAddress: '10.4.0.2',
    });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'password']);
  });
});
