import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionResponse, TokenPair } from '#contract/auth.ts';
import { ErrorBody } from '#contract/errors.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';

let t: TestApp;
beforeAll(async () => {
  // Rate limiting has its own test file; here many sign-ins of one account must pass.
  t = await createTestApp({
    tweak: (c) => Object.assign(c.signInRateLimit, { perIp: 1000 }),
  });
});
afterAll(async () => t?.close());

const session = (token?: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/auth/session',
    headers: token ? { ...bearer(token), ...headers } : headers,
  });
const refresh = (refresh_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: { refresh_token } });

describe('session', () => {
  it('returns the session user and the support identity', async () => {
    const tokens = await signIn(t.app, 'ambassador@demo.local');
    const res = await session(tokens.token);
    expect(res.statusCode).toBe(200);
    const body = v.parse(SessionResponse, res.json());
    expect(body.user).toMatchObject({
      email: 'ambassador@demo.local',
      role: 'ambassador',
      onboarding_completed: true,
      access: 0,
      has_not_deleted: false,
      first_name: 'Анна',
      type: 'self_employed',
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect(res.body).not.toMatch(/argon2/);
    const { createHmac } = await import('node:crypto');
    expect(body.support.user?.hash_mac).toBe(
      createHmac('sha256', t.config.supportHmacSecret).update(body.user.id).digest('hex'),
    );
    expect(body.support.user?.fio).toBe('Демидова Анна Сергеевна');
    expect(new Date(body.support.user?.regtime ?? '').toString()).not.toBe('Invalid Date');
  });

  it('is 401 with the error body without, with a malformed, or with an unknown token', async () => {
    for (const res of [
      await session(),
      await session(undefined, { authorization: 'Basic abc' }),
      await session('A'.repeat(43)),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(v.is(ErrorBody, res.json())).toBe(true);
      expect(res.json().code).toBe('unauthorized');
    }
  });
});

describe('refresh', () => {
  it('rotates: the new pair works, the old refresh token and old access token do not', async () => {
    const first = await signIn(t.app, 'ambassador@demo.local');
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const second = v.parse(TokenPair, res.json());
    expect(second.token).not.toBe(first.token);
    expect((await session(second.token)).statusCode).toBe(200);
    expect((await session(first.token)).statusCode).toBe(401);
  });

  it('revokes the whole family when a rotated refresh token is presented again', async () => {
    const first = await signIn(t.app, 'ambassador@demo.local');
    const second: { token: string; refresh_token: string } = (await refresh(first.refresh_token)).json();
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    // The legitimate descendant is gone too: both its access and its refresh token.
    expect((await session(second.token)).statusCode).toBe(401);
    expect((await refresh(second.refresh_token)).statusCode).toBe(401);
  });

  it('does not touch other sign-ins of the same user', async () => {
    const a = await signIn(t.app, 'ambassador@demo.local');
    const b = await signIn(t.app, 'ambassador@demo.local');
    await refresh(a.refresh_token);
    await refresh(a.refresh_token);
    expect((await session(b.token)).statusCode).toBe(200);
  });

  it('rejects an unknown refresh token and a missing body', async () => {
    expect((await refresh('nope')).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.refresh_token).toEqual(['Обязательно для заполнения']);
  });
});

describe('token replay', () => {
  it('lets only one of two parallel refreshes with the same token win', async () => {
    const first = await signIn(t.app, 'ambassador@demo.local');
    const answers = await Promise.all([refresh(first.refresh_token), refresh(first.refresh_token)]);
    expect(answers.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(1);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 401)).toBe(true);
  });

  it('does not accept a refresh token as an access token, nor an access token as a refresh token', async () => {
    const tokens = await signIn(t.app, 'ambassador@demo.local');
    expect((await session(tokens.refresh_token)).statusCode).toBe(401);
    expect((await refresh(tokens.token)).statusCode).toBe(401);
    // Neither attempt harmed the real pair.
    expect((await session(tokens.token)).statusCode).toBe(200);
  });
});

describe('sign-out', () => {
  it('revokes the session server-side', async () => {
    const tokens = await signIn(t.app, 'ambassador@demo.local');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: bearer(tokens.token),
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(res.statusCode).toBe(204);
    expect((await session(tokens.token)).statusCode).toBe(401);
    expect((await refresh(tokens.refresh_token)).statusCode).toBe(401);
  });

  it('works with only the refresh token, and is idempotent without any', async () => {
    const tokens = await signIn(t.app, 'ambassador@demo.local');
    const byRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      payload: { refresh_token: tokens.refresh_token },
    });
    expect(byRefresh.statusCode).toBe(204);
    expect((await session(tokens.token)).statusCode).toBe(401);
    const none = await t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-out' });
    expect(none.statusCode).toBe(204);
  });
});
