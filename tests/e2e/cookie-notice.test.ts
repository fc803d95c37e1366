import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { type AppServer, startServer } from '../helpers/server.ts';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('shows the cookie notice until OK is clicked, then remembers it', async () => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const notice = page.getByTestId('cookie-notice');
    await notice.waitFor({ state: 'visible' });

    await notice.getByRole('button', { name: 'OK' }).click();
    await notice.waitFor({ state: 'hidden' });
    const cookie = (await context.cookies()).find((c) => c.name === 'cookie-notice-shown');
    expect(cookie?.value).toBe('Y');
    // About a year (SPEC: 31 536 000 s), not a session cookie.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

    await page.reload();
    await page.locator('h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await notice.isVisible()).toBe(false);
  } finally {
    await context.close();
  }
});
