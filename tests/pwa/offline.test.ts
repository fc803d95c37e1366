import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { launchBrowser, waitForServiceWorkerControl } from '../helpers/browser.ts';
import { type AppServer, startServer } from '../helpers/server.ts';

let server: AppServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
beforeEach(async () => {
  context = await browser.newContext();
  page = await context.newPage();
  await page.goto(`${server.url}/`);
  await waitForServiceWorkerControl(page);
});
afterEach(async () => {
  await context.close();
});

// Either page proves the shell came from the cache: a guest lands on one of them.
const SHELL_HEADINGS = ['Стань амбассадором бренда', 'Вход'];
const shellHeading = async () => {
  const heading = page.locator('h1').first();
  await heading.waitFor({ timeout: 15_000 });
  return (await heading.textContent())?.trim();
};

it('renders the shell offline after the service worker took over', async () => {
  // No CDP session is open here; one would have to be detached first, or navigator.onLine lies.
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await page.reload();
  expect(SHELL_HEADINGS).toContain(await shellHeading());

  await page.goto(`${server.url}/user/login`);
  expect(await shellHeading()).toBe('Вход');
});

it('answers the public config from its cache offline', async () => {
  await page.evaluate(() => fetch('/api/v1/config').then((r) => r.text()));
  await context.setOffline(true);
  const status = await page.evaluate(() => fetch('/api/v1/config').then((r) => r.status));
  expect(status).toBe(200);
});

it('keeps real 404s online and shows the not-found page offline', async () => {
  const online = await page.goto(`${server.url}/no-such-page`);
  expect(online?.status()).toBe(404);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.goto(`${server.url}/another-missing-page`);
  const errorPage = page.getByTestId('error-page');
  await errorPage.waitFor({ timeout: 15_000 });
  expect(await errorPage.textContent()).toContain('/another-missing-page');
});
