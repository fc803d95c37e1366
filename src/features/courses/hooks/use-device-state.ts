import { useEffect, useSyncExternalStore } from 'react';
import type { Course, CourseSummary } from '#contract/courses.ts';
import type { CourseCopyRow, CourseProgressRow } from '../../../db/app-db.ts';
import { useLiveQuery } from '../../../lib/use-live-query.ts';
import type { Sourced } from '../api/course-queries.ts';
import { offlineDeps } from '../offline/offline-deps.ts';
import {
  getSaveJob,
  keepOpenedCourse,
  onSaveJobs,
  resumeKeptCourses,
  type SaveJob,
} from '../offline/save-course.ts';

export interface DeviceCopy {
  kind: CourseCopyRow['kind'];
  mediaComplete: boolean;
}

export interface DeviceState {
  /** Course id → what the device keeps of it. */
  copies: Map<string, DeviceCopy>;
  /** Lessons marked done here and not yet acknowledged. */
  pending: CourseProgressRow[];
}

/** What the device holds for the school, live: kept courses and the progress waiting to sync. */
export function useDeviceState(): DeviceState | undefined {
  return useLiveQuery('device', async () => {
    const { db } = offlineDeps;
    const [rows, pending] = await Promise.all([db.courseCopies.toArray(), db.courseProgress.toArray()]);
    const copies = new Map(rows.map((r) => [r.id, { kind: r.kind, mediaComplete: r.mediaComplete }]));
    return { copies, pending };
  });
}

/** The running or last save of a course (progress bar, error). */
export function useSaveJob(courseId: string): SaveJob | undefined {
  return useSyncExternalStore(onSaveJobs, () => getSaveJob(courseId));
}

/**
 * A course read online is kept on the device (decision 059): its JSON at once, its media quietly after.
 * The course page's explicit step, once per server answer (a local progress update does not repeat it).
 */
export function useKeepOpenedCourse(read: Sourced<Course> | undefined): void {
  const fresh = read?.fresh;
  useEffect(() => {
    if (!fresh) return;
    void keepOpenedCourse(offlineDeps, fresh).catch((e: unknown) =>
      console.warn('Keeping the course failed', e),
    );
  }, [fresh]);
}

/** Kept courses whose media did not finish continue quietly when the school's list is read online. */
export function useResumeKeptCourses(read: Sourced<CourseSummary[]> | undefined): void {
  // Once per online answer of the list (a new answer is a new array).
  const online = read && !read.fromDevice ? read.data : undefined;
  useEffect(() => {
    if (!online) return;
    void resumeKeptCourses(offlineDeps).catch((e: unknown) =>
      console.warn('Resuming kept courses failed', e),
    );
  }, [online]);
}
