/**
 * The guest forms as a phone user meets them: the cookie notice never hides a control, a failed sign-in
 * marks its fields, the typed e-mail travels to password recovery, and the new-password page can show
 * what was typed.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import { DEMO_PASSWORD } from '../helpers/journey.ts';

const app = openApp();
const PHONE = { width: 390, height: 844 };

/** How many square pixels of the element the fixed cookie notice covers right now. */
const coveredArea = (page: Page, selector: string, index: number) =>
  page.evaluate(
    ([sel, i]) => {
      const el = document.querySelectorAll(sel)[i as number];
      const bar = document.querySelector('[data-testid="cookie-notice"]');
      if (!el || !bar) throw new Error(`missing ${sel}[${i}] or the notice`);
      const a = el.getBoundingClientRect();
      const b = bar.getBoundingClientRect();
      const w = Math.min(a.right, b.right) - Math.max(a.left, b.left);
      const h = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
      return w > 0 && h > 0 ? w * h : 0;
    },
    [selector, index] as const,
  );

describe.each([
  ['Russian', () => app.server.url],
  ['English', () => app.server.enUrl],
] as const)('cookie notice on the phone (%s)', (_name, base) => {
  it('covers no control of the registration form, whether focused or scrolled to the end', async () => {
    const { page } = app;
    await page.setViewportSize(PHONE);
    await page.goto(`${base()}/user/register`);
    await page.getByTestId('cookie-notice').waitFor();
    const controls = 'main form input, main form button, main a';
    const count = await page.locator(controls).count();
    expect(count).toBeGreaterThan(5);
    // Tabbing through the form: each focused control is scrolled into view clear of the notice.
    for (let i = 0; i < count; i++) {
      await page.locator(controls).nth(i).focus();
      expect(await coveredArea(page, controls, i), `control ${i} focused`).toBe(0);
    }
    // Scrolled to the very end: the submit button and the sign-in link are clear of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const submit = await page
      .locator(controls)
      .evaluateAll((els) => els.findIndex((e) => e instanceof HTMLButtonElement && e.type === 'submit'));
    expect(await coveredArea(page, controls, submit)).toBe(0);
    expect(await coveredArea(page, controls, count - 1)).toBe(0);
  });
});

describe('sign-in', () => {
  it('marks both fields after a failed sign-in and carries the e-mail to recovery', async () => {
    const { page } = app;
    await page.goto(`${app.server.url}/user/login`);
    const email = page.locator('input[name=email]');
    const password = page.locator('input[name=password]');
    const border = () => email.evaluate((e) => getComputedStyle(e).borderColor);
    await email.fill('irina@demo.local');
    await password.fill('Wrong-password1!');
    await page.locator('h1').click();
    const normal = await border();
    await page.locator('button[type=submit]').click();
    await page.locator('.form__error').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    // Visible too: the invalid border differs from a normal field's.
    await page.locator('h1').click();
    expect(await border()).not.toBe(normal);

    // Editing a field clears its mark.
    await password.fill(DEMO_PASSWORD);
    expect(await password.getAttribute('aria-invalid')).toBe('false');

    await page.getByRole('link', { name: 'Забыли пароль?' }).click();
    await page.waitForURL((url) => url.pathname === '/user/password-recovery');
    expect(await page.locator('input[name=email]').inputValue()).toBe('irina@demo.local');
  });
});

describe.each([
  ['Russian', () => app.server.url, 'Показать пароль', 'Скрыть пароль'],
  ['English', () => app.server.enUrl, 'Show password', 'Hide password'],
] as const)('new password page (%s)', (_name, base, show, hide) => {
  it('shows and hides the typed password, keeping the rule check', async () => {
    const { page } = app;
    await page.goto(`${base()}/user/password-recovery/change?token=some-token-from-the-mail`);
    const input = page.locator('input[name=password]');
    await input.fill('short');
    expect(await input.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: show }).click();
    expect(await input.getAttribute('type')).toBe('text');
    expect(await input.inputValue()).toBe('short');
    await page.getByRole('button', { name: hide }).click();
    expect(await input.getAttribute('type')).toBe('password');
    await page.locator('button[type=submit]').click();
    await page.locator('#password-error').waitFor();
    expect(await input.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('shell page loading', () => {
  const built = () =>
    JSON.parse(readFileSync(resolve(import.meta.dirname, '../../dist/.vite/manifest.json'), 'utf8'));

  it.each([
    ['Russian', '/user/register', 'ru'],
    ['English', '/en/user/register', 'en'],
  ] as const)("announces the page's own chunks and its catalog in the shell (%s)", async (_n, path, lang) => {
    const manifest = built();
    const html = await (await fetch(`${app.server.url}${path}`)).text();
    const preloaded = (key: string) =>
      html.includes(`<link rel="modulepreload" crossorigin href="/${manifest[key].file}">`);
    // Fetched alongside the entry, not after it has run: the route's component and the catalog.
    expect(preloaded('src/routes/_guest/user/register.tsx?tsr-split=component')).toBe(true);
    expect(preloaded(`locales/${lang}/messages.po`)).toBe(true);
    expect(preloaded(`locales/${lang === 'ru' ? 'en' : 'ru'}/messages.po`)).toBe(false);
  });
});
