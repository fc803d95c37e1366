import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PasswordResetToken } from '../../api/modules/recovery/recovery.entity.ts';
import { bearer, createTestApp, createUser, mailsTo, signIn, type TestApp } from '../helpers/api-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    tweak: (c) => {
      Object.assign(c.rateLimits.recoveryPerIp, { max: 1000 });
      Object.assign(c.rateLimits.recoveryPerEmail, { max: 1000 });
      Object.assign(c.signInRateLimit, { perIp: 1000 });
    },
  });
});
afterAll(async () => t?.close());

let ip = 1;
const request = (email: string, remoteAddress = `10.40.0.${ip++}`) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/password-recovery', payload: { email }, remoteAddress });
const change = (token: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/password-recovery/change',
    payload: { token, password },
  });

/** The token from the newest recovery mail to `email`. */
async function mailedToken(email: string): Promise<string> {
  const [mail] = await mailsTo(t.app, email);
  const link = /(\S+\/user\/password-recovery\/change\?token=(\S+))/.exec(mail?.text ?? '');
  if (!link?.[2]) throw new Error('no recovery link mailed');
  expect(link[1]?.startsWith(`${t.config.publicUrl}/user/password-recovery/change?token=`)).toBe(true);
  return link[2];
}

describe('password recovery', () => {
  it('answers a known and an unknown e-mail identically, and mails only the known one', async () => {
    await createUser(t.app, { email: 'forgot@test.local' });
    const known = await request('Forgot@Test.local');
    const unknown = await request('nobody@test.local');
    expect(known.statusCode).toBe(204);
    expect(unknown.statusCode).toBe(204);
    expect(known.body).toBe(unknown.body);
    expect(await mailsTo(t.app, 'nobody@test.local')).toHaveLength(0);
    const [mail] = await mailsTo(t.app, 'forgot@test.local');
    expect(mail?.subject).toBe('Восстановление пароля');
  });

  it('sets the new password once, ends every session and stores only a hash', async () => {
    const before = await signIn(t.app, 'forgot@test.local');
    await request('forgot@test.local');
    const token = await mailedToken('forgot@test.local');
    const stored = await t.app.orm.em.fork().find(PasswordResetToken, {});
    expect(stored.some((r) => r.tokenHash === token)).toBe(false);

    const weak = await change(token, 'weak');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toContain('Пароль');

    expect((await change(token, 'NewSecret1!')).statusCode).toBe(204);
    const session = await t.app.inject({ url: '/api/v1/auth/session', headers: bearer(before.token) });
    expect(session.statusCode).toBe(401);
    await signIn(t.app, 'forgot@test.local', 'NewSecret1!');

    const reuse = await change(token, 'Another1!');
    expect(reuse.statusCode).toBe(422);
    expect(reuse.json().errors).toEqual({ token: ['Ссылка недействительна или устарела. Запросите новую'] });
  });

  it('a newer link replaces the older one; expired links fail', async () => {
    await request('forgot@test.local');
    const first = await mailedToken('forgot@test.local');
    await request('forgot@test.local');
    const second = await mailedToken('forgot@test.local');
    expect((await change(first, 'Another1!')).statusCode).toBe(422);
    await t.app.orm.em
      .fork()
      .nativeUpdate(PasswordResetToken, { usedAt: null }, { expiresAt: new Date(Date.now() - 1000) });
    expect((await change(second, 'Another1!')).statusCode).toBe(422);
  });

  it('rejects malformed input', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-recovery',
      payload: { email: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['Введите корректный e-mail'] });
    expect((await change('short', 'NewSecret1!')).statusCode).toBe(422);
  });

  it('limits requests per IP and per e-mail (whatever the IP), by default 3 per address', async () => {
    const limited = await createTestApp({
      tweak: (c) => Object.assign(c.rateLimits.recoveryPerIp, { max: 2 }),
    });
    try {
      const go = (i: number) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/password-recovery',
          payload: { email: `u${i}@test.local` },
          remoteAddress: '10.41.0.1',
        });
      expect((await go(1)).statusCode).toBe(204);
      expect((await go(2)).statusCode).toBe(204);
      expect((await go(3)).statusCode).toBe(429);
      await createUser(limited.app, { email: 'spam@test.local' });
      const byEmail = (i: number, email = 'spam@test.local') =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/password-recovery',
          payload: { email },
          remoteAddress: `10.42.0.${i}`,
        });
      for (let i = 1; i <= 3; i++) expect((await byEmail(i)).statusCode).toBe(204);
      expect((await byEmail(4, 'SPAM@test.local')).statusCode).toBe(429);
      expect(await mailsTo(limited.app, 'spam@test.local')).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});
