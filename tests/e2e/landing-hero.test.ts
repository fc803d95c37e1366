/**
 * The landing's hero (demo data): the illustration is part of the served HTML (no request, no outside
 * address), the figures are the database's own (the public payload's), a zero figure is not shown, and the
 * figures arriving after hydration move nothing on a phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { LandingData } from '#contract/landing.ts';
import { openApp } from '../helpers/app.ts';

const app = openApp({ skipCookieNotice: (server) => [server.url, server.enUrl] });
const SHOTS = process.env.SCREENSHOT_DIR;

const payload = async (base: string, locale: 'ru' | 'en'): Promise<LandingData> =>
  (await fetch(`${base}/api/v1/landing?locale=${locale}`)).json() as Promise<LandingData>;
const digits = (s: string | null) => (s ?? '').replace(/\D/g, '');

/** Sums every layout shift of the page so far (the browser's own measure, as Lighthouse reads it). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((done) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => done(total), 300);
      }),
  );

describe('the landing hero', () => {
  it('is served with its picture inline and shows the real figures without moving the page', async () => {
    const { page, server } = app;
    const html = await (await fetch(server.url)).text();
    const hero = html.slice(html.indexOf('class="landing__hero"'), html.indexOf('id="landing-advantages"'));
    expect(hero).toContain('<svg');
    // Nothing fetched from elsewhere (the SVG namespace is a name, not a request).
    expect(hero.replace(/xmlns="[^"]*"/g, '')).not.toMatch(/https?:\/\//);

    const data = await payload(server.url, 'ru');
    expect(data.figures.ambassadors).toBeGreaterThan(0);
    expect(data.figures.paid_out_minor).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(server.url);
    const count = page.getByTestId('landing-figure-ambassadors');
    await count.waitFor({ timeout: 15_000 });
    expect(digits(await count.locator('dd').textContent())).toBe(String(data.figures.ambassadors));
    expect(await count.locator('dt').textContent()).toMatch(/амбассадор/);
    expect(await page.getByTestId('landing-figure-paid').locator('dd').textContent()).toMatch(/₽$/);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/landing-hero-ru-phone.png` });
  });

  it('hides a figure that is zero: the UAE variant has paid nothing out in dollars yet', async () => {
    const { page, server } = app;
    const data = await payload(server.url, 'en');
    expect(data.figures.paid_out_minor).toBe(0);
    await page.goto(server.enUrl);
    await page.getByTestId('landing-figure-ambassadors').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('landing-figure-ambassadors').textContent()).toMatch(/already with us/);
    expect(await page.getByTestId('landing-figure-paid').count()).toBe(0);
  });
});
