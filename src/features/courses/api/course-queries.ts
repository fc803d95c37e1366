/**
 * The school's queries read the network first and fall back to the copies on the device (decision 059), so
 * a kept course opens with no network, across restarts. Lessons done on the device count at once. They only
 * read: keeping what was read is the pages' explicit step (hooks/use-device-state.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { Course, CourseSummary } from '#contract/courses.ts';
import { isConnectionError } from '../../../lib/api-client.ts';
import { getCopy, listCopies, summaryOf, withLocalProgress } from '../offline/course-copies.ts';
import { offlineDeps } from '../offline/offline-deps.ts';
import { pendingProgress } from '../offline/progress-queue.ts';
import { getCourse, getCourses } from './courses-api.ts';

export interface Sourced<T> {
  data: T;
  /** Read from the device because the network was away. */
  fromDevice: boolean;
  /** The server's answer as it came, when read online: what the device may keep. */
  fresh?: T;
}

const offline = (error: unknown) =>
  isConnectionError(error) || (typeof navigator !== 'undefined' && navigator.onLine === false);

export const coursesKey = ['courses'] as const;
export const courseKey = (id: string) => ['courses', id] as const;

async function readCourses(): Promise<Sourced<CourseSummary[]>> {
  const { db } = offlineDeps;
  const pending = await pendingProgress(db);
  try {
    const list = await getCourses();
    // A lesson queued on the device but not yet heard by the server already counts.
    const data = list.map((c) => {
      const queued = pending.filter((p) => p.courseId === c.id).length;
      return queued ? { ...c, completed_lessons: Math.min(c.lesson_count, c.completed_lessons + queued) } : c;
    });
    return { data, fromDevice: false };
  } catch (error) {
    if (!offline(error)) throw error;
    const copies = await listCopies(db);
    const data = copies.map((row) => summaryOf(withLocalProgress(row.course, pending)));
    return { data: data.sort((a, b) => a.title.localeCompare(b.title)), fromDevice: true };
  }
}

async function readCourse(id: string): Promise<Sourced<Course>> {
  const { db } = offlineDeps;
  try {
    const course = await getCourse(id);
    return { data: withLocalProgress(course, await pendingProgress(db)), fromDevice: false, fresh: course };
  } catch (error) {
    const copy = offline(error) ? await getCopy(db, id) : undefined;
    if (!copy) throw error;
    return { data: withLocalProgress(copy.course, await pendingProgress(db)), fromDevice: true };
  }
}

export const coursesQuery = () =>
  queryOptions({ queryKey: coursesKey, queryFn: readCourses, networkMode: 'offlineFirst', retry: false });

export const courseQuery = (id: string) =>
  queryOptions({
    queryKey: courseKey(id),
    queryFn: () => readCourse(id),
    networkMode: 'offlineFirst',
    retry: false,
  });
