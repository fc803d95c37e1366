import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import { waitForServiceWorkerControl } from '../helpers/browser.ts';

// A copy of the build, so the test can publish a "new release" by changing sw.js in place.
const release = mkdtempSync(join(tmpdir(), 'ambassador-release-'));
const app = openApp({
  server: () => {
    cpSync(resolve(import.meta.dirname, '../../dist'), release, { recursive: true });
    return { staticDir: release };
  },
});
afterAll(() => rmSync(release, { recursive: true, force: true }));

it('offers a new version and switches to it only when the user clicks Update', async () => {
  const { page, server } = app;
  // An SPA page: the guests' landing and sign-in page are always fetched fresh (decisions 054, 100) and have
  // no update prompt.
  await page.goto(`${server.enUrl}/user/register`);
  await waitForServiceWorkerControl(page);
  const prompt = page.getByTestId('update-prompt');
  expect(await prompt.count()).toBe(0);

  appendFileSync(join(release, 'sw.js'), `\n// release ${Date.now()}\n`);
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));
  await prompt.waitFor({ timeout: 30_000 });
  expect(await prompt.textContent()).toContain('A new version is available');
  // Offered, not forced: the old worker still controls the page and a new one waits.
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => !!r?.waiting))).toBe(
    true,
  );

  const reloaded = page.waitForEvent('load', { timeout: 30_000 });
  await prompt.getByRole('button', { name: 'Update' }).click();
  await reloaded;
  await page.locator('h1').first().waitFor();
  const state = await page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { waiting: !!r?.waiting, controlled: navigator.serviceWorker.controller !== null };
  });
  expect(state).toEqual({ waiting: false, controlled: true });
  expect(await prompt.count()).toBe(0);
});
