/**
 * The school's queries read the network first and fall back to the copies on the device (decision 059), so
 * a kept course opens with no network, across restarts. Lessons done on the device count at once.
 */
import { queryOptions } from '@tanstack/react-query';
import type { Course, CourseSummary } from '../../../../contract/courses.ts';
import { isConnectionError } from '../../../lib/api-client.ts';
import { getCopy, listCopies, summaryOf, withLocalProgress } from '../offline/course-copies.ts';
import { offlineDeps } from '../offline/offline-deps.ts';
import { pendingProgress } from '../offline/progress-queue.ts';
import { keepOpenedCourse, resumeKeptCourses } from '../offline/save-course.ts';
import { getCourse, getCourses } from './courses-api.ts';

export interface Sourced<T> {
  data: T;
  /** Read from the device because the network was away. */
  fromDevice: boolean;
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
    void resumeKeptCourses(offlineDeps).catch((e: unknown) =>
      console.warn('Resuming kept courses failed', e),
    );
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
    // Kept at once; its media follow in the background.
    void keepOpenedCourse(offlineDeps, course).catch((e: unknown) =>
      console.warn('Keeping the course failed', e),
    );
    return { data: withLocalProgress(course, await pendingProgress(db)), fromDevice: false };
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
