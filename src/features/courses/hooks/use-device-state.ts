import { useSyncExternalStore } from 'react';
import type { CourseCopyRow, CourseProgressRow } from '../../../db/app-db.ts';
import { useLiveQuery } from '../../../lib/use-live-query.ts';
import { offlineDeps } from '../offline/offline-deps.ts';
import { getSaveJob, onSaveJobs, type SaveJob } from '../offline/save-course.ts';

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
