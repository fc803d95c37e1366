/**
 * The Documents page (decision 067): the demo's sole proprietor Pavel sees his closing acts and downloads
 * one as a PDF in Russian and in English; Emma on the English (UAE) site has none and is told why. No
 * sideways scrolling on a phone.
 */
import { describe, expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import { DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';

const app = openApp({ skipCookieNotice: (server) => [server.url, server.enUrl] });
const SLOW = { timeout: 15_000, interval: 100 };
const SHOTS = process.env.SCREENSHOT_DIR;

describe('the Documents page', () => {
  it('lists Pavel’s acts and downloads one as PDF in both languages', async () => {
    const { page, server } = app;
    await page.setViewportSize({ width: 390, height: 844 });
    await signInUi(page, server.url, 'pavel@demo.local', DEMO_PASSWORD);
    await page.goto(`${server.url}/user/profile`);
    await page.getByRole('link', { name: 'Закрывающие документы' }).click();
    await page.waitForURL((url) => url.pathname === '/user/documents');
    const acts = page.locator('.documents__act');
    await acts.first().waitFor(SLOW);
    expect(await acts.first().textContent()).toMatch(/Акт № \d+ за [а-я]+ \d{4}/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/documents-ru-phone.png`, fullPage: true });
    for (const lang of ['RU', 'EN']) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        acts
          .first()
          .getByRole('button', { name: new RegExp(`PDF на ${lang === 'RU' ? 'русском' : 'английском'}`) })
          .click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^act-\\d+-${lang.toLowerCase()}\\.pdf$`));
      const path = await download.path();
      const { readFileSync } = await import('node:fs');
      expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/documents-ru-desktop.png`, fullPage: true });
  });

  it('tells Emma on the English site that she has no acts', async () => {
    const { page, server } = app;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInUi(page, server.enUrl, 'emma@demo.local', DEMO_PASSWORD);
    await page.goto(`${server.enUrl}/user/documents`);
    await page.getByText('No acts yet.').waitFor(SLOW);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/documents-en-desktop.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/documents-en-phone.png`, fullPage: true });
  });
});
