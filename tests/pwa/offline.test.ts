import { expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import { waitForServiceWorkerControl } from '../helpers/browser.ts';

const app = openApp({
  onPage: async (page, server) => {
    await page.goto(`${server.url}/`);
    await waitForServiceWorkerControl(page);
  },
});

// Either page proves the shell came from the cache: a guest lands on one of them.
const SHELL_HEADINGS = ['Стань амбассадором бренда', 'Вход'];
const shellHeading = async () => {
  const heading = app.page.locator('h1').first();
  await heading.waitFor({ timeout: 15_000 });
  return (await heading.textContent())?.trim();
};

it('renders the shell offline after the service worker took over', async () => {
  // No CDP session is open here; one would have to be detached first, or navigator.onLine lies.
  await app.context.setOffline(true);
  expect(await app.page.evaluate(() => navigator.onLine)).toBe(false);
  await app.page.reload();
  expect(SHELL_HEADINGS).toContain(await shellHeading());

  await app.page.goto(`${app.server.url}/user/login`);
  expect(await shellHeading()).toBe('Вход');
});

it('answers the public config from its cache offline', async () => {
  await app.page.evaluate(() => fetch('/api/v1/config').then((r) => r.text()));
  await app.context.setOffline(true);
  const status = await app.page.evaluate(() => fetch('/api/v1/config').then((r) => r.status));
  expect(status).toBe(200);
});

it('keeps real 404s online and shows the not-found page offline', async () => {
  const online = await app.page.goto(`${app.server.url}/no-such-page`);
  expect(online?.status()).toBe(404);
  expect(await app.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await app.context.setOffline(true);
  await app.page.goto(`${app.server.url}/another-missing-page`);
  const errorPage = app.page.getByTestId('error-page');
  await errorPage.waitFor({ timeout: 15_000 });
  expect(await errorPage.textContent()).toContain('/another-missing-page');
});
