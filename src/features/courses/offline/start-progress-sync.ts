/**
 * Starts the lesson progress runner in this page: on launch, after a lesson is marked done, when back online,
 * when the app becomes visible, and when the worker relays a Background Sync event (decision 059).
 */
import { db } from '../../../db/app-db.ts';
import { onServiceWorkerMessage } from '../../../lib/pwa.ts';
import { COURSE_PROGRESS_SYNC_TAG } from '../../../sw/protocol.ts';
import { sendProgress } from '../api/courses-api.ts';
import { createProgressSync, type ProgressSync } from './progress-queue.ts';

let runner: ProgressSync | null = null;
const sentListeners = new Set<(courseIds: Set<string>) => void>();

/** Calls `listener` with the courses whose progress the server has just acknowledged. */
export function onProgressSent(listener: (courseIds: Set<string>) => void): () => void {
  sentListeners.add(listener);
  return () => {
    sentListeners.delete(listener);
  };
}

export function requestProgressSync(expedite = false): void {
  void runner?.request(expedite).catch((error: unknown) => console.warn('Progress sync failed', error));
}

export function startProgressSync(): void {
  if (runner) return;
  runner = createProgressSync({
    db,
    send: sendProgress,
    now: Date.now,
    onPending: () => void registerBackgroundSync().catch(() => {}),
    onSent: (rows) => {
      const courseIds = new Set(rows.map((r) => r.courseId));
      for (const listener of sentListeners) listener(courseIds);
    },
  });
  addEventListener('online', () => requestProgressSync(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') requestProgressSync(true);
  });
  onServiceWorkerMessage((message) => {
    if (message.tag === COURSE_PROGRESS_SYNC_TAG) requestProgressSync(true);
  });
  requestProgressSync(true);
}

/** Where the browser has Background Sync, the worker wakes the page when the connection returns. */
async function registerBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as { sync?: { register(tag: string): Promise<void> } } | undefined)?.sync;
  await sync?.register(COURSE_PROGRESS_SYNC_TAG);
}
