import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import {
  bearer,
  createTestApp,
  createUser,
  ENGLISH,
  mailsTo,
  signIn,
  signInRequest,
  type TestApp,
} from '../helpers/api-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    tweak: (c) => {
      Object.assign(c.rateLimits.emailCode, { max: 1000 });
      Object.assign(c.signInRateLimit, { perIp: 1000 });
    },
  });
});
afterAll(async () => t?.close());

const post = (token: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/profile/${url}`,
    headers: { ...bearer(token), ...headers },
    payload: payload as Record<string, unknown>,
  });
const session = (token: string) => t.app.inject({ url: '/api/v1/auth/session', headers: bearer(token) });

async function mailedCode(to: string): Promise<string> {
  const [mail] = await mailsTo(t.app, to);
  const code = /(\d{4})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error('no code mailed');
  return code;
}
const wrong = (code: string) => String((Number(code) + 1) % 10000).padStart(4, '0');

describe('e-mail change', () => {
  it('mails a 4-digit code to the new address and switches on the right code, once', async () => {
    await createUser(t.app, { email: 'mover@test.local' });
    const token = (await signIn(t.app, 'mover@test.local')).token;
    expect((await post(token, 'email-change', { email: 'New.Home@test.local' })).statusCode).toBe(204);
    const code = await mailedCode('new.home@test.local');
    const row = await t.app.orm.em.fork().findOneOrFail(User, { email: 'mover@test.local' });
    expect(row.emailCodeHash).not.toContain(code);
    expect(row.pendingEmail).toBe('new.home@test.local');
    const bad = await post(token, 'email-change/confirm', { code: wrong(code) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ code: ['Неверный или просроченный код'] });
    const ok = await post(token, 'email-change/confirm', { code });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ email: 'new.home@test.local', pending_email: null });
    expect((await post(token, 'email-change/confirm', { code })).statusCode).toBe(422);
  });

  it('burns the code after 5 wrong tries and when it expires', async () => {
    await createUser(t.app, { email: 'guesser@test.local' });
    const token = (await signIn(t.app, 'guesser@test.local')).token;
    await post(token, 'email-change', { email: 'g2@test.local' });
    const code = await mailedCode('g2@test.local');
    for (let i = 0; i < 5; i++)
      expect((await post(token, 'email-change/confirm', { code: wrong(code) })).statusCode).toBe(422);
    expect((await post(token, 'email-change/confirm', { code })).statusCode).toBe(422);

    await post(token, 'email-change', { email: 'g3@test.local' });
    const fresh = await mailedCode('g3@test.local');
    await t.app.orm.em
      .fork()
      .nativeUpdate(User, { email: 'guesser@test.local' }, { emailCodeExpiresAt: new Date(Date.now() - 1) });
    expect((await post(token, 'email-change/confirm', { code: fresh })).statusCode).toBe(422);
  });

  it('refuses a taken address and malformed input (RU and EN)', async () => {
    const token = (await signIn(t.app, 'newbie@demo.local')).token;
    const taken = await post(token, 'email-change', { email: 'ambassador@demo.local' });
    expect(taken.json().errors).toEqual({ email: ['Этот e-mail уже зарегистрирован'] });
    const en = await post(token, 'email-change', { email: 'nope' }, ENGLISH);
    expect(en.json().errors).toEqual({ email: ['Enter a valid e-mail'] });
    const code = await post(token, 'email-change/confirm', { code: '12a4' }, ENGLISH);
    expect(code.json().errors).toEqual({ code: ['Invalid value'] });
  });

  it('limits code requests per user', async () => {
    const limited = await createTestApp({ tweak: (c) => Object.assign(c.rateLimits.emailCode, { max: 2 }) });
    try {
      const token = (await signIn(limited.app, 'newbie@demo.local')).token;
      const ask = (i: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/profile/email-change',
          headers: bearer(token),
          payload: { email: `n${i}@test.local` },
        });
      expect((await ask(1)).statusCode).toBe(204);
      expect((await ask(2)).statusCode).toBe(204);
      expect((await ask(3)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('password change', () => {
  it('checks the current password and ends the other sessions only', async () => {
    await createUser(t.app, { email: 'pw@test.local' });
    const mine = (await signIn(t.app, 'pw@test.local')).token;
    const other = (await signIn(t.app, 'pw@test.local')).token;
    const bad = await post(mine, 'password', { current_password: 'Wrong123!', password: 'Better12!' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ current_password: ['Неверный пароль'] });
    const weak = await post(mine, 'password', { current_password: 'Demo2024!', password: 'weak' }, ENGLISH);
    expect(weak.json().errors.password[0]).toContain('Password must be');
    expect(
      (await post(mine, 'password', { current_password: 'Demo2024!', password: 'Better12!' })).statusCode,
    ).toBe(204);
    expect((await session(mine)).statusCode).toBe(200);
    expect((await session(other)).statusCode).toBe(401);
    await signIn(t.app, 'pw@test.local', 'Better12!');
  });
});

describe('hide profile', () => {
  it('needs the password, ends every session, and sign-in then answers 403 account_hidden', async () => {
    await createUser(t.app, { email: 'hide@test.local' });
    const token = (await signIn(t.app, 'hide@test.local')).token;
    const bad = await post(token, 'hide', { password: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ password: ['Неверный пароль'] });
    expect((await post(token, 'hide', {})).json().errors).toEqual({
      password: ['Обязательно для заполнения'],
    });
    expect((await post(token, 'hide', { password: 'Demo2024!' })).statusCode).toBe(204);
    expect((await session(token)).statusCode).toBe(401);
    const res = await signInRequest(t.app, { email: 'hide@test.local', password: 'Demo2024!' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Профиль скрыт, вход невозможен. Обратитесь в поддержку',
      code: 'account_hidden',
    });
  });
});
