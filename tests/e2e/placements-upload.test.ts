/**
 * A 100 MB video upload survives a network cut and a server restart mid-way: tus resumes from the offset
 * the server holds instead of starting again, and the placement still reaches moderation exactly once.
 * The upload is throttled through CDP so "mid-way" lasts long enough to cut it. Chromium's offline mode
 * only fails new requests and lets a running one finish, so the network cut also goes through a TCP proxy
 * in front of the server that drops every open connection, the way a lost signal does.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CDPSession } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '#contract/api-paths.ts';
import type { Placement } from '#contract/placements.ts';
import { openApp } from '../helpers/app.ts';
import { apiCall, apiSignIn, DEMO_PASSWORD, signInUi } from '../helpers/journey.ts';
import { freePort } from '../helpers/server.ts';

const BLOGGER = 'ambassador@demo.local';
const SIZE = 100 * 1024 * 1024;
const THROTTLE = { latency: 0, downloadThroughput: -1, uploadThroughput: 8 * 1024 * 1024 };

const dir = mkdtempSync(join(tmpdir(), 'ambassador-upload-'));
const video = join(dir, 'big-video.mp4');
let cdp: CDPSession;
let uploads: { method: string; offset: number }[];
let proxy: NetworkCut;

interface NetworkCut {
  url: string;
  /** Drops every open connection and refuses new ones until `restore`. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

async function startProxy(target: () => number): Promise<NetworkCut> {
  const sockets = new Set<Socket>();
  let down = false;
  const server: Server = createServer((client) => {
    if (down) return void client.destroy();
    const upstream = connect(target(), '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  const proxyPort = await freePort();
  await new Promise<void>((done) => server.listen(proxyPort, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${proxyPort}`,
    cut: () => {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore: () => {
      down = false;
    },
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => done());
      }),
  };
}

const app = openApp({
  restartable: true,
  skipCookieNotice: () => [proxy.url],
  onContext: (context) => {
    uploads = [];
    context.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/api/v1/uploads')) return;
      uploads.push({ method: request.method(), offset: Number(request.headers()['upload-offset'] ?? -1) });
    });
  },
});

beforeAll(async () => {
  // An MP4 "ftyp" box, so both the device check and the server's magic-byte check see a video.
  const bytes = Buffer.alloc(SIZE);
  bytes.set([0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('mp42isom')]);
  writeFileSync(video, bytes);
  // The restarted server keeps its port, so the proxy can point at the first one's.
  proxy = await startProxy(() => app.server.port);
});
afterAll(async () => {
  await proxy?.close();
  rmSync(dir, { recursive: true, force: true });
});

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const network = (offline: boolean) => cdp.send('Network.emulateNetworkConditions', { offline, ...THROTTLE });

/** The percent the page shows for the uploading draft, or null when it is not uploading. */
const shownPercent = () =>
  app.page.evaluate(() => {
    const bar = document.querySelector<HTMLProgressElement>('[data-testid="local-draft"] progress');
    return bar ? bar.value : null;
  });

/** Queues a placement with the 100 MB video and waits until about 30 % of it is uploaded. */
async function startBigUpload(text: string): Promise<void> {
  await signInUi(app.page, proxy.url, BLOGGER, DEMO_PASSWORD);
  await app.page.goto(`${proxy.url}/user/placements`);
  cdp = await app.context.newCDPSession(app.page);
  await cdp.send('Network.enable');
  await network(false);
  await app.page.getByRole('button', { name: 'Новое размещение' }).click();
  const form = app.page.locator('form.draft-editor');
  await form.locator('select[name=network]').selectOption('youtube');
  await form.locator('select[name=format]').selectOption('video');
  await form.locator('select[name=category]').selectOption('health');
  await form.locator('input[name=start_date]').fill(isoDay(2));
  await form.locator('input[name=end_date]').fill(isoDay(20));
  await form.locator('textarea[name=text]').fill(text);
  await form.locator('input[name=reach]').fill('90000');
  await form.locator('input[name=target_url]').fill('https://brand.example/video');
  await form.locator('input[name=materials]').setInputFiles(video);
  await form.getByTestId('draft-file').waitFor();
  await form.getByRole('button', { name: 'Отправить на модерацию' }).click();
  await form.waitFor({ state: 'detached' });
  await expect.poll(shownPercent, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(30);
}

/** After the interruption: samples the shown progress until the placement is on moderation. */
async function finishAndCheck(text: string): Promise<void> {
  const samples: number[] = [];
  const done = app.page.locator('[data-testid="placement"][data-status="moderation"]', { hasText: text });
  const deadline = Date.now() + 90_000;
  while (!(await done.isVisible())) {
    if (Date.now() > deadline) {
      await app.page.screenshot({ path: join(tmpdir(), 'upload-fail.png'), fullPage: true });
      const draft = await app.page.evaluate(
        () =>
          new Promise((done) => {
            const open = indexedDB.open('ambassador');
            open.onsuccess = () => {
              const req = open.result.transaction('placementDrafts').objectStore('placementDrafts').getAll();
              req.onsuccess = () => done(JSON.stringify(req.result.map((r) => ({ ...r, payload: 0 }))));
            };
          }),
      );
      throw new Error(`not on moderation in time; draft: ${draft}; uploads: ${JSON.stringify(uploads)}`);
    }
    const value = await shownPercent();
    if (value !== null) samples.push(value);
    await app.page.waitForTimeout(100);
  }
  // The bar never went back to zero: the upload continued from where it stopped.
  expect(samples.length).toBeGreaterThan(0);
  expect(Math.min(...samples)).toBeGreaterThan(0);

  // One tus upload was created; the PATCH after the cut started from the offset the server kept.
  expect(uploads.filter((u) => u.method === 'POST')).toHaveLength(1);
  const patches = uploads.filter((u) => u.method === 'PATCH');
  expect(patches.length).toBeGreaterThanOrEqual(2);
  expect(patches[0]!.offset).toBe(0);
  expect(patches.at(-1)!.offset).toBeGreaterThan(SIZE * 0.2);

  const token = await apiSignIn(app.server.url, BLOGGER, DEMO_PASSWORD);
  const { body } = await apiCall<Placement[]>(app.server.url, ApiPath.placements, { token });
  const mine = body.filter((p) => p.text === text);
  expect(mine).toHaveLength(1);
  expect(mine[0]!.files).toEqual([expect.objectContaining({ size: SIZE, uploaded: true })]);
}

it('resumes a 100 MB upload after the network drops at about 30 %', async () => {
  const text = 'Видеообзор тренировки: сеть пропала на середине загрузки.';
  await startBigUpload(text);
  await network(true);
  proxy.cut();
  await app.page.waitForTimeout(2000);
  proxy.restore();
  await network(false);
  await finishAndCheck(text);
}, 180_000);

it('resumes a 100 MB upload after the server restarts at about 30 %', async () => {
  const text = 'Видеообзор тренировки: сервер перезапустился на середине загрузки.';
  await startBigUpload(text);
  await app.restartServer();
  await finishAndCheck(text);
}, 180_000);
