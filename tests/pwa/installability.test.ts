import { expect, it } from 'vitest';
import { openApp } from '../helpers/app.ts';
import { waitForServiceWorkerControl } from '../helpers/browser.ts';

// A persistent profile: Chromium never offers installation in an incognito-like context.
const app = openApp({ persistent: true });

it('is installable: a valid manifest and no installability errors', async () => {
  const { context, page, server } = app;
  await page.goto(`${server.url}/`);
  await waitForServiceWorkerControl(page);

  const cdp = await context.newCDPSession(page);
  try {
    const manifest = await cdp.send('Page.getAppManifest');
    expect(manifest.url).toBe(`${server.url}/manifest.webmanifest`);
    expect(manifest.errors, JSON.stringify(manifest.errors, null, 2)).toEqual([]);

    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    if (installabilityErrors.length > 0) console.error('Installability errors:', installabilityErrors);
    expect(installabilityErrors, JSON.stringify(installabilityErrors, null, 2)).toEqual([]);
  } finally {
    await cdp.detach();
  }
});
