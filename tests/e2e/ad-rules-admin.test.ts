/**
 * Admin → Ad rules (docs/decisions/074-ad-rules.md): staff see the rules with their laws and reasons, add
 * one (the form refuses what the server would, under each field), switch it off and on; a blogger's form
 * reads a new rule at its next opening and refuses with the rule's reason.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import { ADMIN_EMAIL, apiCall, apiSignIn, DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';

const SHOTS = process.env.SCREENSHOT_DIR;
const app = openApp({ skipCookieNotice: (server) => [server.url, server.enUrl] });

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('Admin → Ad rules', () => {
  it('lists the rules, adds one after clear field messages, and switches it off and on', async () => {
    const page = app.page;
    await signInUi(page, app.server.url, ADMIN_EMAIL, DEMO_PASSWORD);
    await page.goto(`${app.server.url}/admin/ad-rules`);
    const cards = page.getByTestId('ad-rule');
    await cards.nth(2).waitFor();
    expect(await cards.count()).toBe(3);
    expect(await cards.first().textContent()).toContain('72-ФЗ');
    await page.getByRole('link', { name: 'Правила рекламы' }).waitFor();

    await page.getByRole('button', { name: 'Новое правило' }).click();
    const form = page.getByTestId('ad-rule-form');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => form.locator('#code-error').textContent()).toBe('Обязательно для заполнения');
    await expect.poll(() => form.locator('#network-error').textContent()).toBe('Обязательно для заполнения');
    expect(await form.locator('#reason_en-error').textContent()).toBe('Обязательно для заполнения');
    // The registry kind asks for its follower count instead of a network.
    await form.locator('select[name=kind]').selectOption('blogger_registry');
    await form.locator('input[name=min_followers]').fill('много');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => form.locator('#min_followers-error').count()).toBe(1);
    await form.locator('select[name=kind]').selectOption('banned_network');

    await form.locator('input[name=code]').fill('ru_threads');
    await form.locator('input[name=network]').fill('threads');
    await form.locator('input[name=law]').fill('38-ФЗ «О рекламе», ст. 5');
    await form.locator('input[name=in_force_from]').fill('2025-09-01');
    await form.locator('textarea[name=reason_ru]').fill('Реклама в Threads запрещена в России.');
    await form.locator('textarea[name=reason_en]').fill('Advertising on Threads is banned in Russia.');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    const added = page.locator('[data-testid="ad-rule"][data-code="ru_threads"]');
    await expect.poll(() => added.getAttribute('data-active')).toBe('true');
    expect(await added.textContent()).toContain('Реклама в Threads запрещена в России.');

    await added.getByRole('button', { name: 'Выключить' }).click();
    await expect.poll(() => added.getAttribute('data-active')).toBe('false');
    expect(await added.textContent()).toContain('Выключено');
    await shoot(page, 'ad-rules-ru');
    await added.getByRole('button', { name: 'Включить' }).click();
    await expect.poll(() => added.getAttribute('data-active')).toBe('true');

    // A code already taken is named under its field, from the server's answer.
    await page.getByRole('button', { name: 'Новое правило' }).click();
    await form.locator('input[name=code]').fill('ru_threads');
    await form.locator('input[name=network]').fill('threads');
    await form.locator('input[name=law]').fill('x');
    await form.locator('input[name=in_force_from]').fill('2025-09-01');
    await form.locator('textarea[name=reason_ru]').fill('x');
    await form.locator('textarea[name=reason_en]').fill('x');
    await form.getByRole('button', { name: 'Сохранить' }).click();
    await expect.poll(() => form.locator('#code-error').textContent()).toBe('Правило с таким кодом уже есть');
  });

  it('shows the rules on the English site, and the edit form', async () => {
    const page = app.page;
    await signInUi(page, app.server.enUrl, ADMIN_EMAIL, DEMO_PASSWORD);
    await page.goto(`${app.server.enUrl}/admin/ad-rules`);
    const card = page.locator('[data-testid="ad-rule"][data-code="ru_blogger_registry"]');
    await expect.poll(() => card.textContent()).toContain('from 10,000 followers');
    await shoot(page, 'ad-rules-en');
    await card.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByTestId('ad-rule-form');
    expect(await form.locator('input[name=min_followers]').inputValue()).toBe('10000');
    await shoot(page, 'ad-rules-en-form');
  });

  it('a new rule reaches the blogger’s form at its next opening, with its reason', async () => {
    const admin = await apiSignIn(app.server.url, ADMIN_EMAIL, DEMO_PASSWORD);
    const created = await apiCall(app.server.url, 'admin/ad-rules', {
      method: 'POST',
      token: admin,
      json: {
        code: 'ru_tiktok_e2e',
        kind: 'banned_network',
        market: 'ru',
        network: 'tiktok',
        law: 'Тестовое правило',
        in_force_from: '2025-01-01',
        reason_ru: 'Реклама в TikTok не принимается (проверка).',
        reason_en: 'Ads on TikTok are not taken (check).',
      },
    });
    expect(created.status).toBe(201);
    const page = app.page;
    await signInUi(page, app.server.url, 'irina@demo.local', DEMO_PASSWORD);
    await page.goto(`${app.server.url}/user/placements`);
    await page.locator('[data-testid="placement"]').first().waitFor();
    await page.getByRole('button', { name: 'Новое размещение' }).click();
    const draft = page.locator('form.draft-editor');
    await draft.locator('select[name=network]').selectOption('tiktok');
    await expect
      .poll(() => draft.getByTestId('ad-refusal').textContent())
      .toContain('Реклама в TikTok не принимается (проверка).');
  });
});
