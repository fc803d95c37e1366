import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SessionResponse, TokenPair } from '#contract/auth.ts';
import { DEMO_PASSWORD } from '../../api/db/seed/demo.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { bearer, createTestApp, ENGLISH, signIn, type TestApp } from '../helpers/api-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ tweak: (c) => Object.assign(c.rateLimits.signUp, { max: 1000 }) });
});
afterAll(async () => t?.close());

let ipCounter = 1;
const signUp = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-up',
    payload: body,
    headers,
    remoteAddress: `10.20.0.${ipCounter++}`,
  });

const valid = (email: string) => ({
  first_name: 'Ivan',
  phone: '+7 900 123-45-67',
  email,
  password: 'Secret12!',
  personal_data_consent: true,
});

const details = {
  nickname: 'ivan_fit',
  telegram: '@ivan',
  network: 'vk',
  account_url: 'https://vk.com/ivan',
  followers: '1500',
  country: 'Россия',
};

const step2 = (token: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/accounts/registration', headers: bearer(token), payload });

const userByEmail = (email: string) => t.app.orm.em.fork().findOneOrFail(User, { email });

describe('sign-up', () => {
  it('creates an account under review with access 10 and signs it in', async () => {
    const res = await signUp({ ...valid('New.One@Test.local'), inviter: 'DEMO' });
    expect(res.statusCode).toBe(200);
    const tokens = v.parse(TokenPair, res.json());
    const session = await t.app.inject({ url: '/api/v1/auth/session', headers: bearer(tokens.token) });
    const user = v.parse(SessionResponse, session.json()).user;
    expect(user).toMatchObject({
      email: 'new.one@test.local',
      status: 'review',
      access: 10,
      role: 'ambassador',
    });
    const row = await userByEmail('new.one@test.local');
    const sponsor = await t.app.orm.em.fork().findOneOrFail(User, { email: 'ambassador@demo.local' });
    expect(row.sponsor?.id).toBe(sponsor.id);
    expect(row.personalDataConsentAt).toBeInstanceOf(Date);
    expect(row.locale).toBe('ru');
  });

  it('finds the inviter by e-mail and stores the English locale', async () => {
    const res = await signUp({ ...valid('en.user@test.local'), inviter: 'ambassador@demo.local' }, ENGLISH);
    expect(res.statusCode).toBe(200);
    expect((await userByEmail('en.user@test.local')).locale).toBe('en');
  });

  it('rejects an unknown inviter and a taken e-mail with field messages (RU and EN)', async () => {
    const unknown = await signUp({ ...valid('x1@test.local'), inviter: 'nosuchcode' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ inviter: ['Пригласивший не найден'] });
    const unknownEn = await signUp({ ...valid('x1@test.local'), inviter: 'nobody@test.local' }, ENGLISH);
    expect(unknownEn.json().errors).toEqual({ inviter: ['Inviter not found'] });
    const taken = await signUp(valid('AMBASSADOR@demo.local'));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['Этот e-mail уже зарегистрирован'] });
    const takenEn = await signUp(valid('ambassador@demo.local'), ENGLISH);
    expect(takenEn.json().errors).toEqual({ email: ['This e-mail is already registered'] });
    // Under review cannot invite yet.
    const review = await signUp({ ...valid('x2@test.local'), inviter: 'review@demo.local' });
    expect(review.json().errors).toEqual({ inviter: ['Пригласивший не найден'] });
  });

  it('reports every bad field, in Russian and in English', async () => {
    const body = { first_name: ' ', phone: 'abc', email: 'nope', password: 'short', marketing_consent: 'x' };
    const ru = await signUp(body);
    expect(ru.statusCode).toBe(422);
    expect(ru.json().errors).toEqual({
      first_name: ['Обязательно для заполнения'],
      phone: ['Некорректное значение'],
      email: ['Введите корректный e-mail'],
      password: [expect.stringContaining('Пароль')],
      personal_data_consent: ['Обязательно для заполнения'],
      marketing_consent: ['Некорректное значение'],
    });
    const en = await signUp(body, ENGLISH);
    expect(en.json().errors).toMatchObject({
      first_name: ['Required field'],
      phone: ['Invalid value'],
      email: ['Enter a valid e-mail'],
      personal_data_consent: ['Required field'],
    });
  });

  it('never lets the body set role, status or access', async () => {
    const res = await signUp({ ...valid('sneaky@test.local'), role: 'admin', status: 'approved', access: 0 });
    expect(res.statusCode).toBe(200);
    expect(await userByEmail('sneaky@test.local')).toMatchObject({
      role: 'ambassador',
      status: 'review',
      access: 10,
    });
  });
});

describe('registration step 2', () => {
  it('stores the audience once, sets access 0 and keeps the review status', async () => {
    const { token } = (await signUp(valid('step2@test.local'))).json();
    const bad = await step2(token, { ...details, followers: 'many', network: 'myspace', account_url: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      followers: ['Введите число'],
      network: ['Обязательно для заполнения'],
      account_url: ['Некорректное значение'],
    });
    const ok = await step2(token, details);
    expect(ok.statusCode).toBe(200);
    expect(v.parse(SessionResponse, ok.json()).user).toMatchObject({ access: 0, status: 'review' });
    const again = await step2(token, details);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
  });

  it('says what a valid INN is: 10 or 12 digits (RU and EN)', async () => {
    const { token } = (await signUp(valid('inn@test.local'))).json();
    const ru = await step2(token, { ...details, inn: '12345' });
    expect(ru.statusCode).toBe(422);
    expect(ru.json().errors).toEqual({ inn: ['ИНН должен состоять из 10 или 12 цифр'] });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/registration',
      headers: { ...bearer(token), ...ENGLISH },
      payload: { ...details, inn: '12345678901' },
    });
    expect(en.json().errors).toEqual({ inn: ['INN must be 10 or 12 digits'] });
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/accounts/registration',
      payload: details,
    });
    expect(res.statusCode).toBe(401);
  });

  it('an account under review may fetch its session but no business endpoint', async () => {
    const tokens = await signIn(t.app, 'review@demo.local', DEMO_PASSWORD);
    expect(
      (await t.app.inject({ url: '/api/v1/auth/session', headers: bearer(tokens.token) })).statusCode,
    ).toBe(200);
    for (const url of ['onboarding', 'profile']) {
      const res = await t.app.inject({ url: `/api/v1/${url}`, headers: bearer(tokens.token) });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
  });
});

describe('sign-up rate limit', () => {
  it('limits sign-ups per IP', async () => {
    const limited = await createTestApp({ tweak: (c) => Object.assign(c.rateLimits.signUp, { max: 2 }) });
    try {
      const go = (i: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/sign-up',
          payload: valid(`rl${i}@test.local`),
          remoteAddress: '10.30.0.1',
        });
      expect((await go(1)).statusCode).toBe(200);
      expect((await go(2)).statusCode).toBe(200);
      const blocked = await go(3);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
