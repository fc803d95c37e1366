import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { CourseCopyRow, CourseProgressRow } from '../../../db/app-db.ts';
import { liveQuery } from '../../../db/live-query.ts';
import { offlineDeps } from '../offline/offline-deps.ts';
import { getSaveJob, onSaveJobs, type SaveJob } from '../offline/save-course.ts';

/** Subscribes to a Dexie live query; undefined while loading. */
function useLiveQuery<T>(query: () => Promise<T>): T | undefined {
  const queryRef = useRef(query);
  queryRef.current = query;
  const [value, setValue] = useState<T>();
  useEffect(() => {
    const subscription = liveQuery(() => queryRef.current()).subscribe({
      next: setValue,
      error: (error: unknown) => console.warn('Local query failed', error),
    });
    return () => subscription.unsubscribe();
  }, []);
  return value;
}

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
  return useLiveQuery(async () => {
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

export interface StorageFigures {
  usage: number;
  quota: number;
}

/** navigator.storage.estimate(), read every few seconds (saving changes it); null where the API is missing. */
export function useStorageEstimate(): StorageFigures | null {
  const [figures, setFigures] = useState<StorageFigures | null>(null);
  useEffect(() => {
    let alive = true;
    const read = () =>
      void navigator.storage
        ?.estimate()
        .then((e) => alive && setFigures({ usage: e.usage ?? 0, quota: e.quota ?? 0 }))
        .catch(() => {});
    read();
    const timer = setInterval(read, ESTIMATE_REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  return figures;
}

const ESTIMATE_REFRESH_MS = 5000;
