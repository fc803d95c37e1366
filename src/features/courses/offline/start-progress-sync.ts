/**
 * Starts the lesson progress runner in this page: on launch, after a lesson is marked done, when back online
 * and when the app becomes visible (decision 059).
 */
import { db } from '../../../db/app-db.ts';
import { sendProgress } from '../api/courses-api.ts';
import { createProgressSync, type ProgressSync } from './progress-queue.ts';

let runner: ProgressSync | null = null;

export function requestProgressSync(expedite = false): void {
  void runner?.request(expedite).catch((error: unknown) => console.warn('Progress sync failed', error));
}

export function startProgressSync(): void {
  if (runner) return;
  runner = createProgressSync({ db, send: sendProgress, now: Date.now });
  addEventListener('online', () => requestProgressSync(true));
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') requestProgressSync(true);
  });
  requestProgressSync(true);
}
