/**
 * A configured brand in the browser (docs/decisions/066-brand-configuration.md): the prerendered landing is
 * served and hydrated under the brand's name, logo and colour without a hydration warning, the installed
 * app's manifest carries it, and the signed-in header and page titles use it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import { DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';

const BRAND = { BRAND_NAME: 'Fit Club', BRAND_LOGO_URL: '/icons/icon-192.png', BRAND_COLOR: '#7c3aed' };
const app = openApp({
  server: { env: BRAND },
  skipCookieNotice: (server) => [server.url, server.enUrl],
});
const SHOTS = process.env.SCREENSHOT_DIR;

function problems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.push(`pageerror: ${e.message}`));
  return seen;
}

const cssVar = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

describe('a configured brand', () => {
  it('names and colours the landing, which hydrates without a warning', async () => {
    const { page, server } = app;
    const seen = problems(page);
    await page.goto(server.url);
    const brand = page.locator('header .brand');
    expect(await brand.textContent()).toBe('Fit Club');
    expect(await brand.locator('img').getAttribute('src')).toBe('/icons/icon-192.png');
    expect(await page.title()).toMatch(/ · Fit Club$/);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#7c3aed');
    expect(await cssVar(page, '--green')).toBe('#7c3aed');
    expect(await page.content()).not.toContain('__BRAND');
    // Hydrated: the join button reacts, and React said nothing about mismatched markup.
    // `<html data-ready>`: every island hydrated and shows the data, so a hydration warning came before it.
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
    expect(seen).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/brand-landing.png` });
  });

  it('serves the manifest under the brand', async () => {
    const res = await fetch(`${app.server.url}/manifest.webmanifest`);
    expect(res.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(await res.json()).toMatchObject({ short_name: 'Fit Club', theme_color: '#7c3aed' });
  });

  it('puts the brand in the signed-in header and the page titles', async () => {
    const { page, server } = app;
    await signInUi(page, server.url, 'ambassador@demo.local', DEMO_PASSWORD);
    await page.goto(`${server.url}/user/profile`);
    await page.getByTestId('month-overview').waitFor({ timeout: 15_000 });
    expect(await page.locator('header .brand').textContent()).toBe('Fit Club');
    expect(await page.title()).toBe('Профиль · Fit Club');
    expect(await cssVar(page, '--green-dark')).toMatch(/^#[0-9a-f]{6}$/);
    expect(await cssVar(page, '--green-dark')).not.toBe('#128039');
  });
});
