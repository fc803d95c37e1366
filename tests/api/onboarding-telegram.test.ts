/**
 * The Telegram step for everyone: the built-in sandbox bot where no real bot is configured (the demo), and a
 * way on without Telegram that staff can see (notifications then go by e-mail).
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OnboardingState } from '#contract/onboarding.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';

const BEFORE_TELEGRAM = 'important_info,rules,tech_spec,data';

const apps: TestApp[] = [];
let sandbox: TestApp;
let bot: TestApp;
beforeAll(async () => {
  sandbox = await createTestApp();
  bot = await createTestApp({ env: { TELEGRAM_WEBHOOK_SECRET: 'a-webhook-secret-for-tests' } });
  apps.push(sandbox, bot);
});
afterAll(async () => Promise.all(apps.map((t) => t.close())));

const call = (t: TestApp, token: string, url: string, method: 'GET' | 'POST' = 'POST') =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: bearer(token),
    payload: method === 'POST' ? {} : undefined,
  });

const step = (t: TestApp, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/onboarding/steps/telegram_bot',
    headers: bearer(token),
    payload: { confirmed: true },
  });

/** Signs in a demo blogger whose next onboarding step is `steps`' successor. */
async function atStep(t: TestApp, email: string, steps = BEFORE_TELEGRAM): Promise<string> {
  await t.app.orm.em.fork().nativeUpdate(User, { email }, { onboardingSteps: steps });
  return (await signIn(t.app, email)).token;
}

const state = async (t: TestApp, token: string) =>
  v.parse(OnboardingState, (await call(t, token, 'onboarding', 'GET')).json());

describe('the sandbox bot (no webhook secret, as `npm start` runs)', () => {
  it('says it is the sandbox, connects on the confirmation and lets the step complete', async () => {
    const token = await atStep(sandbox, 'newbie@demo.local');
    expect((await state(sandbox, token)).telegram).toEqual({
      connected: false,
      username: null,
      sandbox: true,
    });
    expect((await step(sandbox, token)).statusCode).toBe(409);
    const res = await call(sandbox, token, 'onboarding/telegram/sandbox');
    expect(res.statusCode).toBe(200);
    const after = v.parse(OnboardingState, res.json());
    expect(after.telegram).toEqual({ connected: true, username: null, sandbox: true });
    expect(after.notify_by).toBe('telegram');
    expect((await step(sandbox, token)).statusCode).toBe(200);
  });

  it('is not there when a real bot is configured', async () => {
    const token = await atStep(bot, 'newbie@demo.local');
    expect((await state(bot, token)).telegram.sandbox).toBe(false);
    expect((await call(bot, token, 'onboarding/telegram/sandbox')).statusCode).toBe(404);
    expect((await state(bot, token)).telegram.connected).toBe(false);
  });
});

describe('without Telegram', () => {
  it('skips both Telegram steps, records e-mail notifications, and staff see it', async () => {
    const token = await atStep(bot, 'irina@demo.local');
    const res = await call(bot, token, 'onboarding/telegram/decline');
    expect(res.statusCode).toBe(200);
    const after = v.parse(OnboardingState, res.json());
    expect(after.completed_steps).toEqual([
      ...BEFORE_TELEGRAM.split(','),
      'telegram_bot',
      'telegram_channel',
    ]);
    expect(after.notify_by).toBe('email');
    expect(after.telegram.connected).toBe(false);
    // Declining again is a no-op, not an error.
    expect((await call(bot, token, 'onboarding/telegram/decline')).statusCode).toBe(200);

    const admin = (await signIn(bot.app, 'admin@demo.local')).token;
    const list = await call(bot, admin, 'admin/applicants?status=approved&q=irina@demo.local', 'GET');
    expect(list.json().items[0]).toMatchObject({ email: 'irina@demo.local', notify_by: 'email' });
  });

  it('cannot skip ahead of the earlier steps', async () => {
    const token = await atStep(bot, 'emma@demo.local', 'important_info');
    const res = await call(bot, token, 'onboarding/telegram/decline');
    expect(res.statusCode).toBe(409);
    expect((await state(bot, token)).notify_by).toBe(null);
  });
});
