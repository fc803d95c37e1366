/**
 * The blogger's navigation: on a phone five sections and "More" with icons, big enough to tap, the current
 * one marked; the wide header lists the same sections in the same order. No staff link for a blogger, and
 * the toast demo page is not part of the app.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import { DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';

const app = openApp({ pagePerTest: false });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const SHOTS = process.env.SCREENSHOT_DIR;

const bloggers = [
  {
    name: 'Russian',
    email: 'ambassador@demo.local',
    base: () => app.server.url,
    tabs: ['Профиль', 'Размещения', 'Доход', 'Кошелёк', 'Команда', 'Ещё'],
    adminLink: 'Админ-панель',
  },
  {
    name: 'English',
    email: 'emma@demo.local',
    base: () => app.server.enUrl,
    tabs: ['Profile', 'Placements', 'Income', 'Wallet', 'Team', 'More'],
    adminLink: 'Admin area',
  },
] as const;

/** Each tab-bar item: label, size, icon, font and whether it is marked as the current page. */
const tabItems = (page: Page) =>
  page.locator('.tab-bar > a, .tab-bar > .tab-bar__more > button').evaluateAll((items) =>
    items.map((item) => {
      const box = item.getBoundingClientRect();
      const style = getComputedStyle(item);
      return {
        label: item.textContent?.trim() ?? '',
        width: box.width,
        height: box.height,
        icon: item.querySelector('svg') !== null,
        fontSize: Number.parseFloat(style.fontSize),
        weight: Number(style.fontWeight),
        color: style.color,
        current: item.getAttribute('aria-current') === 'page',
        clipped: item.scrollWidth > item.clientWidth,
      };
    }),
  );

describe.each(bloggers)('$name blogger', (b) => {
  let page: Page;
  beforeAll(async () => {
    page = await app.newPage([b.base()], { viewport: PHONE });
    await signInUi(page, b.base(), b.email, DEMO_PASSWORD);
  });

  it('has five sections and More on the phone, with icons, 44 px targets and the current one marked', async () => {
    await page.goto(`${b.base()}/user/income`);
    await page.locator('.tab-bar a[aria-current=page]').waitFor();
    const items = await tabItems(page);
    expect(items.map((item) => item.label)).toEqual(b.tabs);
    for (const item of items) {
      expect(item.width, item.label).toBeGreaterThanOrEqual(44);
      expect(item.height, item.label).toBeGreaterThanOrEqual(44);
      expect(item.icon, item.label).toBe(true);
      expect(item.fontSize, item.label).toBeGreaterThanOrEqual(12);
      expect(item.clipped, item.label).toBe(false);
    }
    const current = items.filter((item) => item.current);
    expect(current.map((item) => item.label)).toEqual([b.tabs[2]]);
    const other = items.find((item) => !item.current)!;
    expect(current[0]!.color).not.toBe(other.color);
    expect(current[0]!.weight).toBeGreaterThan(other.weight);
    expect(await page.getByRole('link', { name: b.adminLink }).count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/tab-bar-${b.name}-phone.png` });
  });

  it('lists the same sections in the wide header', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${b.base()}/user/income`);
    const nav = page.locator('.header__nav');
    await nav.locator('a[aria-current=page]').waitFor();
    const labels = await nav
      .locator(':scope > a, :scope > .header__more > .tab-bar__more > button')
      .allTextContents();
    expect(labels.map((label) => label.trim())).toEqual(b.tabs);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/header-${b.name}-desktop.png` });
    await page.setViewportSize(PHONE);
  });

  it('answers /toast with the not-found page', async () => {
    const response = await page.goto(`${b.base()}/toast`);
    expect(response?.status()).toBe(404);
    await page.getByTestId('error-page').waitFor();
  });
});
