/** The real pieces the offline store works with; unit tests pass their own. */
import { db } from '../../../db/app-db.ts';
import { fetchMedium } from '../api/courses-api.ts';
import { openMediaCache } from './media-cache.ts';
import type { OfflineDeps } from './save-course.ts';

export const offlineDeps: OfflineDeps = {
  db,
  cache: openMediaCache,
  fetchMedium,
  now: Date.now,
  storage: typeof navigator !== 'undefined' ? navigator.storage : undefined,
};
