import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import {
  evictOpened,
  getCopy,
  keepCourse,
  listCopies,
  withLocalProgress,
} from '../../src/features/courses/offline/course-copies.ts';
import { mediaKey } from '../../src/features/courses/offline/media-cache.ts';
import {
  downloadMedia,
  getSaveJob,
  keepOpenedCourse,
  type OfflineDeps,
  OPENED_MEDIA_AUTO_MAX,
  onSaveJobs,
  removeCourse,
  resumeKeptCourses,
  saveCourse,
} from '../../src/features/courses/offline/save-course.ts';
import { COURSE_DOWNLOAD_HEADER } from '../../src/sw/request-policy.ts';
import { COURSE_ID, course, freshDb, LESSONS, mediaServer, medium, memoryCache } from './courses-fixtures.ts';

async function setup(storage?: OfflineDeps['storage']) {
  const db = await freshDb();
  const { cache, entries } = memoryCache();
  const server = mediaServer();
  let clock = 1000;
  const deps: OfflineDeps = {
    db,
    cache: async () => cache,
    fetchMedium: server.fetchMedium,
    now: () => clock++,
    storage,
  };
  return { db, deps, entries, server };
}

describe('course copies', () => {
  it('keeps a saved course saved when it is opened again, and notes media that went away', async () => {
    const { db } = await setup();
    await keepCourse(db, course(), 'saved', 1);
    const { row, staleMedia } = await keepCourse(db, course([medium('m1', 300)]), 'opened', 2);
    expect(row.kind).toBe('saved');
    expect(staleMedia.map((m) => m.id)).toEqual(['m2']);
    expect((await getCopy(db, COURSE_ID))?.course.media).toHaveLength(1);
  });

  it('keeps only the newest courses opened without saving', async () => {
    const { db } = await setup();
    for (let i = 0; i < 7; i += 1) {
      await keepCourse(db, { ...course([medium(`m${i}`, 10)]), id: `c${i}` }, 'opened', i);
    }
    await keepCourse(db, { ...course(), id: 'saved-old' }, 'saved', -5);
    const dropped = await evictOpened(db, 5);
    expect(dropped.map((m) => m.id).sort()).toEqual(['m0', 'm1']);
    expect((await listCopies(db)).map((r) => r.id).sort()).toEqual([
      'c2',
      'c3',
      'c4',
      'c5',
      'c6',
      'saved-old',
    ]);
  });

  it('counts lessons done on the device before the server has heard', () => {
    const shown = withLocalProgress(course(), [{ courseId: COURSE_ID, lessonId: LESSONS[1]! }]);
    expect(shown.completed_lessons).toBe(1);
    expect(shown.lessons.map((l) => l.completed)).toEqual([false, true]);
    // Another course's rows change nothing.
    expect(
      withLocalProgress(course(), [{ courseId: 'other', lessonId: LESSONS[0]! }]).completed_lessons,
    ).toBe(0);
  });
});

