/**
 * Monthly impressions on the placement card (docs/decisions/075-ord-impressions.md), as irina@ sees them:
 * the form says what is missing, an entry made offline waits on the device and is sent once when the
 * connection is back; staff see its screenshot on the board and accept it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import { ADMIN_EMAIL, DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';
import { tinyPng } from '../helpers/placement-journey.ts';

const IRINA = 'irina@demo.local';
const SHOTS = process.env.SCREENSHOT_DIR;
const app = openApp({ skipCookieNotice: (server) => [server.url, server.enUrl] });

const toEnter = (page: Page) => page.locator('[data-testid="report-month"][data-state="missing"]').first();

async function shoot(page: Page, name: string, target = toEnter(page)) {
  if (!SHOTS) return;
  await page.setViewportSize({ width: 1280, height: 800 });
  await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await target.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}-phone.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
}

describe('monthly impressions', () => {
  it('checks the entry, keeps it offline and sends it once when back online', async () => {
    const page = app.page;
    const puts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PUT' && /\/reports\/\d{4}-\d\d$/.test(r.url())) puts.push(r.url());
    });
    await signInUi(page, app.server.url, IRINA, DEMO_PASSWORD);
    await page.goto(`${app.server.url}/user/placements`);
    const row = toEnter(page);
    await row.waitFor();
    const month = (await row.getAttribute('data-month')) ?? '';
    const cardId = await row.locator('xpath=ancestor::li[@data-testid="placement"]').getAttribute('data-id');
    const card = page.locator(`[data-testid="placement"][data-id="${cardId}"]`);
    // Every state of the demo is on the cards.
    for (const state of ['entered', 'accepted', 'rejected', 'sent'])
      await page.locator(`[data-testid="report-month"][data-state="${state}"]`).first().waitFor();
    await expect
      .poll(() => page.locator('[data-state="rejected"]').first().textContent())
      .toMatch(/Не принято: На скриншоте статистика за другой месяц/);
    await shoot(page, 'ord-report-states-ru', page.locator('[data-testid="reports"]').first());

    const form = row.getByTestId('report-form');
    await form.getByRole('button', { name: 'Отправить показы' }).click();
    await expect
      .poll(() => form.locator('.field__error').allTextContents())
      .toEqual(['Обязательно для заполнения', 'Добавьте скриншот статистики соцсети за месяц']);
    await form.locator('input[name=impressions]').fill('12k');
    await form.getByRole('button', { name: 'Отправить показы' }).click();
    await expect.poll(() => form.locator('#impressions-error').textContent()).toBe('Введите число');
    await shoot(page, 'ord-report-form-errors-ru');

    await app.context.setOffline(true);
    await form.locator('input[name=impressions]').fill('12 500');
    await form.locator('input[name=screenshot]').setInputFiles({
      name: 'stats.png',
      mimeType: 'image/png',
      buffer: tinyPng(8),
    });
    await form.getByRole('button', { name: 'Отправить показы' }).click();
    const same = card.locator(`[data-testid="report-month"][data-month="${month}"][data-state="queued"]`);
    await same.waitFor();
    expect(await same.getByTestId('report-state').textContent()).toBe('Ждёт отправки');
    // Kept: a window in which nothing may be sent while offline; no event marks its end.
    await page.waitForTimeout(500);
    expect(puts).toEqual([]);
    await shoot(page, 'ord-report-offline-ru', same);

    await app.context.setOffline(false);
    const entered = card.locator(`[data-testid="report-month"][data-month="${month}"][data-state="entered"]`);
    await entered.waitFor({ timeout: 20_000 });
    // Kept: a window in which a second send would show; no event marks its end.
    await page.waitForTimeout(1_000);
    expect(puts).toHaveLength(1);
    expect(await entered.textContent()).toMatch(/12\s500/);
    await shoot(page, 'ord-report-synced-ru', entered);
  });

  it('reads in English on the English site', async () => {
    const page = app.page;
    await signInUi(page, app.server.enUrl, IRINA, DEMO_PASSWORD);
    await page.goto(`${app.server.enUrl}/user/placements`);
    const reports = page.locator('[data-testid="reports"]').first();
    await reports.waitFor();
    await expect.poll(() => page.getByText('Impressions for the ad registry').count()).toBeGreaterThan(0);
    await toEnter(page).waitFor();
    await shoot(page, 'ord-report-states-en', toEnter(page));
  });

  it('staff see the screenshot on the board and accept the figures', async () => {
    const page = app.page;
    await signInUi(page, app.server.url, ADMIN_EMAIL, DEMO_PASSWORD);
    await page.goto(`${app.server.url}/admin/ord`);
    const toCheck = page.locator('[data-testid="ord-report"][data-review="entered"]').first();
    await toCheck.waitFor();
    const image = toCheck.getByTestId('report-screenshot');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    await shoot(page, 'ord-board-check-ru', toCheck);
    const before = await page.locator('[data-testid="ord-report"][data-review="entered"]').count();
    await toCheck.getByRole('button', { name: 'Принять показы' }).click();
    await expect
      .poll(() => page.locator('[data-testid="ord-report"][data-review="entered"]').count())
      .toBe(before - 1);
  });
});
