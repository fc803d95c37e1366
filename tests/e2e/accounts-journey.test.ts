/**
 * The account journeys end to end, in the browser against the real server: registration → review →
 * approval by an admin → approval mail → sign-in → onboarding (with the Telegram webhook) → placements;
 * and password recovery through the mailed link. Registration also runs on the English domain.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiPath, TELEGRAM_WEBHOOK_PATH } from '#contract/api-paths.ts';
import { ONBOARDING_STEPS } from '#contract/onboarding.ts';
import { openApp } from '../helpers/app.ts';
import {
  ADMIN_EMAIL,
  apiCall,
  apiSignIn,
  DEMO_PASSWORD,
  mailLink,
  signInUi,
  waitForMail,
  waitForToast,
} from '../helpers/journey.ts';
import { finishOnboardingCourse } from '../helpers/onboarding.ts';

const TELEGRAM_SECRET = 'e2e-telegram-webhook-secret-7f3a9c';

let adminToken: string;

const app = openApp({ server: { env: { TELEGRAM_WEBHOOK_SECRET: TELEGRAM_SECRET } }, pagePerTest: false });
beforeAll(async () => {
  adminToken = await apiSignIn(app.server.url, ADMIN_EMAIL, DEMO_PASSWORD);
});

interface Applicant {
  firstName: string;
  email: string;
  password: string;
  nickname: string;
  country: string;
}

/** Both registration steps through the form, using the contract's field names. */
async function register(page: Page, base: string, a: Applicant): Promise<void> {
  await page.goto(`${base}/user/register`);
  const step1 = page.locator('form', { has: page.locator('input[name=personal_data_consent]') });
  await step1.locator('input[name=first_name]').fill(a.firstName);
  await step1.locator('input[name=phone]').fill('+7 916 555-44-33');
  await step1.locator('input[name=email]').fill(a.email);
  await step1.locator('input[name=password]').fill(a.password);
  await step1.locator('input[name=personal_data_consent]').check();
  await step1.locator('input[name=marketing_consent]').check();
  await step1.locator('button[type=submit]').click();

  const step2 = page.locator('form', { has: page.locator('select[name=network]') });
  await step2.waitFor();
  await step2.locator('select[name=network]').selectOption('instagram');
  await step2.locator('input[name=account_url]').fill(`https://instagram.com/${a.nickname}`);
  await step2.locator('input[name=followers]').fill('15000');
  await step2.locator('input[name=nickname]').fill(a.nickname);
  await step2.locator('input[name=telegram]').fill(`@${a.nickname}`);
  await step2.locator('input[name=inn]').fill('500100732259');
  await step2.locator('input[name=country]').fill(a.country);
  await step2.locator('input[name=self_employed]').check();
  await step2.locator('button[type=submit]').click();

  await page.getByTestId('registration-review').waitFor();
}

/** The Telegram Bot API calling our webhook after the user pressed Start in the bot. */
async function telegramStart(code: string): Promise<void> {
  const { status } = await apiCall(app.server.url, TELEGRAM_WEBHOOK_PATH, {
    headers: { 'X-Telegram-Bot-Api-Secret-Token': TELEGRAM_SECRET },
    json: {
      update_id: 100_001,
      message: {
        message_id: 1,
        date: Math.floor(Date.now() / 1000),
        chat: { id: 777_000_111, type: 'private' },
        from: { id: 777_000_111, is_bot: false, first_name: 'Ольга', username: 'olga_fit' },
        text: `/start ${code}`,
      },
    },
  });
  expect(status).toBe(200);
}

