/**
 * Lesson progress offline (decision 059): marking a lesson done changes the local copy at once and queues one
 * row per lesson; a runner sends the idempotent PUT when it can. A row is deleted only once the server
 * answered, so nothing is lost, and a replay after a crash is harmless, so nothing is doubled.
 */
import type { AppDb, CourseProgressRow } from '../../../db/app-db.ts';
import { retryDelay } from '../../../lib/backoff.ts';
import { browserOnline, createPassRunner, type PassContext } from '../../../lib/pass-runner.ts';
import type { LockFn } from '../../../lib/web-lock.ts';
import { withLocalProgress } from './course-copies.ts';

/** What one PUT came to: acknowledged, no connection, refused for good (4xx), or try later. */
export type SendOutcome = 'sent' | 'offline' | 'rejected' | { retryAfterMs: number | null };

export async function markLessonDone(
  db: AppDb,
  courseId: string,
  lessonId: string,
  now: Date,
): Promise<void> {
  await db.transaction('rw', db.courseProgress, db.courseCopies, async () => {
    // The first time it was finished is what the server keeps; a second tap changes nothing.
    if (!(await db.courseProgress.get([courseId, lessonId]))) {
      const row: CourseProgressRow = {
        courseId,
        lessonId,
        completedAt: now.toISOString(),
        attempts: 0,
        nextAttemptAt: 0,
        waitingForNetwork: false,
      };
      await db.courseProgress.put(row);
    }
    const copy = await db.courseCopies.get(courseId);
    if (copy) {
      const pending = await db.courseProgress.where('courseId').equals(courseId).toArray();
      await db.courseCopies.update(courseId, { course: withLocalProgress(copy.course, pending) });
    }
  });
}

export const pendingProgress = (db: AppDb): Promise<CourseProgressRow[]> => db.courseProgress.toArray();

export interface ProgressSyncOptions {
  db: AppDb;
  send: (row: CourseProgressRow) => Promise<SendOutcome>;
  now: () => number;
  random?: () => number;
  isOnline?: () => boolean;
  lock?: LockFn;
  /** Called when a pass ends with rows still queued (e.g. to register Background Sync). */
  onPending?: () => void;
  /** After a pass that sent something (e.g. to refresh what the pages show). */
  onSent?: (rows: CourseProgressRow[]) => void;
}

export const PROGRESS_LOCK = 'course-progress-sync';
const MIN_WAKE_MS = 500;

export function createProgressSync(options: ProgressSyncOptions) {
  const isOnline = options.isOnline ?? browserOnline;

  /** One row: delete on an answer, keep and back off otherwise. */
  async function sendOne(row: CourseProgressRow): Promise<'sent' | 'stop' | 'next'> {
    const outcome = await options.send(row).catch((): SendOutcome => ({ retryAfterMs: null }));
    const key: [string, string] = [row.courseId, row.lessonId];
    if (outcome === 'sent' || outcome === 'rejected') {
      // A lesson the server refuses for good (deleted course) would block nothing but never succeed: drop it.
      await options.db.courseProgress.delete(key);
      return outcome === 'sent' ? 'sent' : 'next';
    }
    const attempts = row.attempts + 1;
    const offline = outcome === 'offline';
    const wait = retryDelay(attempts, offline ? null : outcome.retryAfterMs, options.random);
    await options.db.courseProgress.update(key, {
      attempts,
      nextAttemptAt: options.now() + wait,
      waitingForNetwork: offline,
    });
    return offline ? 'stop' : 'next';
  }

  async function pass({ expedite, requestedAgain, halted }: PassContext): Promise<number | null> {
    const sent: CourseProgressRow[] = [];
    do {
      const rows = await options.db.courseProgress.toArray();
      for (const row of rows) {
        if (!isOnline() || halted()) break;
        const due = row.nextAttemptAt <= options.now() || (expedite && row.waitingForNetwork);
        if (!due) continue;
        const result = await sendOne(row);
        if (result === 'sent') sent.push(row);
        if (result === 'stop') break;
      }
      expedite = false;
    } while (isOnline() && !halted() && requestedAgain());
    if (sent.length > 0) options.onSent?.(sent);
    // Offline, the 'online' event wakes the runner; otherwise it sleeps until the next row is due.
    const left = await options.db.courseProgress.toArray();
    if (left.length > 0) options.onPending?.();
    if (left.length === 0 || !isOnline()) return null;
    return Math.max(MIN_WAKE_MS, Math.min(...left.map((r) => r.nextAttemptAt)) - options.now());
  }

  return createPassRunner({ name: PROGRESS_LOCK, lock: options.lock, pass });
}
export type ProgressSync = ReturnType<typeof createProgressSync>;
