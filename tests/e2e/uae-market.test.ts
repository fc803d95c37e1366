/**
 * The UAE site is its own market, not a translation (docs/decisions/065-uae-market.md): a UAE blogger
 * onboards with UAE details and the UAE school; a rouble account on the English site reads roubles with
 * the rouble sign; dates are day first and moderation hours are in Gulf Standard Time.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ONBOARDING_STEPS } from '#contract/onboarding.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { createUser } from '../helpers/api-app.ts';
import { openApp } from '../helpers/app.ts';
import { withWriter } from '../helpers/e2e-writer.ts';
import { DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';

const app = openApp({ skipCookieNotice: (server) => [server.url, server.enUrl] });
const SHOTS = process.env.SCREENSHOT_DIR;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const [size, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true });
  }
}

describe('the UAE market in the browser', () => {
  it('onboards a UAE blogger with UAE details and the UAE school', async () => {
    const email = 'layla@demo.local';
    const id = await withWriter(app.server, async (writer) => {
      const user = await createUser(writer, { email, currency: 'USD' });
      await writer.orm.em.fork().nativeUpdate(User, { id: user.id }, { locale: 'en', firstName: 'Layla' });
      return user.id;
    });
    const { page } = app;
    const base = app.server.enUrl;
    await signInUi(page, base, email, DEMO_PASSWORD);
    await page.goto(`${base}/user/onboarding`);
    for (const step of ['important_info', 'rules', 'tech_spec']) {
      const form = page.getByTestId(`onboarding-step-${step}`);
      // The UAE account's fine is in its own money, not the Russian rules' roubles.
      if (step === 'rules') expect(await form.textContent()).toMatch(/fined up to \$5,500\./);
      await form.locator('input[name=confirmed]').check();
      await form.locator('button[type=submit]').click();
      await form.waitFor({ state: 'detached' });
    }
    const data = page.getByTestId('onboarding-step-data');
    const text = (await data.textContent()) ?? '';
    for (const russian of ['Patronymic', 'INN', 'Resident of Russia', 'Self-employed', 'Sole proprietor'])
      expect(text).not.toContain(russian);
    await expect.poll(() => data.locator('input[name=surname]').count()).toBe(0);
    await data.locator('input[name=last_name]').fill('Haddad');
    await data.locator('input[name=first_name]').fill('Layla');
    await data.locator('select[name=residency]').selectOption('resident');
    await data.locator('input[name=id_number]').fill('784-1990-1234567-1');
    await data.locator('input[name=iban]').fill('AE07 0331 2345 6789 0123 456');
    await data.locator('input[name=bank_name]').fill('Emirates NBD');
    await data.locator('button[type=submit]').click();
    await data.locator('#id_number-error', { hasText: 'This is not a valid Emirates ID number' }).waitFor();
    await shoot(page, 'uae-onboarding-data');
    await data.locator('input[name=id_number]').fill('784-1990-1234567-6');
    await data.locator('button[type=submit]').click();
    await data.waitFor({ state: 'detached' });

    // The Telegram steps have their own journey: mark them done and go on to the school.
    const steps = ONBOARDING_STEPS.slice(0, ONBOARDING_STEPS.indexOf('course')).join(',');
    await withWriter(app.server, (writer) =>
      writer.orm.em.fork().nativeUpdate(User, { id }, { onboardingSteps: steps, telegramChatId: '1' }),
    );
    await page.reload();
    const course = page.getByTestId('onboarding-step-course');
    expect(await course.getByTestId('onboarding-course-progress').textContent()).toMatch(/0 of 4/);
    await course.getByTestId('open-onboarding-course').click();
    await page.getByText('Ambassador school: UAE').first().waitFor();
    for (;;) {
      const lesson = page.getByTestId('lesson');
      const lessonId = await lesson.getAttribute('data-lesson-id');
      await lesson.getByTestId('mark-done').click();
      await lesson.getByTestId('lesson-done').waitFor();
      const next = lesson.getByTestId('next-lesson');
      if ((await next.count()) === 0) break;
      await next.click();
      await page.locator(`[data-testid=lesson]:not([data-lesson-id="${lessonId}"])`).waitFor();
    }
    await page.getByTestId('onboarding-done').waitFor({ timeout: 20_000 });
    await page.goto(`${base}/user/courses`);
    await page.getByText('Content that sells in the Emirates').waitFor();
    expect(await page.locator('main').textContent()).not.toContain('Школа амбассадора');
    await shoot(page, 'uae-courses');
    await page.goto(`${base}/user/profile`);
    await page.locator('input[name=iban]').waitFor();
    expect(await page.locator('input[name=iban]').inputValue()).toBe('AE070331234567890123456');
    expect(await page.locator('input[name=inn]').count()).toBe(0);
    await shoot(page, 'uae-profile');
  });

  it('writes a rouble account in roubles on the English site, days first, hours in GST', async () => {
    const { page } = app;
    const base = app.server.enUrl;
    await signInUi(page, base, 'ambassador@demo.local', DEMO_PASSWORD);
    await page.goto(`${base}/user/wallet`);
    const main = page.locator('main');
    await main.getByText('₽').first().waitFor();
    expect(await main.textContent()).not.toMatch(/RUB\s?\d/);
    await shoot(page, 'en-rouble-wallet');
    // The Russian account keeps its Russian legal fields, under English labels.
    await page.goto(`${base}/user/profile`);
    await page.locator('input[name=inn]').waitFor();
    expect(await page.locator('input[name=iban]').count()).toBe(0);
    // And the Russian site is unchanged: Russian fields, Russian labels.
    await signInUi(page, app.server.url, 'ambassador@demo.local', DEMO_PASSWORD);
    await page.goto(`${app.server.url}/user/profile`);
    await page.getByText('ИНН').first().waitFor();
    expect(await page.locator('select[name=type]').count()).toBe(1);
    await shoot(page, 'ru-profile');

    await page.goto(`${base}/user/placements`);
    await page.getByRole('button', { name: 'New placement' }).click();
    const editor = page.locator('form').filter({ hasText: 'Gulf Standard Time' });
    expect(await editor.textContent()).toMatch(/from 10:00\sAM to 7:00\sPM Gulf Standard Time/);
    expect(await editor.locator('input[placeholder="DD/MM/YYYY"]').count()).toBeGreaterThan(0);
    await shoot(page, 'en-draft-editor');
  });

  it('lets staff write a course for the UAE market (the English site suggests it)', async () => {
    const { page } = app;
    const base = app.server.enUrl;
    await signInUi(page, base, 'admin@demo.local', DEMO_PASSWORD);
    await page.goto(`${base}/admin/courses`);
    const uaeRow = page.getByTestId('admin-course-row').filter({ hasText: 'Ambassador school: UAE' });
    expect(await uaeRow.textContent()).toContain('UAE · USD');
    const create = page.getByTestId('course-create');
    expect(await create.locator('select[name=market]').inputValue()).toBe('en');
    await create.locator('input[name=title]').fill('Ramadan campaigns');
    await create.locator('button[type=submit]').click();
    const editor = page.getByTestId('course-editor');
    expect(await editor.locator('select[name=market]').inputValue()).toBe('en');
    await shoot(page, 'en-admin-course-editor');
  });
});
