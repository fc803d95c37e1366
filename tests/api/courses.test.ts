/** The course school for readers: list, one course with progress, media bytes with Range, progress PUT. */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Course, CourseSummary } from '#contract/courses.ts';
import { seedDemoCourses } from '../../api/db/seed/demo-courses.ts';
import { LessonProgress } from '../../api/modules/courses/course.entity.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';

let t: TestApp;
let ambassador: string;
let newbie: string;
let admin: string;
let review: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCourses(t.app.orm.em.fork(), t.config.varDir);
  [ambassador, newbie, admin, review] = (await Promise.all(
    ['ambassador', 'newbie', 'admin', 'review'].map(
      async (n) => (await signIn(t.app, `${n}@demo.local`)).token,
    ),
  )) as [string, string, string, string];
});
afterAll(async () => t?.close());

const get = (token: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: { ...bearer(token), ...headers } });
const put = (token: string, url: string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/${url}`, headers: bearer(token), payload: payload as object });
const list = async (token: string) => {
  const res = await get(token, 'courses');
  if (res.statusCode !== 200) throw new Error(res.body);
  return v.parse(v.array(CourseSummary), res.json());
};
const course = async (token: string, id: string) =>
  v.parse(Course, (await get(token, `courses/${id}`)).json());
const stripApi = (url: string) => url.replace(/^\/api\/v1\//, '');
const done = (at = new Date().toISOString()) => ({ completed: true, completed_at: at });

describe('reading', () => {
  it('lists published courses with the reader progress and media bytes; staff also see drafts', async () => {
    const mine = await list(ambassador);
    expect(mine.map((c) => [c.title, c.lesson_count, c.completed_lessons])).toEqual([
      ['Школа амбассадора', 4, 4],
      ['Контент, который продаёт', 3, 2],
    ]);
    expect(mine[0]?.onboarding).toBe(true);
    expect(mine[0]?.media_bytes).toBeGreaterThan(100_000);
    expect((await list(newbie)).map((c) => c.completed_lessons)).toEqual([0, 0]);
    const staff = await list(admin);
    // Staff preview both markets' schools: 3 Russian courses (one a draft) and 2 of the UAE.
    expect(staff.map((c) => c.market).sort()).toEqual(['en', 'en', 'ru', 'ru', 'ru']);
    const draft = staff.find((c) => c.title.includes('черновик'));
    expect((await get(ambassador, `courses/${draft?.id}`)).statusCode).toBe(404);
    expect((await get(admin, `courses/${draft?.id}`)).statusCode).toBe(200);
    expect((await get(review, 'courses')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/courses' })).statusCode).toBe(401);
  });

  it('gives one course with lessons in order, progress and media urls', async () => {
    const [school] = await list(ambassador);
    const full = await course(ambassador, school?.id ?? '');
    expect(full.lessons.map((l) => l.position)).toEqual([0, 1, 2, 3]);
    expect(full.lessons.every((l) => l.completed)).toBe(true);
    expect(full.media.map((m) => m.mime).sort()).toEqual([
      'image/jpeg',
      'image/png',
      'video/mp4',
      'video/webm',
    ]);
    expect(full.media_bytes).toBe(full.media.reduce((s, m) => s + m.size, 0));
    expect(full.cover_url).toMatch(/^\/api\/v1\/courses\/[0-9a-f-]+\/media\/[0-9a-f-]+$/);
    const newbieView = await course(newbie, full.id);
    expect(newbieView.lessons.some((l) => l.completed)).toBe(false);
  });

  it('answers 404 for unknown ids and 422 for malformed ones', async () => {
    expect((await get(ambassador, `courses/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get(ambassador, 'courses/not-a-uuid')).statusCode).toBe(422);
    expect((await get(ambassador, `courses/${crypto.randomUUID()}/media/x`)).statusCode).toBe(422);
  });
});

