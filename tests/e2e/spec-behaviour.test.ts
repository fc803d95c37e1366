/**
 * SPEC behaviour the unit tests cannot show on their own: the login redirect with a locale prefix end to end,
 * what bots get on a fatal error, and the browser language on a domain in no list.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../helpers/browser.ts';
import { DEMO_PASSWORD, signInUi, skipCookieNotice } from '../helpers/journey.ts';
import { type AppServer, startServer } from '../helpers/server.ts';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let server: AppServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh context per case; the page is closed with its context even when the case fails. */
async function withPage(options: BrowserContextOptions, run: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext(options);
  try {
    await skipCookieNotice(context, server.url, `http://localhost:${server.port}`);
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const h1 = async (page: Page) => (await page.locator('h1').first().textContent())?.trim();

describe('login redirect with a locale prefix (SPEC §2)', () => {
  it('sends a guest to sign-in with the full path and brings them back to it', async () => {
    await withPage({}, async (page) => {
      await page.goto(`${server.url}/en/user/wallet?tab=1`);
      await page.waitForURL((url) => url.pathname === '/en/user/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/en/user/wallet?tab=1');

      await signInUi(page, server.url, 'ambassador@demo.local', DEMO_PASSWORD);
      await page.waitForURL((url) => url.pathname === '/en/user/wallet');
      expect(new URL(page.url()).search).toBe('?tab=1');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    });
  });

  it('never leaves the origin, whatever the redirect says', async () => {
    for (const redirect of ['//evil.example/x', '/\\evil.example/x', 'https://evil.example/x']) {
      await withPage({}, async (page) => {
        await page.goto(`${server.url}/user/login?redirect=${encodeURIComponent(redirect)}`);
        await signInUi(page, server.url, 'ambassador@demo.local', DEMO_PASSWORD);
        await page.locator('h1').first().waitFor();
        expect(new URL(page.url()).origin, redirect).toBe(server.url);
      });
    }
  });
});

describe('fatal errors and bots (SPEC §8)', () => {
  /** Makes the registration page's code chunk unloadable; the chunk guard reloads once, then the error stands. */
  async function openBrokenPage(page: Page): Promise<string[]> {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(/\/assets\/register-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${server.url}/user/register`);
    return errors;
  }
  const options = (userAgent?: string): BrowserContextOptions => ({ userAgent, serviceWorkers: 'block' });

  it('shows people the error page', async () => {
    await withPage(options(), async (page) => {
      await openBrokenPage(page);
      await page.getByTestId('error-page').waitFor();
    });
  });

  it('gives a crawler the plain shell instead of the error page', async () => {
    await withPage(options(GOOGLEBOT), async (page) => {
      const errors = await openBrokenPage(page);
      // The fatal error is still logged once the chunk guard has given up.
      await expect
        .poll(() => errors.some((e) => /dynamically imported module|Importing a module/i.test(e)), {
          timeout: 15_000,
        })
        .toBe(true);
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('error-page').count()).toBe(0);
      // The title of the page as served: the shell's.
      expect(await page.title()).toBe('Ambassador');
      expect(await page.locator('meta[name=description]').getAttribute('content')).toBeTruthy();
    });
  });
});

describe('browser language (SPEC §2)', () => {
  const localhost = () => `http://localhost:${server.port}`;

  it('decides on a domain in no list', async () => {
    await withPage({ locale: 'en-US' }, async (page) => {
      await page.goto(`${localhost()}/user/login`);
      await page.locator('h1').first().waitFor();
      expect(await h1(page)).toBe('Sign in');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
    });
    await withPage({ locale: 'de-DE' }, async (page) => {
      await page.goto(`${localhost()}/user/login`);
      await page.locator('h1').first().waitFor();
      expect(await h1(page)).toBe('Вход');
    });
  });

  it('does not override the known Russian domain or the path prefix', async () => {
    await withPage({ locale: 'en-US' }, async (page) => {
      await page.goto(`${server.url}/user/login`);
      await page.locator('h1').first().waitFor();
      expect(await h1(page)).toBe('Вход');
      await page.goto(`${localhost()}/ru/user/login`);
      await page.locator('h1').first().waitFor();
      expect(await h1(page)).toBe('Вход');
    });
  });
});