async function completeOnboarding(page: Page, a: Applicant): Promise<void> {
  for (const step of ONBOARDING_STEPS) {
    const form = page.getByTestId(`onboarding-step-${step}`);
    await form.waitFor();
    if (step === 'data') {
      await form.locator('input[name=last_name]').fill('Смирнова');
      await form.locator('input[name=first_name]').fill(a.firstName);
      await form.locator('input[name=surname]').fill('Петровна');
      await form.locator('input[name=inn]').fill('500100732259');
      await form.locator('select[name=residency]').selectOption({ index: 1 });
      await form.locator('select[name=type]').selectOption('self_employed');
    } else if (step === 'telegram_bot') {
      const deepLink = form.locator('a[data-testid="telegram-deep-link"]');
      // The link may be made on demand (a one-time code): ask for it when it is not there yet.
      if (!(await deepLink.isVisible())) await form.locator('button:not([type=submit])').first().click();
      const href = (await deepLink.getAttribute('href')) ?? '';
      const code = new URL(href).searchParams.get('start');
      expect(code, href).toBeTruthy();
      await telegramStart(code!);
      await form.getByTestId('telegram-connected').waitFor();
    } else if (step === 'course') {
      await finishOnboardingCourse(page, form, 'Пройдено уроков: 0 из 4');
      return;
    } else {
      await form.locator('input[name=confirmed]').check();
    }
    await form.locator('button[type=submit]').click();
    await form.waitFor({ state: 'detached' });
  }
}

describe('account journeys', () => {
  it('registers, is approved by an admin, signs in and completes onboarding (Russian)', async () => {
    const a: Applicant = {
      firstName: 'Ольга',
      email: 'olga.journey@example.com',
      password: 'Journey2024!',
      nickname: 'olga_fit',
      country: 'Россия',
    };
    const blogger = await app.newPage([app.server.url]);
    await register(blogger, app.server.url, a);
    expect(await blogger.locator('html').getAttribute('lang')).toBe('ru');

    // The admin, in another browser, approves the application.
    const admin = await app.newPage([app.server.url]);
    await signInUi(admin, app.server.url, ADMIN_EMAIL, DEMO_PASSWORD);
    await admin.goto(`${app.server.url}/admin/applicants`);
    const card = admin.locator(`[data-testid="applicant"][data-email="${a.email}"]`);
    await card.waitFor();
    await card.getByRole('button', { name: 'Одобрить' }).click();
    await waitForToast(admin, 'Заявка одобрена', 'success');

    // The approval mail is in the outbox, with the link to sign in.
    await admin.getByRole('link', { name: 'Исходящие' }).click();
    await admin.locator(`[data-testid="outbox-message"][data-to="${a.email}"]`).waitFor();
    const mail = await waitForMail(app.server.url, adminToken, a.email);
    expect(mail.subject).toBe('Ваш аккаунт одобрен');
    const link = mailLink(mail.text);
    expect(new URL(link).pathname).toBe('/user/login');

    // The blogger follows the mail on their phone: signs in and goes through onboarding.
    const phone = await app.newPage([app.server.url]);
    await phone.goto(link);
    await signInUi(phone, app.server.url, a.email, a.password);
    await phone.waitForURL((url) => url.pathname === '/user/onboarding');
    await completeOnboarding(phone, a);
    await phone.waitForURL((url) => url.pathname === '/user/placements');
  });

  it('recovers a forgotten password through the mailed link', async () => {
    const email = 'ambassador@demo.local';
    const newPassword = 'Recovered2024#';
    const page = await app.newPage([app.server.url]);
    await page.goto(`${app.server.url}/user/password-recovery`);
    await page.locator('input[name=email]').fill(email);
    await page.locator('button[type=submit]').click();

    const mail = await waitForMail(app.server.url, adminToken, email, (m) =>
      m.text.includes('/user/password-recovery/change'),
    );
    const link = mailLink(mail.text);
    expect(link.startsWith(`${app.server.url}/user/password-recovery/change`)).toBe(true);

    await page.goto(link);
    await page.locator('input[name=password]').fill(newPassword);
    await page.locator('button[type=submit]').click();
    await waitForToast(page, 'Пароль изменён', 'success');

    await signInUi(page, app.server.url, email, newPassword);
    await page.waitForURL((url) => url.pathname.startsWith('/user/') && url.pathname !== '/user/login');
    const old = await apiCall(app.server.url, ApiPath.signIn, { json: { email, password: DEMO_PASSWORD } });
    expect(old.status).toBe(401);
  });

  it('registers on the English domain up to the review screen', async () => {
    const page = await app.newPage([app.server.enUrl]);
    await register(page, app.server.enUrl, {
      firstName: 'Sara',
      email: 'sara.journey@example.com',
      password: 'Journey2024!',
      nickname: 'sara_fit',
      country: 'United Arab Emirates',
    });
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('h1').first().textContent()).toBe('Registration');
  });
});
