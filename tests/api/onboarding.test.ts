import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS, OnboardingState, TelegramLink } from '#contract/onboarding.ts';
import { TelegramLinkCode } from '../../api/modules/onboarding/telegram.entity.ts';
import { bearer, createTestApp, ENGLISH, mailsTo, signIn, type TestApp } from '../helpers/api-app.ts';

const SECRET = 'webhook-secret-for-tests';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TELEGRAM_WEBHOOK_SECRET: SECRET, TELEGRAM_BOT_USERNAME: 'test_bot' } });
});
afterAll(async () => t?.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(token),
    payload: payload as Record<string, unknown>,
  });
const step = (token: string, name: string, payload: unknown = { confirmed: true }) =>
  call(token, 'POST', `onboarding/steps/${name}`, payload);
const webhook = (body: unknown, secret: string | null = SECRET) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/telegram/webhook',
    headers: secret ? { 'x-telegram-bot-api-secret-token': secret } : {},
    payload: body as Record<string, unknown>,
  });
const start = (code: string, chatId = 777, username = 'tg_user') =>
  webhook({ update_id: 1, message: { text: `/start ${code}`, chat: { id: chatId }, from: { username } } });

async function telegramCode(token: string): Promise<string> {
  const res = await call(token, 'POST', 'onboarding/telegram');
  expect(res.statusCode).toBe(200);
  const link = v.parse(TelegramLink, res.json());
  expect(new Date(link.expires_at).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
  const match = /^https:\/\/t\.me\/test_bot\?start=([A-Za-z0-9_-]+)$/.exec(link.deep_link);
  if (!match?.[1]) throw new Error(`bad deep link ${link.deep_link}`);
  return match[1];
}

describe('whole journey', () => {
  it('sign-up → step 2 → review → approve → mail → onboarding to completion', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: {
        first_name: 'Eva',
        phone: '+79005554433',
        email: 'eva@test.local',
        password: 'Secret12!',
        personal_data_consent: true,
        inviter: 'newbie',
      },
    });
    const { token } = signUp.json();
    expect((await call(token, 'GET', 'onboarding')).statusCode).toBe(403);
    await call(token, 'POST', 'accounts/registration', {
      nickname: 'eva',
      telegram: '@eva',
      network: 'youtube',
      account_url: 'https://youtube.com/eva',
      followers: 5000,
      country: 'RU',
    });
    const admin = (await signIn(t.app, 'admin@demo.local')).token;
    const queue = await call(admin, 'GET', 'admin/applicants?q=eva@test.local');
    const id = queue.json().items[0].id;
    expect(
      (await call(admin, 'POST', `admin/applicants/${id}/decision`, { decision: 'approve' })).statusCode,
    ).toBe(200);
    expect((await mailsTo(t.app, 'eva@test.local'))[0]?.subject).toBe('Ваш аккаунт одобрен');

    const state0 = v.parse(OnboardingState, (await call(token, 'GET', 'onboarding')).json());
    expect(state0).toEqual({
      completed_steps: [],
      onboarding_completed: false,
      telegram: { connected: false, username: null, sandbox: false },
      notify_by: null,
      channel_url: 'https://t.me/ambassador_channel',
    });
    // Out of order: 409.
    const skip = await step(token, 'rules');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().message).toBe('Сначала пройдите предыдущие шаги');
    for (const s of ['important_info', 'rules', 'tech_spec'])
      expect((await step(token, s)).statusCode).toBe(200);

    const missing = await step(token, 'data');
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual([
      'inn',
      'last_name',
      'residency',
      'surname',
      'type',
    ]);
    await call(token, 'PATCH', 'profile', { last_name: 'Lee', surname: 'Ann' });
    await call(token, 'PUT', 'profile/documents', {
      market: 'ru',
      inn: '500100732259',
      residency: 'resident',
      type: 'self_employed',
    });
    expect((await step(token, 'data')).statusCode).toBe(200);

    const noBot = await step(token, 'telegram_bot');
    expect(noBot.statusCode).toBe(409);
    expect(noBot.json().message).toBe('Сначала подключите Telegram-бота');
    const code = await telegramCode(token);
    expect((await start(code, 4242, 'eva_tg')).statusCode).toBe(200);
    const linked = v.parse(OnboardingState, (await call(token, 'GET', 'onboarding')).json());
    expect(linked.telegram).toEqual({ connected: true, username: 'eva_tg', sandbox: false });
    expect(linked.notify_by).toBe('telegram');

    for (const s of ['telegram_bot', 'telegram_channel']) expect((await step(token, s)).statusCode).toBe(200);
    const last = v.parse(OnboardingState, (await step(token, 'course')).json());
    expect(last.completed_steps).toEqual([...ONBOARDING_STEPS]);
    expect(last.onboarding_completed).toBe(true);
    const session = await call(token, 'GET', 'auth/session');
    expect(session.json().user.onboarding_completed).toBe(true);
    // Completing a done step again changes nothing.
    expect((await step(token, 'rules')).statusCode).toBe(200);
  });
});

describe('onboarding input', () => {
  it('needs the confirmation and a known step (messages in both languages)', async () => {
    const token = (await signIn(t.app, 'newbie@demo.local')).token;
    const res = await step(token, 'important_info', { confirmed: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ confirmed: ['Некорректное значение'] });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/v1/onboarding/steps/important_info',
      headers: { ...bearer(token), ...ENGLISH },
      payload: {},
    });
    expect(en.json().errors).toEqual({ confirmed: ['Required field'] });
    expect((await step(token, 'nope')).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/v1/onboarding' })).statusCode).toBe(401);
  });
});

describe('telegram webhook', () => {
  it('checks the secret before anything else', async () => {
    expect((await webhook({ update_id: 1 }, null)).statusCode).toBe(401);
    expect((await webhook({ update_id: 1 }, 'wrong')).statusCode).toBe(401);
    expect((await webhook({ update_id: 1 })).statusCode).toBe(200);
    expect((await webhook({ update_id: 'x' })).statusCode).toBe(422);
  });

  it('answers 200 to unrelated updates and unknown codes, burns used and expired codes', async () => {
    const token = (await signIn(t.app, 'newbie@demo.local')).token;
    expect((await webhook({ update_id: 2, message: { text: 'hello', chat: { id: 1 } } })).statusCode).toBe(
      200,
    );
    expect((await start('A'.repeat(32))).statusCode).toBe(200);
    const code = await telegramCode(token);
    await start(code, 1001, 'first');
    await start(code, 1002, 'second');
    const state = v.parse(OnboardingState, (await call(token, 'GET', 'onboarding')).json());
    expect(state.telegram.username).toBe('first');

    const expired = await telegramCode(token);
    await t.app.orm.em
      .fork()
      .nativeUpdate(TelegramLinkCode, { usedAt: null }, { expiresAt: new Date(Date.now() - 1) });
    await start(expired, 1003, 'late');
    expect(v.parse(OnboardingState, (await call(token, 'GET', 'onboarding')).json()).telegram.username).toBe(
      'first',
    );
  });

  it('is disabled without a configured secret', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/v1/telegram/webhook',
        headers: { 'x-telegram-bot-api-secret-token': '' },
        payload: { update_id: 1 },
      });
      expect(res.statusCode).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
