/**
 * Saving a course for offline reading (decision 059): its JSON into Dexie, then each medium not yet cached,
 * one full GET at a time, with a progress figure the pages subscribe to. A course only opened is kept the
 * same way in the background, within a size limit, and the oldest such copies make room for new ones.
 */
import type { Course } from '#contract/courses.ts';
import type { AppDb } from '../../../db/app-db.ts';
import { evictOpened, keepCourse, listCopies, markMediaComplete, removeCopy } from './course-copies.ts';
import {
  deleteMedia,
  ensureMedium,
  isMediumCached,
  type MediaCache,
  type MediaFetcher,
} from './media-cache.ts';

/** Media of a course only opened are fetched in the background up to this size; bigger ones wait for a tap. */
export const OPENED_MEDIA_AUTO_MAX = 200 * 1024 * 1024;

export interface OfflineDeps {
  db: AppDb;
  cache: () => Promise<MediaCache>;
  fetchMedium: MediaFetcher;
  now: () => number;
  /** navigator.storage where present. */
  storage?: Pick<StorageManager, 'estimate' | 'persist'>;
}

export type SaveError = 'quota' | 'network';
export interface SaveJob {
  state: 'saving' | 'done' | 'failed';
  done: number;
  total: number;
  error?: SaveError;
}

const jobs = new Map<string, SaveJob>();
const controllers = new Map<string, AbortController>();
const listeners = new Set<() => void>();

const setJob = (courseId: string, job: SaveJob | null) => {
  if (job) jobs.set(courseId, job);
  else jobs.delete(courseId);
  for (const listener of listeners) listener();
};
export const getSaveJob = (courseId: string): SaveJob | undefined => jobs.get(courseId);
export function onSaveJobs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export class NotEnoughSpace extends Error {}
const isQuotaError = (error: unknown) => error instanceof DOMException && error.name === 'QuotaExceededError';

/** Downloads what is missing of the course's media; true once they are all stored for this JSON. */
export async function downloadMedia(
  deps: OfflineDeps,
  course: Course,
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<boolean> {
  const cache = await deps.cache();
  const total = course.media.reduce((sum, m) => sum + m.size, 0);
  let done = 0;
  for (const medium of course.media) {
    signal?.throwIfAborted();
    if (await isMediumCached(cache, medium)) {
      done += medium.size;
      onProgress(done, total);
      continue;
    }
    const before = done;
    const store = () => {
      done = before;
      return ensureMedium({
        cache,
        courseId: course.id,
        medium,
        fetchMedium: deps.fetchMedium,
        onBytes: (bytes) => {
          done += bytes;
          onProgress(done, total);
        },
        signal,
      });
    };
    // A download this one joined may have been stopped by its owner: then it is this one's turn.
    await store().catch((error: unknown) => {
      if (signal?.aborted) throw error;
      return store();
    });
    // The stored size is what counts, even when it differs from the size the list announced.
    done = before + medium.size;
    onProgress(done, total);
  }
  const complete = await markMediaComplete(deps.db, course.id, course.media);
  // Removed from the device while downloading: what arrived meanwhile goes too.
  if (!complete && !(await deps.db.courseCopies.get(course.id))) await deleteMedia(cache, course.media);
  return complete;
}

/** The tap on "Save for offline": keeps the course until removed, with a progress figure while it downloads. */
export async function saveCourse(deps: OfflineDeps, course: Course): Promise<void> {
  if (jobs.get(course.id)?.state === 'saving') return;
  const controller = new AbortController();
  // A quiet background download of the same course gives way to this one.
  controllers.get(course.id)?.abort();
  controllers.set(course.id, controller);
  setJob(course.id, { state: 'saving', done: 0, total: course.media_bytes });
  try {
    // Persistent storage keeps the browser from evicting saved courses under pressure (where it agrees).
    await deps.storage?.persist().catch(() => false);
    const estimate = await deps.storage?.estimate().catch(() => undefined);
    if (estimate?.quota !== undefined && estimate.quota - (estimate.usage ?? 0) < course.media_bytes) {
      throw new NotEnoughSpace();
    }
    const { staleMedia } = await keepCourse(deps.db, course, 'saved', deps.now());
    await deleteMedia(await deps.cache(), staleMedia);
    await downloadMedia(
      deps,
      course,
      (done, total) => setJob(course.id, { state: 'saving', done, total }),
      controller.signal,
    );
    setJob(course.id, { state: 'done', done: course.media_bytes, total: course.media_bytes });
  } catch (error) {
    if (controller.signal.aborted) return;
    setJob(course.id, {
      state: 'failed',
      done: 0,
      total: course.media_bytes,
      error: error instanceof NotEnoughSpace || isQuotaError(error) ? 'quota' : 'network',
    });
  } finally {
    if (controllers.get(course.id) === controller) controllers.delete(course.id);
  }
}

/** A course read online is kept: its JSON at once, its media quietly after (when small enough). */
export async function keepOpenedCourse(deps: OfflineDeps, course: Course): Promise<void> {
  const { row, staleMedia } = await keepCourse(deps.db, course, 'opened', deps.now());
  const cache = await deps.cache();
  await deleteMedia(cache, [...staleMedia, ...(await evictOpened(deps.db))]);
  if (row.mediaComplete || controllers.has(course.id)) return;
  if (row.kind === 'opened' && course.media_bytes > OPENED_MEDIA_AUTO_MAX) return;
  const controller = new AbortController();
  controllers.set(course.id, controller);
  try {
    await downloadMedia(deps, course, () => {}, controller.signal);
  } catch {
    // The next visit tries again; reading online does not need the copy.
  } finally {
    if (controllers.get(course.id) === controller) controllers.delete(course.id);
  }
}

/**
 * Kept courses whose media did not finish (the page was left or closed mid-download) continue quietly the
 * next time the school is read online.
 */
export async function resumeKeptCourses(deps: OfflineDeps): Promise<void> {
  const unfinished = (await listCopies(deps.db)).filter((row) => !row.mediaComplete);
  for (const row of unfinished) await keepOpenedCourse(deps, row.course);
}

/** "Remove from device": the JSON and every stored medium go; a running download stops. */
export async function removeCourse(deps: OfflineDeps, courseId: string): Promise<void> {
  controllers.get(courseId)?.abort();
  controllers.delete(courseId);
  setJob(courseId, null);
  await deleteMedia(await deps.cache(), await removeCopy(deps.db, courseId));
}
