/**
 * Upload benchmark (Chromium part): the demo ambassador fills the real placements form in headless Chromium,
 * attaches the files and queues the draft; the clock runs from "send to moderation" until the placement shows
 * on moderation, i.e. PUT, every tus upload and the submit made by the app's sync engine. The baseline, in the
 * same run and against the same server, is raw tus from Node (tus-js-client on the files on disk).
 * Prints MB/s and the ratio app / raw tus (goal ≥ 0.8, issue 24); exits 1 when it is missed.
 *   npm run build && node tests/bench/upload-browser.ts   (BENCH_TOTAL_MB=200, BENCH_FILES=5,
 *   BENCH_PARALLEL=3 for the baseline, BENCH_STATIC_DIR=<another build>)
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { launchBrowser } from '../helpers/browser.ts';
import { DEMO_PASSWORD, signInUi, skipCookieNotice } from '../helpers/journey.ts';
import { startServer } from '../helpers/server.ts';
import {
  type BenchFile,
  declareDraft,
  MB,
  makeFiles,
  mbPerS,
  signIn,
  totalSize,
  tusUploadAll,
} from './upload-lib.ts';

const TOTAL_MB = Number(process.env.BENCH_TOTAL_MB ?? 200);
const FILES = Number(process.env.BENCH_FILES ?? 5);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 3);
const BLOGGER = 'ambassador@demo.local';
const root = resolve(import.meta.dirname, '../..');

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const fmt = (n: number, digits = 1) => n.toFixed(digits);

/**
 * Signs in as the demo ambassador in headless Chromium and sends a placement with `files` through the UI;
 * returns the seconds from queueing until the placement shows on moderation (the draft is synced).
 */
export async function appUploadSeconds(url: string, files: BenchFile[], text: string): Promise<number> {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    await skipCookieNotice(context, url);
    const page = await context.newPage();
    await signInUi(page, url, BLOGGER, DEMO_PASSWORD);
    await page.goto(`${url}/user/placements`);
    await page.getByRole('button', { name: 'Новое размещение' }).click();
    const form = page.locator('form.draft-editor');
    await form.locator('select[name=network]').selectOption('youtube');
    await form.locator('select[name=format]').selectOption('video');
    await form.locator('select[name=category]').selectOption('fitness');
    await form.locator('input[name=start_date]').fill(isoDay(2));
    await form.locator('input[name=end_date]').fill(isoDay(20));
    await form.locator('textarea[name=text]').fill(text);
    await form.locator('input[name=reach]').fill('1000');
    await form.locator('input[name=target_url]').fill('https://brand.example/bench');
    await form.locator('input[name=materials]').setInputFiles(files.map((f) => f.path));
    // Attaching copies the files into IndexedDB; that is the offline outbox, not the upload, so it is not timed.
    await form
      .getByTestId('draft-file')
      .nth(files.length - 1)
      .waitFor({ timeout: 300_000 });
    const done = page.locator('[data-testid="placement"][data-status="moderation"]', { hasText: text });
    const started = performance.now();
    await form.getByRole('button', { name: 'Отправить на модерацию' }).click();
    await done.waitFor({ timeout: 900_000 });
    return (performance.now() - started) / 1000;
  } finally {
    await browser.close();
  }
}

/**
 * A reference for reading the app's figure: the same files as Blobs stored in IndexedDB and read back (as
 * the outbox keeps them), sent with the tus protocol by hand (POST, then one PATCH per file, `parallel` at
 * once) from a blank page of the same Chromium: what the browser itself allows, without the app's code.
 */
