import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderMail } from '../../api/lib/mail-templates.ts';
import { bearer, createTestApp, ENGLISH, signIn, type TestApp } from '../helpers/api-app.ts';
import { startSmtp } from '../helpers/smtp.ts';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Ambassadors <robot@test.local>',
      PUBLIC_URL: 'https://ambassadors.example',
      PUBLIC_URL_EN: 'https://en.ambassadors.example',
      BRAND_NAME: 'Fit Club',
    },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('SMTP transport', () => {
  it('delivers through a real SMTP server, with links from the configured base URL', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-recovery',
      payload: { email: 'ambassador@demo.local' },
      // A forged host must not leak into the link.
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode).toBe(204);
    await t.app.mailer.idle();
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail?.from).toBe('robot@test.local');
    expect(mail?.to).toEqual(['ambassador@demo.local']);
    const raw = (mail?.raw ?? '').replace(/=\r\n/g, '');
    expect(raw).toContain('https://ambassadors.example/user/password-recovery/change?token=3D');
    expect(raw).not.toContain('evil.example');
    expect(raw).toMatch(/Content-Type: text\/html/);
    // Nothing goes to the local outbox when SMTP is configured.
    const admin = (await signIn(t.app, 'admin@demo.local')).token;
    const outbox = await t.app.inject({ url: '/api/v1/admin/outbox', headers: bearer(admin) });
    expect(outbox.json()).toEqual([]);
  });
});

describe('links by locale', () => {
  it('English users get links on PUBLIC_URL_EN', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      headers: ENGLISH,
      payload: {
        first_name: 'Sam',
        phone: '+971501234567',
        email: 'sam@test.local',
        password: 'Secret12!',
        personal_data_consent: true,
      },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-recovery',
      payload: { email: 'sam@test.local' },
    });
    await t.app.mailer.idle();
    const raw = (smtp.mails.at(-1)?.raw ?? '').replace(/=\r\n/g, '');
    expect(raw).toContain('Subject: Password recovery');
    expect(raw).toContain('https://en.ambassadors.example/user/password-recovery/change?token=3D');
  });

  it("sends under the configured brand's name, with the logo from the public URL", async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/password-recovery',
      payload: { email: 'irina@demo.local' },
    });
    await t.app.mailer.idle();
    const raw = (smtp.mails.at(-1)?.raw ?? '').replace(/=\r\n/g, '');
    expect(raw).toContain('To: irina@demo.local');
    // The sender's display name is the brand's; MAIL_FROM's own name gives way to it.
    expect(raw).toContain('From: Fit Club <robot@test.local>');
    expect(raw).toContain('Fit Club');
    expect(raw).toContain('https://ambassadors.example/icons/icon-192.png');
  });
});

const BRAND = { name: 'Ambassador', color: '#1db954', logoUrl: 'https://x/icons/icon-192.png' };

describe('templates', () => {
  it('render in Russian (also for by) and English, with the HTML escaped', () => {
    expect(renderMail({ kind: 'approved', link: 'https://x/user/login' }, 'by', BRAND).subject).toBe(
      'Ваш аккаунт одобрен',
    );
    const en = renderMail({ kind: 'email_code', code: '0042' }, 'en', BRAND);
    expect(en.subject).toBe('E-mail confirmation code');
    expect(en.text).toContain('0042');
    expect(renderMail({ kind: 'rejected', reason: '<b>x</b>' }, 'ru', BRAND).html).not.toContain('<b>');
  });

  it("carry the brand's name, logo and colour, escaped", () => {
    const brand = { name: 'Fit & <Co>', color: '#ff6600', logoUrl: 'https://cdn.example/logo.png' };
    const ru = renderMail({ kind: 'approved', link: 'https://x/user/login' }, 'ru', brand);
    expect(ru.text).toContain('Ваша заявка в программу амбассадоров Fit & <Co> одобрена.');
    expect(ru.text.trim().split('\n').at(-1)).toBe('Команда Fit & <Co>');
    const rejected = renderMail({ kind: 'rejected', reason: 'x' }, 'en', brand);
    expect(rejected.text).toContain('your application to the Fit & <Co> ambassador programme was declined');
    expect(ru.html).toContain('Fit &#38; &#60;Co&#62;');
    expect(ru.html).not.toContain('<Co>');
    expect(ru.html).toContain('src="https://cdn.example/logo.png"');
    const en = renderMail({ kind: 'email_code', code: '0042' }, 'en', brand);
    expect(en.text).toContain('The Fit & <Co> team');
    // The header carries white text, so it uses the colour's text-safe shade, not the light accent.
    expect(en.html).not.toContain('background:#ff6600');
    expect(en.html).toMatch(/background:#[0-9a-f]{6};color:#fff/);
  });
});
