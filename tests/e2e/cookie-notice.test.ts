import { expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';

// No cookie is set in advance: this file is about the notice itself.
const app = openApp();

it('shows the cookie notice until OK is clicked, then remembers it', async () => {
  const { context, page, server } = app;
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
});
