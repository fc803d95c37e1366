/**
 * Admin → Landing in the browser: staff edit a review (a field error first), hide another, add an English
 * FAQ answer and delete one after confirming; the public GET landing reflects every change at once.
 * Starts from the demo content (api/db/seed/demo-landing.ts).
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LandingData } from '#contract/landing.ts';
import { openApp } from '../helpers/app.ts';
import { ADMIN_EMAIL, DEMO_PASSWORD, signInUi, waitForToast } from '../helpers/journey.ts';

const app = openApp({ skipCookieNotice: (server) => [server.url, server.enUrl] });
const SHOTS = process.env.SCREENSHOT_DIR;
const SLOW = { timeout: 15_000 };

const landing = async (locale: 'ru' | 'en'): Promise<LandingData> => {
  const res = await fetch(`${app.server.url}/api/v1/landing?locale=${locale}`);
  expect(res.status).toBe(200);
  return (await res.json()) as LandingData;
};
const card = (page: Page, title: string) =>
  page.getByTestId('landing-admin-item').filter({ has: page.getByRole('heading', { name: title }) });

describe('admin landing page', () => {
  it('staff edit the reviews and the FAQ, and GET landing reflects it', async () => {
    const { page } = app;
    const base = app.server.url;
    const edited = `Обновлённый отзыв ${process.pid}: две интеграции в месяц — и выплата каждый месяц.`;
    const before = await landing('ru');
    expect(before.reviews.map((r) => r.author)).toContain('Олег Миронов');

    await signInUi(page, base, ADMIN_EMAIL, DEMO_PASSWORD);
    await page.goto(`${base}/admin/landing`);
    await card(page, 'Анна Соколова').waitFor(SLOW);
    expect(await page.getByTestId('landing-admin-item').count()).toBe(5);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'admin-landing-ru-desktop.png'), fullPage: true });

    // Edit a review: an empty author is refused in place, then the text is saved.
    await card(page, 'Анна Соколова').getByRole('button', { name: 'Редактировать' }).click();
    const form = page.getByTestId('landing-admin-form');
    await form.locator('input[name=author]').fill('');
    await form.locator('textarea[name=text]').fill(edited);
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await form.getByText('Обязательно для заполнения').waitFor();
    await form.locator('input[name=author]').fill('Анна Соколова');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await waitForToast(page, 'Изменения сохранены', 'success');
    await form.waitFor({ state: 'detached' });

    // Hide another one.
    await card(page, 'Олег Миронов').getByRole('button', { name: 'Снять с публикации' }).click();
    await waitForToast(page, 'Скрыто с лендинга', 'success');
    await card(page, 'Олег Миронов').getByText('Скрыт', { exact: true }).waitFor();

    const ru = await landing('ru');
    expect(ru.reviews.find((r) => r.author === 'Анна Соколова')?.text).toBe(edited);
    expect(ru.reviews.map((r) => r.author)).not.toContain('Олег Миронов');

    // FAQ in English: add a question at the top, delete another after confirming.
    await page.getByRole('button', { name: 'Вопросы и ответы' }).click();
    await page.locator('select[name=filter-locale]').selectOption('en');
    await card(page, 'What if I remove a post too early?').waitFor(SLOW);
    await page.getByRole('button', { name: 'Добавить вопрос' }).click();
    await form.locator('input[name=question]').fill('Can I pause for a month?');
    await form
      .locator('textarea[name=answer]')
      .fill('Yes. Tell your manager; months without integrations are not paid.');
    await form.locator('input[name=position]').fill('1');
    await form.getByRole('button', { name: 'Добавить' }).click();
    await waitForToast(page, 'Добавлено', 'success');
    await card(page, 'Can I pause for a month?').waitFor();

    const doomed = card(page, 'What if I remove a post too early?');
    await doomed.getByRole('button', { name: 'Удалить' }).click();
    await doomed.getByText('Удалить этот вопрос?').waitFor();
    await doomed.getByRole('button', { name: 'Удалить' }).click();
    await waitForToast(page, 'Удалено', 'success');
    await doomed.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 844 });
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'admin-landing-faq-en-phone.png'), fullPage: true });

    const en = await landing('en');
    expect(en.faq[0]?.question).toBe('Can I pause for a month?');
    expect(en.faq.map((f) => f.question)).not.toContain('What if I remove a post too early?');
    expect(en.faq).toHaveLength(6);
    expect((await landing('ru')).faq.map((f) => f.question)).toContain('Кто может стать амбассадором?');
  });

  it('speaks English on the English site', async () => {
    const { page } = app;
    const base = app.server.enUrl;
    await signInUi(page, base, ADMIN_EMAIL, DEMO_PASSWORD);
    await page.goto(`${base}/admin/landing?tab=reviews&locale=en`);
    await card(page, 'Layla Haddad').waitFor(SLOW);
    await page.getByText('Reviews: 4 of 50').waitFor();
    expect(await page.getByRole('link', { name: 'Landing' }).getAttribute('aria-current')).toBe('page');
    await card(page, 'Omar Saeed').getByRole('button', { name: 'Delete' }).click();
    await card(page, 'Omar Saeed').getByText('Delete this review?').waitFor();
    await card(page, 'Omar Saeed').getByRole('button', { name: 'Cancel' }).click();
    await card(page, 'Omar Saeed').getByRole('button', { name: 'Move Omar Saeed up' }).click();
    await waitForToast(page, 'Order saved', 'success');
    const authors = (await landing('en')).reviews.map((r) => r.author);
    expect(authors.indexOf('Omar Saeed')).toBe(authors.indexOf('Priya Nair') - 1);
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'admin-landing-en-desktop.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await card(page, 'Layla Haddad').getByRole('button', { name: 'Edit' }).click();
    await page.getByTestId('landing-admin-form').getByText('Who the author is').waitFor();
    if (SHOTS) await page.screenshot({ path: join(SHOTS, 'admin-landing-en-phone.png'), fullPage: true });
  });
});