describe('saving for offline', () => {
  it('stores every medium whole with full GETs, reports progress and marks the copy complete', async () => {
    const { db, deps, entries, server } = await setup();
    const seen: number[] = [];
    const stop = onSaveJobs(() => {
      const job = getSaveJob(COURSE_ID);
      if (job?.state === 'saving') seen.push(job.done);
    });
    await saveCourse(deps, course());
    stop();
    expect(getSaveJob(COURSE_ID)).toMatchObject({ state: 'done', done: 5300, total: 5300 });
    // Byte progress climbs in chunks up to the whole course.
    expect(seen.length).toBeGreaterThan(5);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(seen.at(-1)).toBe(5300);
    expect(server.requests.map((r) => r.id)).toEqual(['m1', 'm2']);
    // The worker lets these through rather than caching them twice; no Range is asked.
    expect(
      server.requests.every((r) => r.headers[COURSE_DOWNLOAD_HEADER] === '1' && !('range' in r.headers)),
    ).toBe(true);
    const video = entries.get(mediaKey(medium('m2', 5000, 'video')));
    expect(video?.body.byteLength).toBe(5000);
    expect(video?.status).toBe(200);
    expect(video?.headers.get('set-cookie')).toBeNull();
    expect(await getCopy(db, COURSE_ID)).toMatchObject({ kind: 'saved', mediaComplete: true });
  });

  it('downloads only what is missing', async () => {
    const { deps, server } = await setup();
    await keepCourse(deps.db, course([medium('m1', 300)]), 'opened', 4);
    expect(await downloadMedia(deps, course([medium('m1', 300)]), () => {})).toBe(true);
    await keepCourse(deps.db, course(), 'saved', 5);
    const progress: number[] = [];
    expect(await downloadMedia(deps, course(), (done) => progress.push(done))).toBe(true);
    expect(server.requests.map((r) => r.id)).toEqual(['m1', 'm2']);
    expect(progress[0]).toBe(300);
  });

  it('refuses a partial answer and a cut download, storing nothing of them', async () => {
    const { db, deps, entries, server } = await setup();
    server.answers.set('m2', () => new Response(new Uint8Array(10), { status: 206 }));
    await saveCourse(deps, course());
    expect(getSaveJob(COURSE_ID)).toMatchObject({ state: 'failed', error: 'network' });
    expect(entries.has(mediaKey(medium('m2', 5000)))).toBe(false);
    expect((await getCopy(db, COURSE_ID))?.mediaComplete).toBe(false);

    server.answers.set(
      'm2',
      () => new Response(new Uint8Array(4000), { status: 200, headers: { 'content-length': '5000' } }),
    );
    await saveCourse(deps, course());
    expect(getSaveJob(COURSE_ID)?.state).toBe('failed');
    expect(entries.has(mediaKey(medium('m2', 5000)))).toBe(false);
  });

  it('says when the device has no room, before downloading anything', async () => {
    const storage = { persist: async () => true, estimate: async () => ({ usage: 1000, quota: 2000 }) };
    const { deps, server } = await setup(storage);
    await saveCourse(deps, course());
    expect(getSaveJob(COURSE_ID)).toMatchObject({ state: 'failed', error: 'quota' });
    expect(server.requests).toEqual([]);
  });

  it('drops what arrived for a course removed while it downloaded', async () => {
    const { deps, entries } = await setup();
    expect(await downloadMedia(deps, course(), () => {})).toBe(false);
    expect(entries.size).toBe(0);
  });

  it('removes the copy and its media from the device', async () => {
    const { db, deps, entries } = await setup();
    await saveCourse(deps, course());
    expect(entries.size).toBe(2);
    await removeCourse(deps, COURSE_ID);
    expect(entries.size).toBe(0);
    expect(await getCopy(db, COURSE_ID)).toBeUndefined();
    expect(getSaveJob(COURSE_ID)).toBeUndefined();
  });
});

describe('a course opened online', () => {
  it('is kept with its media, and a large one keeps its text only', async () => {
    const { db, deps, entries } = await setup();
    await keepOpenedCourse(deps, course());
    expect(await getCopy(db, COURSE_ID)).toMatchObject({ kind: 'opened', mediaComplete: true });
    expect(entries.size).toBe(2);

    const big = { ...course([medium('huge', OPENED_MEDIA_AUTO_MAX + 1, 'video')]), id: 'big' };
    await keepOpenedCourse(deps, big);
    expect(await getCopy(db, 'big')).toMatchObject({ kind: 'opened', mediaComplete: false });
    expect(entries.size).toBe(2);
  });

  it('drops media the new version of the course no longer has', async () => {
    const { deps, entries } = await setup();
    await keepOpenedCourse(deps, course());
    await keepOpenedCourse(deps, course([medium('m1', 300)]));
    expect([...entries.keys()]).toEqual([mediaKey(medium('m1', 300))]);
  });

  it('finishes the media of a kept course whose download was cut off, on the next online read', async () => {
    const { db, deps, entries } = await setup();
    // The JSON was kept, then the page was left before any medium arrived.
    await keepCourse(db, course(), 'opened', 1);
    expect(await getCopy(db, COURSE_ID)).toMatchObject({ mediaComplete: false });
    await resumeKeptCourses(deps);
    expect(await getCopy(db, COURSE_ID)).toMatchObject({ kind: 'opened', mediaComplete: true });
    expect(entries.size).toBe(2);
  });
});
