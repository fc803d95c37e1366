/**
 * Notifications go where the blogger chose in onboarding (users.notify_by): to the linked Telegram chat, or,
 * for those who went on without Telegram, by e-mail through the real SMTP transport instead.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';
import { draftBody, newId, putDraft, submit } from '../helpers/api-placements.ts';
import { startSmtp } from '../helpers/smtp.ts';

const BLOGGER = 'ambassador@demo.local';
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let admin: string;
let token: string;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp({
    env: { SMTP_URL: smtp.url, TELEGRAM_BOT_TOKEN: '123:test-token', BRAND_NAME: 'Fit Club' },
  });
  admin = (await signIn(t.app, 'admin@demo.local')).token;
  token = (await signIn(t.app, BLOGGER)).token;
});
afterEach(() => vi.restoreAllMocks());
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const choose = (fields: Partial<Pick<User, 'notifyBy' | 'telegramChatId'>>) =>
  t.app.orm.em.fork().nativeUpdate(User, { email: BLOGGER }, fields);

/** A submitted placement, decided by the admin; the mails it caused, read from the SMTP server. */
async function decided(decision: { decision: 'approve' } | { decision: 'reject'; reason: string }) {
  const id = newId();
  await putDraft(t.app, token, id, draftBody());
  expect((await submit(t.app, token, id, newId())).statusCode).toBe(200);
  const before = smtp.mails.length;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/placements/${id}/decision`,
    headers: bearer(admin),
    payload: decision,
  });
  expect(res.statusCode).toBe(200);
  await t.app.mailer.idle();
  await t.app.notifier.idle();
  return { placement: res.json(), mails: smtp.mails.slice(before).filter((m) => m.to.includes(BLOGGER)) };
}

const body = (raw: string) => raw.replace(/=\r\n/g, '');

describe('notifications by the chosen channel', () => {
  it('e-mails a blogger who declined Telegram: a placement approved with its ERID, one rejected with the reason', async () => {
    await choose({ notifyBy: 'email', telegramChatId: null });
    const telegram = vi.spyOn(globalThis, 'fetch');
    const approved = await decided({ decision: 'approve' });
    expect(approved.mails).toHaveLength(1);
    expect(body(approved.mails[0]?.raw ?? '')).toContain(approved.placement.erid);
    const rejected = await decided({ decision: 'reject', reason: 'No ad label on the video' });
    expect(rejected.mails).toHaveLength(1);
    expect(body(rejected.mails[0]?.raw ?? '')).toContain('No ad label on the video');
    expect(telegram.mock.calls.filter(([url]) => String(url).includes('api.telegram.org'))).toEqual([]);
  });

  it('sends to the linked Telegram chat instead, and no e-mail', async () => {
    await choose({ notifyBy: 'telegram', telegramChatId: '4242' });
    const telegram = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response('{"ok":true}', { status: 200 }));
    const { placement, mails } = await decided({ decision: 'approve' });
    expect(mails).toEqual([]);
    const call = telegram.mock.calls.find(([url]) => String(url).includes('api.telegram.org'));
    expect(String(call?.[0])).toBe('https://api.telegram.org/bot123:test-token/sendMessage');
    const sent = JSON.parse(String(call?.[1]?.body));
    expect(sent.chat_id).toBe('4242');
    expect(sent.text).toContain(placement.erid);
  });
});
