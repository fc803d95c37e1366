/**
 * The chaos run's browser client: the built app in Debian's Chromium, signed in as a blogger, creating
 * drafts with a file through the real form and letting the app's offline queue (IndexedDB + sync runner +
 * tus) send them. Uploads are throttled so a kill can land mid-upload. The drafts it created are read
 * from the app's own IndexedDB, so none is missed even when the UI step around it failed.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { launchBrowser } from '../helpers/browser.ts';
import { DEMO_PASSWORD, signInUi, skipCookieNotice } from '../helpers/journey.ts';
import { type Activity, type ActivityKind, sleep } from './harness.ts';
import { type CreatedDraft, isoDay, mediaBytes } from './media.ts';

const UPLOAD_BYTES_PER_S = 2 * 1024 * 1024;
const MAX_PENDING = 2;

interface LocalDraft {
  id: string;
  status: string;
  text: string;
  error: string | null;
  attempts: number;
  /** When the app's own backoff lets the draft try again (epoch ms). */
  nextAttemptAt: number;
}

/** Beyond the finish time, how long the harness still waits for a draft the app has scheduled to retry. */
const BACKOFF_GRACE_MS = 240_000;

const kindOf = (request: Request): ActivityKind | null => {
  const { pathname } = new URL(request.url());
  if (pathname.startsWith('/api/v1/uploads')) return request.method() === 'PATCH' ? 'upload' : null;
  if (!pathname.startsWith('/api/v1/placements/')) return null;
  return request.method() === 'PUT' || pathname.endsWith('/submit') ? 'sync' : null;
};

export class BrowserClient {
  readonly drafts: CreatedDraft[] = [];
  readonly problems: string[] = [];
  private browser: Browser | null = null;
  private page: Page | null = null;
  private creating = true;
  private running: Promise<void> | null = null;
  private files: string[] = [];
  private made = 0;

  private readonly base: string;
  private readonly email: string;
  private readonly workDir: string;
  private readonly activity: Activity;
  private readonly random: () => number;

  constructor(base: string, email: string, workDir: string, activity: Activity, random: () => number) {
    this.base = base;
    this.email = email;
    this.workDir = workDir;
    this.activity = activity;
    this.random = random;
  }

