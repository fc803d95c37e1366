import { CACHE_NAMES } from '../sw/request-policy.ts';

/** Logout drops what the user stored in Cache Storage (the saved course media, decision 059). */
export async function dropUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(CACHE_NAMES.courseMedia).catch(() => false);
}
