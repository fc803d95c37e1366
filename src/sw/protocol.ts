/**
 * Messages and names shared by the service worker and the page (src/lib/pwa.ts).
 * Kept free of DOM/worker globals so both TypeScript projects can import it.
 */
export const SKIP_WAITING = 'SKIP_WAITING';
export const SYNC_REQUESTED = 'SYNC_REQUESTED';
/** Background Sync tag the sync engine registers for queued placements. */
export const PLACEMENTS_SYNC_TAG = 'placements-sync';
/** Background Sync tag the lesson progress queue registers (decision 059). */
export const COURSE_PROGRESS_SYNC_TAG = 'course-progress-sync';
/** The tags the worker relays to the pages, whose runners own the work. */
export const RELAYED_SYNC_TAGS: readonly string[] = [PLACEMENTS_SYNC_TAG, COURSE_PROGRESS_SYNC_TAG];

export type SwMessage = { type: typeof SYNC_REQUESTED; tag: string };

const hasType = (data: unknown, type: string): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type;

/** workbox-window's `messageSkipWaiting()` posts exactly `{ type: 'SKIP_WAITING' }`. */
export const isSkipWaitingMessage = (data: unknown): boolean => hasType(data, SKIP_WAITING);
export const isSyncRequestedMessage = (data: unknown): data is SwMessage => hasType(data, SYNC_REQUESTED);
