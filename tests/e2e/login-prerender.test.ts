/**
 * The prerendered sign-in page (decisions 071, 100): guests get the form in the HTML, in their language and
 * brand, with the cookie notice until they accept it; its own small entry hydrates it, so what they type
 * before that stays, and sign-in then opens the app.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_COOKIE } from '#contract/landing-html.ts';
import { openApp } from '../helpers/app.ts';
import { DEMO_PASSWORD } from '../helpers/journey.ts';

const app = openApp();
const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${app.server.url}${path}`, { headers }).then((r) => r.text());
const root = (html: string) => /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? '';

describe('the sign-in HTML', () => {
  it('carries the form, disabled until the app runs, in the brand and the language of the address', async () => {
    const ru = await page('/user/login');
    expect(ru).toContain('<html lang="ru">');
    expect(root(ru)).toContain('<h1 class="page-title">Вход</h1>');
    expect(root(ru)).toMatch(/<button type="submit" class="btn btn--green" disabled="">Войти<\/button>/);
    expect(root(ru)).toContain('data-testid="cookie-notice"');
    expect(ru).not.toContain('__BRAND');
    // It paints without JS: no preload competes with that paint for the phone's bandwidth.
    expect(ru).not.toContain('rel="modulepreload"');
    const en = await page('/en/user/login');
    expect(en).toContain('<html lang="en">');
    expect(root(en)).toContain('<h1 class="page-title">Sign in</h1>');
    expect(root(en)).toContain('href="/en/user/register"');
  });

  it('leaves the cookie notice out once accepted, and the form out for a signed-in visitor', async () => {
    const accepted = await page('/user/login', { cookie: 'cookie-notice-shown=Y' });
    expect(root(accepted)).toContain('page-title');
    expect(root(accepted)).not.toContain('cookie-notice');
    const signedIn = await page('/user/login', { cookie: `${AUTH_TOKEN_COOKIE}=${'a'.repeat(40)}` });
    expect(root(signedIn)).toBe('');
  });
});

describe('the standalone page (decision 100)', () => {
  it('runs without the app: no router or route tree, the kept referral on the join link', async () => {
    const manifest = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../dist/.vite/manifest.json'), 'utf8'),
    );
    const spaEntry = `/${manifest['index.html'].file}`;
    const requested: string[] = [];
    app.page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await app.page.context().addCookies([{ name: 'ref', value: 'irina', url: app.server.url }]);
    await app.page.goto(`${app.server.url}/user/login`);
    await app.page.locator('html[data-ready]').waitFor();
    expect(await app.page.locator('a.header__join').getAttribute('href')).toBe('/user/register?ref=irina');
    expect(requested).not.toContain(spaEntry);
  });

  it('shows the not-suitable screen for a rejected account, and sends a wrong password back to the form', async () => {
    await app.page.goto(`${app.server.url}/user/login`);
    const email = app.page.locator('input[name=email]');
    await email.fill('review@demo.local');
    await app.page.locator('input[name=password]').fill('Wrong-password1!');
    await app.page.locator('button[type=submit]').click();
    await app.page.locator('.form__error').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    // The server's answer for an account staff rejected (api/modules/auth/auth.service.ts).
    await app.page.route('**/api/v1/auth/sign-in', (route) =>
      route.fulfill({ status: 403, json: { message: 'account_rejected', code: 'account_rejected' } }),
    );
    await app.page.locator('button[type=submit]').click();
    await app.page.getByTestId('registration-rejected').waitFor();
    expect(await app.page.locator('form').isHidden()).toBe(true);
  });
});

it("keeps what was typed before the page's script ran, then signs in and opens the app", async () => {
  const manifest = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../dist/.vite/manifest.json'), 'utf8'),
  );
  const entry = `/${manifest['login.html'].file}`;
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  // The page's entry waits until the visitor has typed into the prerendered form.
  await app.page.route(`**${entry}`, async (route) => {
    await held;
    await route.continue();
  });
  const errors: string[] = [];
  app.page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  app.page.on('pageerror', (e) => errors.push(e.message));
  await app.page.goto(`${app.server.url}/user/login?redirect=/user/wallet`, { waitUntil: 'commit' });
  await app.page.locator('input[name=email]').fill('ambassador@demo.local');
  await app.page.locator('input[name=password]').fill(DEMO_PASSWORD);
  expect(await app.page.locator('button[type=submit]').isDisabled()).toBe(true);
  release();
  const submit = app.page.locator('button[type=submit]:not([disabled])');
  await submit.waitFor();
  expect(await app.page.locator('input[name=email]').inputValue()).toBe('ambassador@demo.local');
  expect(await app.page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
  await submit.click();
  // The app opens at the page the sign-in was asked for.
  await app.page.waitForURL((url) => url.pathname === '/user/wallet');
  await app.page.locator('h1').first().waitFor();
  expect(errors).toEqual([]);
});