  async start(): Promise<void> {
    this.files = [0.5, 1, 1.5, 2.5].map((mb, i) => {
      const path = join(this.workDir, i % 2 ? `clip-${i}.mp4` : `photo-${i}.png`);
      writeFileSync(path, mediaBytes(i % 2 ? 'video' : 'image', Math.round(mb * 1024 * 1024)));
      return path;
    });
    this.browser = await launchBrowser();
    const context = await this.browser.newContext({ serviceWorkers: 'block' });
    await skipCookieNotice(context, this.base);
    const page = await context.newPage();
    this.page = page;
    const running = new Set<Request>();
    context.on('request', (r) => {
      const kind = kindOf(r);
      if (!kind) return;
      running.add(r);
      this.activity.begin(kind);
    });
    const settle = (r: Request) => {
      const kind = kindOf(r);
      if (kind && running.delete(r)) this.activity.end(kind);
    };
    context.on('requestfinished', settle);
    context.on('requestfailed', settle);
    await signInUi(page, this.base, this.email, DEMO_PASSWORD);
    await page.goto(`${this.base}/user/placements`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: UPLOAD_BYTES_PER_S,
    });
    this.running = this.loop();
  }

  /** The app's offline drafts, straight from IndexedDB. */
  async localDrafts(): Promise<LocalDraft[]> {
    const page = this.page;
    if (!page) return [];
    // page.evaluate has no time limit of its own: a read that never answers is a finding, not a hang.
    let timer: NodeJS.Timeout | undefined;
    const limit = new Promise<never>((_, fail) => {
      timer = setTimeout(() => fail(new Error('reading the drafts from IndexedDB took over 10 s')), 10_000);
    });
    return Promise.race([this.readDrafts(page), limit]).finally(() => clearTimeout(timer));
  }

  /**
   * Reads the app's drafts straight from IndexedDB. It must never create the database: before the app has
   * opened it (the app opens it only after sign-in), a plain open would make an empty version-1 database,
   * and a connection left open on it blocks the app's own upgrade, so the app could never save a draft.
   */
  private readDrafts(page: Page): Promise<LocalDraft[]> {
    return page.evaluate(
      () =>
        new Promise<LocalDraft[]>((done, fail) => {
          const open = indexedDB.open('ambassador');
          let absent = false;
          open.onupgradeneeded = () => {
            absent = true;
            open.transaction?.abort();
          };
          open.onerror = () => (absent ? done([]) : fail(open.error));
          open.onsuccess = () => {
            const db = open.result;
            try {
              if (!db.objectStoreNames.contains('placementDrafts')) {
                db.close();
                return done([]);
              }
              const req = db.transaction('placementDrafts').objectStore('placementDrafts').getAll();
              req.onerror = () => {
                db.close();
                fail(req.error);
              };
              req.onsuccess = () => {
                db.close();
                done(
                  req.result.map((r) => ({
                    id: r.id,
                    status: r.status,
                    text: r.payload?.text ?? '',
                    error: r.error,
                    attempts: r.attempts ?? 0,
                    nextAttemptAt: r.nextAttemptAt ?? 0,
                  })),
                );
              };
            } catch (error) {
              db.close();
              fail(error);
            }
          };
        }),
    );
  }

  /** "The connection is back": the app retries drafts that waited for the network at once. */
  async nudge(): Promise<void> {
    await this.page?.evaluate(() => dispatchEvent(new Event('online'))).catch(() => {});
  }

  private async record(): Promise<LocalDraft[]> {
    const rows = await this.localDrafts();
    for (const row of rows) {
      // A draft still in the editor was never handed to the queue; it is the user's, not the server's.
      const marker = row.status === 'editing' ? undefined : /chaos-browser-\S+/.exec(row.text)?.[0];
      if (marker && !this.drafts.some((d) => d.id === row.id))
        this.drafts.push({ id: row.id, marker, client: 'browser' });
    }
    return rows;
  }

  private async loop(): Promise<void> {
    while (this.creating) {
      try {
        await this.stayOnPlacements();
        const rows = await this.record();
        const pending = rows.filter((r) => r.status === 'queued' || r.status === 'syncing').length;
        if (pending < MAX_PENDING) await this.createDraft();
        else await sleep(300);
      } catch (error) {
        this.problems.push(`browser: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
        await sleep(500);
      }
    }
  }

  /** The app signed the user out (a lost session is a finding): note it, sign in again and go on. */
  private async stayOnPlacements(): Promise<void> {
    const page = this.page;
    if (!page || !new URL(page.url()).pathname.endsWith('/user/login')) return;
    this.problems.push(`browser: signed out, now on ${page.url()}`);
    await signInUi(page, this.base, this.email, DEMO_PASSWORD);
    await page.goto(`${this.base}/user/placements`);
  }

  private async createDraft(): Promise<void> {
    const page = this.page;
    if (!page) return;
    const marker = `chaos-browser-${this.made++}-${Date.now()}`;
    const form = page.locator('form.draft-editor');
    if (!(await form.isVisible())) await page.getByRole('button', { name: 'Новое размещение' }).click();
    await form.locator('select[name=network]').selectOption('youtube');
    await form.locator('select[name=format]').selectOption('video');
    await form.locator('select[name=category]').selectOption('health');
    await form.locator('input[name=start_date]').fill(isoDay(2));
    await form.locator('input[name=end_date]').fill(isoDay(20));
    await form.locator('textarea[name=text]').fill(`Chaos draft ${marker}`);
    await form.locator('input[name=reach]').fill('90000');
    await form.locator('input[name=target_url]').fill('https://brand.example/video');
    const file = this.files[Math.floor(this.random() * this.files.length)] as string;
    await form.locator('input[name=materials]').setInputFiles(file);
    await form.getByTestId('draft-file').waitFor();
    await form.getByRole('button', { name: 'Отправить на модерацию' }).click();
    await form.waitFor({ state: 'detached', timeout: 15_000 });
  }

  /**
   * Stops creating drafts, then waits (nudging) until the app's queue is empty or `ms` passed. A draft the
   * app has put on its backoff (after several failed attempts the wait grows to minutes, by design) gets
   * until its next attempt plus 20 s, within BACKOFF_GRACE_MS: a draft that then still does not sync is
   * stuck, one that is only waiting its turn is not.
   */
  async finish(ms: number): Promise<LocalDraft[]> {
    this.creating = false;
    let deadline = Date.now() + ms;
    const hardDeadline = deadline + BACKOFF_GRACE_MS;
    // The draft being made finishes first, within the same time limit.
    await Promise.race([this.running, sleep(ms)]);
    let rows: LocalDraft[] | null = null;
    while (Date.now() < deadline) {
      try {
        rows = await this.record();
        const pending = rows.filter((r) => r.status === 'queued' || r.status === 'syncing');
        if (!pending.length) break;
        const nextTry = Math.max(...pending.map((r) => r.nextAttemptAt));
        deadline = Math.min(hardDeadline, Math.max(deadline, nextTry + 20_000));
      } catch (error) {
        // The page may be navigating (e.g. sent to the sign-in page); look again.
        this.problems.push(
          `browser (finishing): ${error instanceof Error ? error.message.split('\n')[0] : error}`,
        );
      }
      await this.nudge();
      await sleep(1000);
    }
    return rows ?? this.record();
  }

  async close(): Promise<void> {
    await this.browser?.close();
  }
}
