/**
 * Onboarding as the demo runs it (`npm start` defaults: no Telegram webhook secret, so the sandbox bot): the
 * newbie goes from sign-in to the placements on a phone; a blogger without Telegram goes on by e-mail and
 * staff see it; Russian names of networks and the base rank on the Russian site.
 */
import { describe, expect, it } from 'vitest';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { openApp } from '../helpers/app.ts';
import { withWriter } from '../helpers/e2e-writer.ts';
import { ADMIN_EMAIL, DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';
import { confirmReadingStep, finishOnboardingCourse } from '../helpers/onboarding.ts';

const app = openApp({ skipCookieNotice: (s) => [s.url, s.enUrl] });

describe('onboarding with the demo defaults', () => {
  it('takes the newbie from sign-in to the placements on a phone, name pre-filled, sandbox bot', async () => {
    const { page, server } = app;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInUi(page, server.url, 'newbie@demo.local', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/user/onboarding');
    for (const step of ['important_info', 'rules', 'tech_spec']) await confirmReadingStep(page, step);

    const data = page.getByTestId('onboarding-step-data');
    // The name given at registration is already there.
    expect(await data.locator('input[name=first_name]').inputValue()).toBe('Мария');
    await data.locator('input[name=last_name]').fill('Иванова');
    await data.locator('input[name=surname]').fill('Сергеевна');
    await data.locator('input[name=inn]').fill('500100732259');
    await data.locator('select[name=residency]').selectOption('resident');
    await data.locator('select[name=type]').selectOption('self_employed');
    await data.locator('button[type=submit]').click();

    const telegram = page.getByTestId('onboarding-step-telegram_bot');
    // No bot is configured: the sandbox bot says what it is, and its confirmation connects it.
    expect(await telegram.getByTestId('telegram-sandbox').textContent()).toContain('тестовый бот');
    await telegram.getByRole('button', { name: 'Подключить тестового бота' }).click();
    expect(await telegram.getByTestId('telegram-connected').textContent()).toBe('Подключено · тестовый бот');
    await telegram.locator('button[type=submit]').click();
    await telegram.waitFor({ state: 'detached' });
    await confirmReadingStep(page, 'telegram_channel');

    await finishOnboardingCourse(page, page.getByTestId('onboarding-step-course'), 'Пройдено уроков: 0 из 4');
    await page.waitForURL((url) => url.pathname === '/user/placements');

    // The base rank reads in Russian on the Russian site.
    await page.goto(`${server.url}/user/profile`);
    expect(await page.getByTestId('profile-rank').textContent()).toContain('Исследователь');
  });

  it('lets a blogger without Telegram go on (English site), and staff see e-mail notifications', async () => {
    const { page, server } = app;
    await withWriter(server, (w) =>
      w.orm.em
        .fork()
        .nativeUpdate(
          User,
          { email: 'emma@demo.local' },
          { onboardingCompleted: false, onboardingSteps: 'important_info,rules,tech_spec,data' },
        ),
    );
    await signInUi(page, server.enUrl, 'emma@demo.local', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname.endsWith('/user/onboarding'));
    const telegram = page.getByTestId('onboarding-step-telegram_bot');
    await telegram.getByRole('button', { name: "I don't use Telegram — continue" }).click();
    // Both Telegram steps are passed: the course is next.
    await page.getByTestId('onboarding-step-course').waitFor();
    expect(await page.getByTestId('onboarding-step-telegram_channel').count()).toBe(0);

    const admin = await app.newPage([server.url]);
    await signInUi(admin, server.url, ADMIN_EMAIL, DEMO_PASSWORD);
    await admin.goto(`${server.url}/admin/applicants?status=approved&q=emma@demo.local`);
    const card = admin.locator('[data-testid="applicant"][data-email="emma@demo.local"]');
    await card.waitFor();
    expect(await card.textContent()).toContain('По e-mail (не пользуется Telegram)');
  });

  it.each([
    ['Russian', () => app.server.url, 'irina@demo.local', ['ВКонтакте', 'Одноклассники', 'Дзен']],
    ['English', () => app.server.enUrl, 'emma@demo.local', ['VKontakte', 'Odnoklassniki', 'Yandex Zen']],
  ] as const)('names the networks in the site language (%s)', async (_name, base, email, names) => {
    const { page } = app;
    await withWriter(app.server, (w) =>
      w.orm.em.fork().nativeUpdate(User, { email }, { onboardingCompleted: true }),
    );
    await signInUi(page, base(), email, DEMO_PASSWORD);
    await page.goto(`${base()}/user/promocodes`);
    const options = page.locator('form select[name=network] option');
    await options.first().waitFor({ state: 'attached' });
    const labels = await options.allTextContents();
    for (const name of names) expect(labels).toContain(name);
  });
});