async function browserTusSeconds(
  page: Page,
  url: string,
  token: string,
  files: BenchFile[],
  parallel: number,
): Promise<number> {
  const fresh = files.map((f) => ({ ...f, id: uuidv7() }));
  const draftId = await declareDraft(url, token, fresh);
  await page.goto(`${url}/user/login`);
  await page.evaluate(() => {
    const input = Object.assign(document.createElement('input'), {
      type: 'file',
      multiple: true,
      id: 'bench',
    });
    document.body.append(input);
  });
  await page.locator('#bench').setInputFiles(files.map((f) => f.path));
  const meta = fresh.map(({ id, name, type }) => ({ id, name, type }));
  return page.evaluate(
    async ({ url, token, draftId, meta, parallel }) => {
      const picked = [...((document.getElementById('bench') as HTMLInputElement).files ?? [])];
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(`bench-${Date.now()}`, 1);
        open.onupgradeneeded = () => open.result.createObjectStore('blobs');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      await new Promise((resolve) => {
        const tx = db.transaction('blobs', 'readwrite');
        for (const [i, file] of picked.entries()) tx.objectStore('blobs').put(new Blob([file]), i);
        tx.oncomplete = resolve;
      });
      const blobs = await Promise.all(
        picked.map(
          (_, i) =>
            new Promise<Blob>((resolve) => {
              const get = db.transaction('blobs').objectStore('blobs').get(i);
              get.onsuccess = () => resolve(get.result);
            }),
        ),
      );
      const b64 = (text: string) => btoa(String.fromCharCode(...new TextEncoder().encode(text)));
      const auth = { authorization: `Bearer ${token}`, 'Tus-Resumable': '1.0.0' };
      const send = async (i: number) => {
        const { id, name, type } = meta[i] ?? { id: '', name: '', type: '' };
        const blob = blobs[i] ?? new Blob();
        const created = await fetch(`${url}/api/v1/uploads`, {
          method: 'POST',
          headers: {
            ...auth,
            'Upload-Length': String(blob.size),
            'Upload-Metadata': `draftId ${b64(draftId)},fileId ${b64(id)},filename ${b64(name)},filetype ${b64(type)}`,
          },
        });
        const patched = await fetch(new URL(created.headers.get('location') ?? '', url), {
          method: 'PATCH',
          headers: { ...auth, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
          body: blob,
        });
        if (patched.status !== 204) throw new Error(`PATCH ${patched.status}`);
      };
      const queue = meta.map((_, i) => i);
      const started = performance.now();
      await Promise.all(
        Array.from({ length: parallel }, async () => {
          for (let i = queue.shift(); i !== undefined; i = queue.shift()) await send(i);
        }),
      );
      return (performance.now() - started) / 1000;
    },
    { url, token, draftId, meta, parallel },
  );
}

/**
 * Raw tus from Node, then the app in Chromium, against one fresh app server (same files, same run).
 * Returns seconds for each.
 */
export async function appVsRawTus(
  files: BenchFile[],
  parallel = PARALLEL,
): Promise<{ raw: number; app: number; browser: number }> {
  const server = await startServer({
    staticDir: process.env.BENCH_STATIC_DIR ?? join(root, 'dist'),
    env: { UPLOAD_QUOTA_BYTES: String(100 * 1024 ** 3) },
  });
  try {
    const token = await signIn(server.url);
    const raw = await tusUploadAll(
      server.url,
      token,
      await declareDraft(server.url, token, files),
      files,
      parallel,
    );
    const app = await appUploadSeconds(server.url, files, `Benchmark placement ${Date.now()}`);
    const chromium = await launchBrowser();
    try {
      const page = await (await chromium.newContext()).newPage();
      return { raw, app, browser: await browserTusSeconds(page, server.url, token, files, parallel) };
    } finally {
      await chromium.close();
    }
  } finally {
    await server.stop();
  }
}

if (import.meta.main) {
  const work = mkdtempSync(join(tmpdir(), 'bench-upload-browser-'));
  try {
    const filesDir = join(work, 'files');
    mkdirSync(filesDir);
    const files = await makeFiles(filesDir, FILES, TOTAL_MB * MB);
    const bytes = totalSize(files);
    const { raw, app, browser } = await appVsRawTus(files);
    const rawRate = mbPerS(bytes, raw);
    const appRate = mbPerS(bytes, app);
    const ratio = appRate / rawRate;
    console.log(
      [
        `Upload benchmark (Chromium): ${files.length} files, ${fmt(bytes / MB)} MB, loopback`,
        `  raw tus from Node (${PARALLEL} in parallel): ${fmt(raw, 2)} s, ${fmt(rawRate)} MB/s`,
        `  app in Chromium (queue → on moderation):   ${fmt(app, 2)} s, ${fmt(appRate)} MB/s`,
        `  ratio app / raw tus: ${fmt(ratio, 2)} (goal ≥ 0.8) ${ratio >= 0.8 ? 'OK' : 'MISSED'}`,
        `  for reading: tus by hand from IndexedDB in the same Chromium ${fmt(browser, 2)} s (× raw tus ${fmt(raw / browser, 2)})`,
      ].join('\n'),
    );
    if (ratio < 0.8) process.exitCode = 1;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
