/**
 * The course school offline (issue 11, decision 059) in a real Chromium profile: a course opened online
 * stays readable with its image and video after going offline and after a browser restart on the same
 * profile; saving shows progress and the mark, removing clears it; a lesson marked done offline syncs once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiPath } from '#contract/api-paths.ts';
import type { Course, CourseSummary } from '#contract/courses.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH, waitForServiceWorkerControl } from '../helpers/browser.ts';
import { apiCall, apiSignIn, DEMO_PASSWORD, signInUi, skipCookieNotice } from '../helpers/journey.ts';
import { type AppServer, startServer } from '../helpers/server.ts';

const BLOGGER = 'ambassador@demo.local';
let server: AppServer;
let profile: string;
let context: BrowserContext;
let page: Page;
let token: string;
let onboarding: CourseSummary;
let other: Course;
const progressPuts: string[] = [];

async function launch(): Promise<void> {
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  await skipCookieNotice(context, server.url);
  page = context.pages()[0] ?? (await context.newPage());
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/progress')) progressPuts.push(request.url());
  });
}

beforeAll(async () => {
  profile = mkdtempSync(join(tmpdir(), 'ambassador-courses-profile-'));
  server = await startServer();
  await launch();
  token = await apiSignIn(server.url, BLOGGER, DEMO_PASSWORD);
  const list = await apiCall<CourseSummary[]>(server.url, ApiPath.courses, { token });
  onboarding = list.body.find((c) => c.onboarding)!;
  const id = list.body.find((c) => !c.onboarding && c.completed_lessons < c.lesson_count)!.id;
  other = (await apiCall<Course>(server.url, ApiPath.course(id), { token })).body;
});

afterAll(async () => {
  await context?.close();
  await server?.stop();
  if (profile) rmSync(profile, { recursive: true, force: true });
});

const card = (id: string) => page.locator(`[data-testid=course-card][data-course-id="${id}"]`);
const lessonUrl = (courseId: string, lessonId?: string) =>
  `${server.url}/user/course?id=${courseId}${lessonId ? `&lesson=${lessonId}` : ''}`;

/** The lesson's image has decoded (real pixels, not a broken icon). */
async function expectImage(): Promise<void> {
  const image = page.getByTestId('lesson-image').locator('img');
  await image.waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    () => {
      const img = document.querySelector<HTMLImageElement>('[data-testid=lesson-image] img');
      return img?.complete && img.naturalWidth > 0;
    },
    undefined,
    { timeout: 15_000 },
  );
}

/** The lesson's video has data to play, plays, and seeks. */
async function expectVideo(): Promise<void> {
  await page.getByTestId('lesson-video').locator('video').waitFor({ timeout: 15_000 });
  const played = await page.evaluate(async () => {
    const video = document.querySelector<HTMLVideoElement>('[data-testid=lesson-video] video')!;
    const until = (test: () => boolean, ms: number) =>
      new Promise<boolean>((done) => {
        const started = Date.now();
        const tick = () =>
          test() ? done(true) : Date.now() - started > ms ? done(false) : setTimeout(tick, 50);
        tick();
      });
    video.muted = true;
    const ready = await until(() => video.readyState >= 2, 10_000);
    await video.play();
    const moved = await until(() => video.currentTime > 0.2, 10_000);
    video.pause();
    video.currentTime = 3;
    const seeked = await until(() => !video.seeking && Math.abs(video.currentTime - 3) < 0.5, 10_000);
    return { ready, moved, seeked, src: video.currentSrc, error: video.error?.code ?? null };
  });
  expect(played).toMatchObject({ ready: true, moved: true, seeked: true, error: null });
  // Read by its URL, so the service worker answered the Range requests from the stored copy.
  expect(played.src).toMatch(/\/api\/v1\/courses\/.+\/media\//);
}

it('keeps a course opened online readable offline, image and video included', async () => {
  await page.goto(`${server.url}/user/login`);
  await waitForServiceWorkerControl(page);
  await signInUi(page, server.url, BLOGGER, DEMO_PASSWORD);
  const full = (await apiCall<Course>(server.url, ApiPath.course(onboarding.id), { token })).body;
  const imageLesson = full.lessons.find((l) => l.blocks.some((b) => b.type === 'image'))!;
  const videoLesson = full.lessons.find((l) => l.blocks.some((b) => b.type === 'video'))!;

  await page.goto(lessonUrl(onboarding.id, imageLesson.id));
  await expectImage();
  // Opened online, the course and its media are kept: the list marks it.
  await page.goto(`${server.url}/user/courses`);
  await card(onboarding.id).getByTestId('offline-mark').waitFor({ timeout: 15_000 });

  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
  await page.goto(lessonUrl(onboarding.id, imageLesson.id));
  await page.getByTestId('course-offline').waitFor({ timeout: 15_000 });
  await expectImage();
  await page.goto(lessonUrl(onboarding.id, videoLesson.id));
  await expectVideo();
  // The list, offline, shows what the device keeps and marks it.
  await page.goto(`${server.url}/user/courses`);
  await page.getByTestId('courses-offline').waitFor();
  await card(onboarding.id).getByTestId('offline-mark').waitFor();
  await context.setOffline(false);
});

it('saves a course for offline use with a progress bar and the mark, and removes it', async () => {
  await page.goto(`${server.url}/user/courses`);
  const target = card(other.id);
  await target.getByTestId('save-offline').waitFor();
  expect(await target.getByTestId('save-offline').textContent()).toMatch(/Сохранить для офлайна · \d+ кБ/);
  expect(await target.getByTestId('offline-mark').count()).toBe(0);
  // A slow line (about 100 kB/s), so the bar is seen climbing; the session goes before any setOffline.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: 100 * 1024,
    uploadThroughput: 100 * 1024,
  });
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { seen: number[] }).seen = seen;
    setInterval(() => {
      const bar = document.querySelector<HTMLProgressElement>('[data-testid=save-progress] progress');
      if (bar) seen.push(bar.value / bar.max);
    }, 50);
  });
  await target.getByTestId('save-offline').click();
  await target.getByTestId('save-progress').waitFor();
  await target.getByTestId('offline-mark').waitFor({ timeout: 30_000 });
  const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen);
  expect(seen.some((f) => f > 0 && f < 1)).toBe(true);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();

  const stored = () =>
    page.evaluate(
      async (urls) => {
        const cache = await caches.open('course-media-v1');
        const keys = (await cache.keys()).map((r) => new URL(r.url).pathname);
        return urls.filter((u) => keys.includes(u)).length;
      },
      other.media.map((m) => m.url),
    );
  expect(await stored()).toBe(other.media.length);

  await target.getByTestId('remove-offline').click();
  await target.getByTestId('offline-mark').waitFor({ state: 'detached' });
  expect(await stored()).toBe(0);
  expect(await target.getByTestId('remove-offline').count()).toBe(0);
});