describe('media', () => {
  it('serves bytes with type, caching headers and Range (206, 416, 304)', async () => {
    const [school] = await list(ambassador);
    const full = await course(ambassador, school?.id ?? '');
    const video = full.media.find((m) => m.mime === 'video/mp4');
    if (!video) throw new Error('no video');
    const url = stripApi(video.url);
    const whole = await get(ambassador, url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.rawPayload.length).toBe(video.size);
    expect(whole.headers['cache-control']).toMatch(/max-age=31536000.*immutable/);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['last-modified']).toBeTruthy();
    const etag = String(whole.headers.etag);
    const part = await get(ambassador, url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.size}`);
    expect(part.rawPayload).toEqual(whole.rawPayload.subarray(100, 200));
    const tail = await get(ambassador, url, { range: 'bytes=-10' });
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(video.size - 10));
    const bad = await get(ambassador, url, { range: `bytes=${video.size}-` });
    expect(bad.statusCode).toBe(416);
    expect(bad.headers['content-range']).toBe(`bytes */${video.size}`);
    expect((await get(ambassador, url, { 'if-none-match': etag })).statusCode).toBe(304);
    const stale = await get(ambassador, url, { range: 'bytes=0-9', 'if-range': '"other"' });
    expect(stale.statusCode).toBe(200);
  });

  it('hides media of drafts from ambassadors and of other courses', async () => {
    const staff = await list(admin);
    const draft = await course(admin, staff.find((c) => c.title.includes('черновик'))?.id ?? '');
    const medium = draft.media[0];
    expect((await get(admin, stripApi(medium?.url ?? ''))).statusCode).toBe(200);
    expect((await get(ambassador, stripApi(medium?.url ?? ''))).statusCode).toBe(404);
    const other = staff[0]?.id ?? '';
    expect((await get(admin, `courses/${other}/media/${medium?.id}`)).statusCode).toBe(404);
  });
});

describe('progress', () => {
  it('is idempotent: replays keep one row and the first completion time', async () => {
    const [, content] = await list(newbie);
    const full = await course(newbie, content?.id ?? '');
    const lesson = full.lessons[0]?.id ?? '';
    const url = `courses/${full.id}/lessons/${lesson}/progress`;
    const first = '2026-11-20T10:00:00.000Z';
    const answers = await Promise.all([put(newbie, url, done(first)), put(newbie, url, done(first))]);
    expect(answers.map((a) => a.statusCode)).toEqual([204, 204]);
    expect((await put(newbie, url, done('2026-11-21T10:00:00.000Z'))).statusCode).toBe(204);
    const rows = await t.app.orm.em
      .fork()
      .find(LessonProgress, { lesson, user: { email: 'newbie@demo.local' } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.completedAt.toISOString()).toBe(first);
    expect((await course(newbie, full.id)).lessons[0]?.completed).toBe(true);
  });

  it('refuses lessons of another course, drafts and bad bodies', async () => {
    const staff = await list(admin);
    const [a, b] = await Promise.all([course(admin, staff[0]?.id ?? ''), course(admin, staff[1]?.id ?? '')]);
    const draft = await course(admin, staff[2]?.id ?? '');
    const url = (c: string, l: string) => `courses/${c}/lessons/${l}/progress`;
    expect((await put(newbie, url(a.id, b.lessons[0]?.id ?? ''), done())).statusCode).toBe(404);
    expect((await put(admin, url(draft.id, draft.lessons[0]?.id ?? ''), done())).statusCode).toBe(404);
    const lesson = url(a.id, a.lessons[0]?.id ?? '');
    for (const body of [
      { completed: false, completed_at: new Date().toISOString() },
      { completed: true },
      {},
    ])
      expect((await put(newbie, lesson, body)).statusCode).toBe(422);
    expect(
      (await put(newbie, lesson, { completed: true, completed_at: '2026-13-40T99:00:00Z' })).statusCode,
    ).toBe(422);
    expect((await put(newbie, url(a.id, 'nope'), done())).statusCode).toBe(422);
  });
});
