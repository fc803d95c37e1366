/**
 * The prerendered sign-in page (decision 071): guests get the form in the HTML, in their language and brand,
 * with the cookie notice until they accept it; what they type before the app runs survives the app's first
 * render, and sign-in then works as usual.
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

it('keeps what was typed before the app started, then signs in', async () => {
  const manifest = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../../dist/.vite/manifest.json'), 'utf8'),
  );
  const entry = `/${manifest['index.html'].file}`;
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  // The app's entry waits until the visitor has typed into the prerendered form.
  await app.page.route(`**${entry}`, async (route) => {
    await held;
    await route.continue();
  });
  const errors: string[] = [];
  app.page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  app.page.on('pageerror', (e) => errors.push(e.message));
  await app.page.goto(`${app.server.url}/user/login`, { waitUntil: 'commit' });
  await app.page.locator('input[name=email]').fill('ambassador@demo.local');
  await app.page.locator('input[name=password]').fill(DEMO_PASSWORD);
  expect(await app.page.locator('button[type=submit]').isDisabled()).toBe(true);
  release();
  const submit = app.page.locator('button[type=submit]:not([disabled])');
  await submit.waitFor();
  expect(await app.page.locator('input[name=email]').inputValue()).toBe('ambassador@demo.local');
  expect(await app.page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
  await submit.click();
  await app.page.waitForURL((url) => url.pathname === '/user/profile');
  expect(errors).toEqual([]);
});
