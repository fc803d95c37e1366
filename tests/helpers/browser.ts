/**
 * Debian's Chromium driven by playwright-core (no browser downloads). `launchBrowser` gives incognito-like
 * contexts; `launchPersistent` a real profile, which Chromium needs before it calls an app installable.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from 'playwright-core';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

export interface PersistentBrowser {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

export async function launchPersistent(options: BrowserContextOptions = {}): Promise<PersistentBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'ambassador-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    ...options,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the service worker is active and controls the page. The worker claims clients on its first
 * install, so a reload is only a fallback.
 */
export async function waitForServiceWorkerControl(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.ready.then(() => true), undefined, { timeout });
  const controlled = () =>
    page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 5000 })
      .then(() => true)
      .catch(() => false);
  if (await controlled()) return;
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout });
}
