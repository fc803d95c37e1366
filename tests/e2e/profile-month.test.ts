/**
 * The profile opens with the month (demo data): Anna (Russian site, RUB) sees her month's money, the
 * integration rule, the rank's progress and her unfinished course as a task that leads to the course; Emma (English/UAE site, USD) sees the same in English. Then the empty and the failed states, and no
 * sideways scrolling on a phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import { DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';

const app = openApp({ skipCookieNotice: (server) => [server.url, server.enUrl] });
const SLOW = { timeout: 15_000, interval: 100 };
const SHOTS = process.env.SCREENSHOT_DIR;

const overview = (page: Page) => page.getByTestId('month-overview');

async function openProfile(page: Page, base: string, email: string) {
  await signInUi(page, base, email, DEMO_PASSWORD);
  await page.goto(`${base}/user/profile`);
  await overview(page).waitFor(SLOW);
}

describe('the month on the profile', () => {
  it('shows Anna her month in Russian and leads from a task to its page', async () => {
    const { page, server } = app;
    await page.setViewportSize({ width: 390, height: 844 });
    await openProfile(page, server.url, 'ambassador@demo.local');
    expect(await page.getByTestId('month-earned').textContent()).toMatch(/^\d[\d\s\u00a0\u202f,]*₽$/);
    expect(await page.getByTestId('month-rule').textContent()).toMatch(/Интеграции: \d из 2/);
    expect(await page.getByTestId('month-wallet').textContent()).toContain('Доступно к выводу');
    expect(await page.getByTestId('month-rank').textContent()).toMatch(/пути до ранга «.+»/);
    // The hero comes before the profile's own cards: the month is the first thing on the page.
    const [monthTop, headTop] = await Promise.all([
      overview(page).evaluate((el) => el.getBoundingClientRect().top),
      page.locator('.profile__head').evaluate((el) => el.getBoundingClientRect().top),
    ]);
    expect(monthTop).toBeLessThan(headTop);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-month-ru-phone.png` });

    const task = page.getByTestId('month-tasks').getByRole('link', { name: /Завершите курс/ });
    await task.click();
    await page.waitForURL((url) => url.pathname === '/user/course' && url.search.includes('id='));
  });

  it('shows Emma her month in English with dollars on the UAE site', async () => {
    const { page, server } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openProfile(page, server.enUrl, 'emma@demo.local');
    expect(await page.getByTestId('month-earned').textContent()).toMatch(/^\$[\d,.]+$/);
    expect(await page.getByTestId('month-rule').textContent()).toMatch(/Integrations: \d of 2/);
    expect(await page.getByTestId('month-wallet').textContent()).toContain('Withdrawable now');
    expect(await page.getByTestId('month-rank').textContent()).toMatch(/of the way to .+/);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/profile-month-en-desktop.png` });
  });

  it('says when nothing needs the blogger, and offers a retry when the month cannot load', async () => {
    const { page, server } = app;
    let fail = true;
    await page.route('**/api/v1/profile/month', async (route) => {
      if (fail) return route.fulfill({ status: 500, json: { message: 'down', code: 'internal' } });
      const response = await route.fetch();
      const body = await response.json();
      return route.fulfill({ response, json: { ...body, tasks: [], tasks_total: 0 } });
    });
    await signInUi(page, server.url, 'ambassador@demo.local', DEMO_PASSWORD);
    await page.goto(`${server.url}/user/profile`);
    const retry = page.getByRole('button', { name: 'Повторить' });
    await retry.waitFor(SLOW);
    fail = false;
    await retry.click();
    await page.getByText('Всё сделано: сейчас ничего не требуется').waitFor(SLOW);
  });
});
