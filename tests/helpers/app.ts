/**
 * The one set-up of the browser tests: `openApp()` registers the Vitest hooks that start the real server and
 * Chromium for the file, give each test a fresh browser context and page, and clean everything up. Read
 * `app.server`, `app.page`… inside hooks and tests: they exist only then, and change between tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { launchBrowser, launchPersistent, type PersistentBrowser } from './browser.ts';
import { skipCookieNotice } from './journey.ts';
import { type AppServer, freePort, type ServerOptions, startServer } from './server.ts';

export interface AppOptions {
  /** Server options; a function runs in `beforeAll`, before the server starts (e.g. to copy a build). */
  server?: ServerOptions | (() => ServerOptions);
  /** Own data directory and port for the file, so `restartServer()` comes back on the same data and URL. */
  restartable?: boolean;
  /** One real Chromium profile for the whole file (installability needs it) instead of a context per test. */
  persistent?: boolean;
  /** A context and page per test (default); off when the file opens its own through `newPage()`. */
  pagePerTest?: boolean;
  /** Bases whose cookie notice is marked as seen in each new context; none by default. */
  skipCookieNotice?: (server: AppServer) => string[];
  /** Extra set-up of each per-test context before its page opens (permissions, request listeners). */
  onContext?: (context: BrowserContext, server: AppServer) => void | Promise<void>;
  /** Extra set-up of each per-test page before the test (e.g. load it and wait for the service worker). */
  onPage?: (page: Page, server: AppServer) => Promise<void>;
}

export interface App {
  readonly server: AppServer;
  readonly browser: Browser;
  readonly context: BrowserContext;
  readonly page: Page;
  /** Stops the server and starts it again on the same data and port (needs `restartable`). */
  restartServer(): Promise<void>;
  /**
   * A further browser profile with its own cookies (a second device or person, another screen or browser
   * language), closed after the file; the cookie notice is marked as seen for `cookieNoticeBases`.
   */
  newPage(cookieNoticeBases?: string[], contextOptions?: BrowserContextOptions): Promise<Page>;
}

const missing = (what: string): never => {
  throw new Error(`openApp: ${what} is not there yet (read it inside a hook or a test)`);
};

/** Call once at the top of a test file; the returned object reads the current server, browser and page. */
export function openApp(options: AppOptions = {}): App {
  let server: AppServer | undefined;
  let browser: Browser | undefined;
  let persistent: PersistentBrowser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let serverOptions: ServerOptions = {};
  let dataDir: string | undefined;
  const extraContexts: BrowserContext[] = [];

  const openContext = async () => {
    const created = await (browser ?? missing('the browser')).newContext();
    const bases = options.skipCookieNotice?.(server ?? missing('the server')) ?? [];
    if (bases.length > 0) await skipCookieNotice(created, ...bases);
    return created;
  };

  beforeAll(async () => {
    serverOptions = typeof options.server === 'function' ? options.server() : { ...options.server };
    if (options.restartable) {
      dataDir = mkdtempSync(join(tmpdir(), 'ambassador-e2e-data-'));
      serverOptions = { ...serverOptions, varDir: dataDir, port: await freePort() };
    }
    const launched = options.persistent ? launchPersistent() : launchBrowser();
    // Settled, not all: when one side fails, the other is still kept, so afterAll can close it.
    const [started, opened] = await Promise.allSettled([startServer(serverOptions), launched]);
    if (started.status === 'fulfilled') server = started.value;
    if (opened.status === 'fulfilled') {
      if ('newContext' in opened.value) browser = opened.value;
      else persistent = opened.value;
    }
    if (started.status === 'rejected') throw started.reason;
    if (opened.status === 'rejected') throw opened.reason;
  });
  afterAll(async () => {
    for (const extra of extraContexts) await extra.close().catch(() => {});
    await persistent?.close();
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  if (!options.persistent && options.pagePerTest !== false) {
    beforeEach(async () => {
      const current = server ?? missing('the server');
      context = await openContext();
      await options.onContext?.(context, current);
      page = await context.newPage();
      await options.onPage?.(page, current);
    });
    afterEach(async () => {
      await context?.close();
      context = undefined;
      page = undefined;
    });
  }

  return {
    get server() {
      return server ?? missing('the server');
    },
    get browser() {
      return browser ?? missing('the browser');
    },
    get context() {
      return persistent?.context ?? context ?? missing('the browser context');
    },
    get page() {
      return persistent?.page ?? page ?? missing('the page');
    },
    async restartServer() {
      if (!options.restartable) throw new Error('openApp: restartServer() needs { restartable: true }');
      // The stopped server stays readable meanwhile: same URL and port as the one that comes back.
      await server?.stop();
      server = await startServer(serverOptions);
    },
    async newPage(cookieNoticeBases: string[] = [], contextOptions: BrowserContextOptions = {}) {
      const extra = await (browser ?? missing('the browser')).newContext(contextOptions);
      extraContexts.push(extra);
      if (cookieNoticeBases.length > 0) await skipCookieNotice(extra, ...cookieNoticeBases);
      return extra.newPage();
    },
  };
}