it('marks a lesson done offline, keeps it across a browser restart and syncs it once', async () => {
  const lesson = other.lessons.find((l) => !l.completed)!;
  // Opened online first: the copy on the device is what the offline page reads; its media follow.
  await page.goto(lessonUrl(other.id, lesson.id));
  await page.getByTestId('mark-done').waitFor();
  await page.goto(`${server.url}/user/courses`);
  await card(other.id).getByTestId('offline-mark').waitFor({ timeout: 15_000 });
  await context.setOffline(true);
  await page.goto(lessonUrl(other.id, lesson.id));
  await page.getByTestId('course-offline').waitFor({ timeout: 15_000 });
  await page.getByTestId('mark-done').click();
  await page.getByTestId('lesson-done').waitFor();
  await page.getByTestId('pending-sync').waitFor();

  // A restart on the same profile, still offline: the course, its media and the queued lesson are there.
  await context.close();
  await launch();
  await context.setOffline(true);
  const full = (await apiCall<Course>(server.url, ApiPath.course(onboarding.id), { token })).body;
  const videoLesson = full.lessons.find((l) => l.blocks.some((b) => b.type === 'video'))!;
  const imageLesson = full.lessons.find((l) => l.blocks.some((b) => b.type === 'image'))!;
  await page.goto(lessonUrl(onboarding.id, imageLesson.id));
  await page.getByTestId('course-offline').waitFor({ timeout: 20_000 });
  await expectImage();
  await page.goto(lessonUrl(onboarding.id, videoLesson.id));
  await expectVideo();
  // The other course's clip is a WebM: it seeks from the stored copy too.
  const webmLesson = other.lessons.find((l) =>
    l.blocks.some(
      (b) => b.type === 'video' && other.media.find((m) => m.id === b.media_id)?.mime === 'video/webm',
    ),
  );
  expect(webmLesson).toBeDefined();
  await page.goto(lessonUrl(other.id, webmLesson!.id));
  await expectVideo();
  await page.goto(lessonUrl(other.id, lesson.id));
  await page.getByTestId('lesson-done').waitFor({ timeout: 15_000 });
  await page.getByTestId('pending-sync').waitFor();
  expect(progressPuts).toEqual([]);

  await context.setOffline(false);
  await page.getByTestId('pending-sync').waitFor({ state: 'detached', timeout: 20_000 });
  const after = (await apiCall<Course>(server.url, ApiPath.course(other.id), { token })).body;
  expect(after.completed_lessons).toBe(other.completed_lessons + 1);
  expect(after.lessons.find((l) => l.id === lesson.id)?.completed).toBe(true);
  // Once: the queue sent one PUT for it, and a reload sends nothing more.
  await page.reload();
  await page.getByTestId('lesson-done').waitFor();
  // The queue flushes on start: once the network has been idle (500 ms, Playwright's rule), none was sent.
  await page.waitForLoadState('networkidle');
  expect(progressPuts.filter((u) => u.includes(lesson.id))).toHaveLength(1);
});

it('logging out clears the kept courses, the progress queue and the stored media', async () => {
  await page.goto(`${server.url}/user/courses`);
  await card(onboarding.id).getByTestId('offline-mark').waitFor({ timeout: 15_000 });
  const stored = () =>
    page.evaluate(async () => {
      const hasCache = await caches.has('course-media-v1');
      const media = hasCache ? (await (await caches.open('course-media-v1')).keys()).length : 0;
      const rows = await new Promise<number>((done, fail) => {
        const open = indexedDB.open('ambassador');
        open.onerror = () => fail(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['courseCopies', 'courseProgress'], 'readonly');
          const copies = tx.objectStore('courseCopies').count();
          const queued = tx.objectStore('courseProgress').count();
          tx.oncomplete = () => {
            open.result.close();
            done(copies.result + queued.result);
          };
        };
      });
      return { media, rows };
    });
  const before = await stored();
  expect(before.media).toBeGreaterThan(0);
  expect(before.rows).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Выйти' }).first().click();
  await page.waitForURL((url) => url.pathname === '/user/login');
  expect(await stored()).toEqual({ media: 0, rows: 0 });
});
