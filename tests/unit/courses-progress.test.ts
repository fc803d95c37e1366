import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourseProgressRow } from '../../src/db/app-db.ts';
import { getCopy, keepCourse } from '../../src/features/courses/offline/course-copies.ts';
import {
  createProgressSync,
  markLessonDone,
  type ProgressSync,
  type SendOutcome,
} from '../../src/features/courses/offline/progress-queue.ts';
import { defaultLock } from '../../src/lib/web-lock.ts';
import { COURSE_ID, course, freshDb, LESSONS } from './courses-fixtures.ts';
import { lingeringLock } from './lingering-lock.ts';

const [L1, L2] = LESSONS as [string, string];
const runners: ProgressSync[] = [];
afterEach(() => {
  for (const runner of runners.splice(0)) runner.stop();
});

/** A fake progress endpoint: records each PUT; `outcomes` are answered first in first out, then 'sent'. */
async function setup() {
  const db = await freshDb();
  const sent: string[] = [];
  const outcomes: SendOutcome[] = [];
  const clock = { now: 10_000 };
  let online = true;
  const pendingPasses = { count: 0 };
  const runner = createProgressSync({
    onPending: () => {
      pendingPasses.count += 1;
    },
    db,
    now: () => clock.now,
    random: () => 0.5,
    isOnline: () => online,
    lock: defaultLock,
    send: async (row: CourseProgressRow) => {
      const outcome = online ? (outcomes.shift() ?? 'sent') : 'offline';
      sent.push(
        `${row.lessonId === L1 ? 'L1' : 'L2'}@${row.completedAt}:${typeof outcome === 'string' ? outcome : 'retry'}`,
      );
      return outcome;
    },
  });
  runners.push(runner);
  return {
    db,
    sent,
    outcomes,
    clock,
    runner,
    pendingPasses,
    setOnline: (value: boolean) => (online = value),
  };
}

describe('lesson progress queue', () => {
  it('updates the local copy at once and keeps the first time a lesson was finished', async () => {
    const { db } = await setup();
    await keepCourse(db, course(), 'saved', 1);
    await markLessonDone(db, COURSE_ID, L1, new Date('2026-11-23T04:00:00Z'));
    await markLessonDone(db, COURSE_ID, L1, new Date('2026-11-23T05:00:00Z'));
    const rows = await db.courseProgress.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.completedAt).toBe('2026-11-23T04:00:00.000Z');
    const copy = await getCopy(db, COURSE_ID);
    expect(copy?.course.completed_lessons).toBe(1);
    expect(copy?.course.lessons[0]?.completed).toBe(true);
  });

  it('sends each lesson once and deletes it only after the answer', async () => {
    const { db, sent, runner } = await setup();
    await markLessonDone(db, COURSE_ID, L1, new Date('2026-11-23T04:00:00Z'));
    await markLessonDone(db, COURSE_ID, L2, new Date('2026-11-23T04:01:00Z'));
    // Triggers at once (mark, online, visible) make one pass, not three.
    await Promise.all([runner.request(), runner.request(true), runner.request()]);
    await runner.idle();
    expect(sent.sort()).toEqual(['L1@2026-11-23T04:00:00.000Z:sent', 'L2@2026-11-23T04:01:00.000Z:sent']);
    expect(await db.courseProgress.count()).toBe(0);
    await runner.request(true);
    expect(sent).toHaveLength(2);
  });

  it('keeps rows offline and sends them once when the connection is back', async () => {
    const { db, sent, runner, setOnline, pendingPasses } = await setup();
    setOnline(false);
    await markLessonDone(db, COURSE_ID, L1, new Date('2026-11-23T04:00:00Z'));
    await runner.request();
    expect(sent).toEqual([]);
    expect(await db.courseProgress.count()).toBe(1);
    // Work is left: the page asks for Background Sync where the browser has it.
    expect(pendingPasses.count).toBe(1);

    // The browser says online, but the request still fails: the row waits for the network, not lost.
    setOnline(true);
    const row = (await db.courseProgress.toArray())[0]!;
    await db.courseProgress.update([row.courseId, row.lessonId], {
      waitingForNetwork: true,
      nextAttemptAt: 1e12,
    });
    await runner.request(true);
    await runner.idle();
    expect(sent).toEqual(['L1@2026-11-23T04:00:00.000Z:sent']);
    expect(await db.courseProgress.count()).toBe(0);
  });

  it('backs off on a server error, honouring Retry-After, and drops a lesson the server refuses', async () => {
    const { db, sent, outcomes, clock, runner } = await setup();
    outcomes.push({ retryAfterMs: 30_000 }, 'rejected');
    await markLessonDone(db, COURSE_ID, L1, new Date('2026-11-23T04:00:00Z'));
    await runner.request();
    const waiting = await db.courseProgress.get([COURSE_ID, L1]);
    expect(waiting).toMatchObject({ attempts: 1, nextAttemptAt: 40_000, waitingForNetwork: false });
    // Not due yet: a new trigger sends nothing.
    await runner.request(true);
    expect(sent).toHaveLength(1);

    clock.now = 40_000;
    await runner.request();
    expect(sent).toHaveLength(2);
    expect(await db.courseProgress.count()).toBe(0);
  });

  it('retries a network failure with backoff and a thrown error like a server error', async () => {
    const { db, sent, clock, runner, setOnline } = await setup();
    await markLessonDone(db, COURSE_ID, L1, new Date('2026-11-23T04:00:00Z'));
    await markLessonDone(db, COURSE_ID, L2, new Date('2026-11-23T04:00:00Z'));
    setOnline(false);
    // navigator.onLine said online while the send failed for want of a network (modelled by the fake).
    const failing = createProgressSync({
      db,
      now: () => clock.now,
      random: () => 0.5,
      isOnline: () => true,
      lock: defaultLock,
      send: async () => 'offline',
    });
    runners.push(failing);
    await failing.request();
    const rows = await db.courseProgress.toArray();
    // The pass stops at the first network failure: the second lesson is not hammered.
    expect(rows.filter((r) => r.attempts === 1)).toHaveLength(1);
    expect(rows.find((r) => r.attempts === 1)).toMatchObject({
      waitingForNetwork: true,
      nextAttemptAt: 11_000,
    });
    setOnline(true);
    clock.now = 11_000;
    await runner.request(true);
    await runner.idle();
    expect(sent.filter((s) => s.endsWith(':sent'))).toHaveLength(2);
    expect(await db.courseProgress.count()).toBe(0);
  });
});

describe('a trigger while a pass ends', () => {
  it('keeps its wish to cut the network wait short: the connection back as an offline pass ends', async () => {
    const db = await freshDb();
    const sent: string[] = [];
    let online = false;
    const { lock, connectionBackAsPassEnds } = lingeringLock();
    const runner = createProgressSync({
      db,
      now: () => 10_000,
      random: () => 0.5,
      isOnline: () => online,
      lock,
      send: async (row: CourseProgressRow) => {
        sent.push(row.lessonId === L1 ? 'L1' : 'L2');
        return 'sent';
      },
    });
    runners.push(runner);
    await markLessonDone(db, COURSE_ID, L1, new Date('2026-11-23T04:00:00Z'));
    await db.courseProgress.update([COURSE_ID, L1], { waitingForNetwork: true, nextAttemptAt: 1e12 });

    await connectionBackAsPassEnds(runner, () => (online = true));
    expect(sent).toEqual(['L1']);
    expect(await db.courseProgress.count()).toBe(0);
  });
});
