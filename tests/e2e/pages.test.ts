import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
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
});
afterEach(async () => {
  await context.close();
});

const h1 = async () => {
  const heading = page.locator('h1').first();
  await heading.waitFor();
  return (await heading.textContent())?.trim();
};
const lang = () => page.locator('html').getAttribute('lang');

const domains = [
  {
    name: 'Russian',
    base: () => server.url,
    lang: 'ru',
    landing: 'Стань амбассадором бренда',
    login: 'Вход',
  },
  {
    name: 'English',
    base: () => server.enUrl,
    lang: 'en',
    landing: 'Become a brand ambassador',
    login: 'Sign in',
  },
] as const;

describe.each(domains)('$name domain', (d) => {
  it('renders the landing page in its language', async () => {
    await page.goto(`${d.base()}/`);
    expect(await h1()).toBe(d.landing);
    expect(await lang()).toBe(d.lang);
  });

  it('renders the login page', async () => {
    await page.goto(`${d.base()}/user/login`);
    expect(await h1()).toBe(d.login);
    expect(await lang()).toBe(d.lang);
  });

  it('answers an unknown path with a real 404 and the error page', async () => {
    const response = await page.goto(`${d.base()}/no-such-page`);
    expect(response?.status()).toBe(404);
    const errorPage = page.getByTestId('error-page');
    await errorPage.waitFor();
    const message = d.lang === 'ru' ? 'Page Not Found: /no-such-page' : 'Page not found: /no-such-page';
    expect(await errorPage.textContent()).toContain(message);

    // The way back to the main page: a link to / or a button that navigates there.
    const link = errorPage.locator('a[href="/"]');
    await ((await link.count()) > 0 ? link.first() : errorPage.getByRole('button').first()).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await h1()).toBe(d.landing);
  });
});

it('sends a guest from a protected page to login with a redirect back', async () => {
  await page.goto(`${server.url}/user/wallet`);
  await page.waitForURL((url) => url.pathname === '/user/login');
  const url = new URL(page.url());
  expect(url.searchParams.get('redirect')).toBe('/user/wallet');
  expect(await h1()).toBe('Вход');
});
