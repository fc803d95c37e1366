/**
 * The guests' landing in a real browser (decision 054, 055): it hydrates the prerendered markup without a
 * console error or hydration warning, loads only its own catalog, and neither it nor the SPA's login page
 * loads Dexie, tus or the placement sync engine for a guest.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import type { Manifest } from 'vite';
import { expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import { waitForServiceWorkerControl } from '../helpers/browser.ts';
import { DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';

const app = openApp();
const manifest = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../dist/.vite/manifest.json'), 'utf8'),
) as Manifest;

/** Files of `keys` and everything they import statically. */
function closure(keys: string[]): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of keys) visit(key);
  return files;
}

const appDb = Object.keys(manifest).find((k) => /app-db/.test(k));
/** The chunks only the sync engine and the local database need (Dexie, tus, the outbox). */
const signedInOnly = [...closure(['src/features/placements/sync/start-sync.ts', appDb ?? ''])].filter(
  (file) => !closure(['index.html', 'landing.html']).has(file),
);
const catalogFile = (key: string) => manifest[key]?.file ?? `missing ${key}`;

/** Records the page's own requests for /assets/ and every console error, warning or page error. */
function watch(page: Page) {
  const assets: string[] = [];
  const problems: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/assets/')) assets.push(path.slice(1));
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return { assets, problems };
}

it('knows which chunks are the signed-in-only ones', () => {
  expect(signedInOnly.length).toBeGreaterThan(0);
  expect(signedInOnly.some((f) => readFileSync(resolve('dist', f), 'utf8').includes('Tus-Resumable'))).toBe(
    true,
  );
});

it('hydrates the landing with no errors, only the landing catalog and no Dexie, tus or sync', async () => {
  const { page, server } = app;
  const seen = watch(page);
  await page.goto(`${server.url}/en?ref=blogger1`);
  // The cookie notice mounts after hydration; the referral reaches the links only after it too.
  await page.getByTestId('cookie-notice').waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('h1').textContent()).toBe('Become a brand ambassador');
  expect(await page.locator('a.header__join').getAttribute('href')).toBe('/en/user/register?ref=blogger1');
  expect(seen.problems).toEqual([]);
  expect(seen.assets).toContain(catalogFile('locales/en/landing.po'));
  for (const other of ['locales/en/messages.po', 'locales/ru/messages.po', 'locales/ru/landing.po']) {
    expect(seen.assets).not.toContain(catalogFile(other));
  }
  expect(seen.assets.filter((f) => signedInOnly.includes(f))).toEqual([]);
  // Its CSS is inline: no script adds the global stylesheet again (decision 098).
  expect(seen.assets.filter((f) => f.endsWith('.css'))).toEqual([]);
  // Hydrated for real: the language switch works (it is a plain select with an onChange handler).
  await page.locator('select.language-switch').selectOption('ru');
  // The locale prefix goes (Russian is this domain's own), the referral stays.
  await page.waitForURL(`${server.url}/?ref=blogger1`);
  expect(await page.locator('h1').textContent()).toBe('Стань амбассадором бренда');
});

it('hydrates only the islands: the static sections stay plain HTML (decision 082)', async () => {
  const { page, server } = app;
  await page.goto(`${server.url}/`);
  await page.locator('html[data-ready]').waitFor();
  // React marks every node it hydrated or rendered with a `__reactFiber$…` property.
  const hydrated = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));
  for (const island of [
    '.header',
    '.landing__hero',
    '.landing-calc',
    '.landing-join',
    '[data-testid=reviews]',
  ]) {
    expect(await hydrated(island), island).toBe(true);
  }
  for (const text of ['#landing-advantages', '#landing-platform', '[data-testid=landing-footer]']) {
    expect(await hydrated(text), text).toBe(false);
  }
  // The carousel's island answers its buttons.
  const status = page.locator('.carousel__status');
  const before = await status.textContent();
  await page.locator('.carousel__button').last().click();
  await expect.poll(() => status.textContent()).not.toBe(before);
});

it('keeps Dexie, tus, the sync engine and a second copy of its CSS off the login page of a guest', async () => {
  const { page, server } = app;
  const seen = watch(page);
  await page.goto(`${server.url}/user/login`);
  await page.locator('input[name=email]').waitFor();
  await page.waitForLoadState('networkidle');
  expect(seen.assets.length).toBeGreaterThan(0);
  expect(seen.assets.filter((f) => signedInOnly.includes(f))).toEqual([]);
  // The prerendered page carries its CSS inline; the route chunks' preloads must not add it as a stylesheet,
  // which downloaded it again and restyled the whole page while the app started (decision 098).
  expect(seen.assets.filter((f) => f.endsWith('.css'))).toEqual([]);
  expect(await page.locator('link[rel=stylesheet]').count()).toBe(0);
  expect(seen.problems).toEqual([]);
});

it('sends a signed-in user from the landing to the profile, through the service worker too', async () => {
  const { page, server } = app;
  await signInUi(page, server.url, 'pavel@demo.local', DEMO_PASSWORD);
  await waitForServiceWorkerControl(page);
  // The worker answers landing navigations network-first, so the server's 302 applies.
  const response = await page.goto(`${server.url}/?source=pwa`);
  // An HTTP redirect (the server's), not the shell's client-side guard.
  expect(response?.request().redirectedFrom()?.url()).toBe(`${server.url}/?source=pwa`);
  await page.waitForURL((url) => url.pathname === '/user/profile');
  expect(await page.locator('h1').first().textContent()).not.toBe('Стань амбассадором бренда');
});
