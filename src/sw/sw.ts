/// <reference lib="webworker" />
/**
 * Service worker (vite-plugin-pwa injectManifest). Wiring only; the rules live in request-policy.ts.
 * Updates wait for the page to send SKIP_WAITING (src/lib/pwa.ts), so they are offered, never forced.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { isSkipWaitingMessage, PLACEMENTS_SYNC_TAG, type SwMessage, SYNC_REQUESTED } from './protocol.ts';
import {
  CACHE_NAMES,
  COURSE_MEDIA_MAX_AGE_S,
  COURSE_MEDIA_MAX_ENTRIES,
  isConfigRequest,
  isCourseMediaRequest,
  isLandingNavigation,
  isOtherNavigation,
  NAVIGATION_DENYLIST,
  PAGE_NAVIGATION,
  SHELL_URL,
} from './request-policy.ts';

declare let self: ServiceWorkerGlobalScope;

/** Background Sync is not in TypeScript's lib yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
  readonly lastChance: boolean;
}

// The shell, every lazy route chunk and every locale catalog chunk (all ≤ 2 MiB, see vite.config.ts).
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes over open pages at once so they work offline without a reload.
clientsClaim();

const origin = self.location.origin;

// The landing first (routes match in registration order): fresh from the server, never stored; the shell
// renders it offline (docs/decisions/054).
registerRoute(
  ({ request, url }) => isLandingNavigation({ method: request.method, mode: request.mode, url, origin }),
  new NetworkFirst({
    cacheName: CACHE_NAMES.landing,
    plugins: [{ cacheWillUpdate: async () => null, handlerDidError: async () => matchPrecache(SHELL_URL) }],
  }),
);

registerRoute(
  new NavigationRoute(createHandlerBoundToURL(SHELL_URL), {
    allowlist: [PAGE_NAVIGATION],
    denylist: NAVIGATION_DENYLIST,
  }),
);

// Unknown paths: let the server answer (a real 404); offline, the shell renders its own not-found page.
registerRoute(
  ({ request, url }) => isOtherNavigation({ method: request.method, mode: request.mode, url, origin }),
  new NetworkOnly({
    plugins: [{ handlerDidError: async () => matchPrecache(SHELL_URL) }],
  }),
);

registerRoute(
  ({ request, url }) => isConfigRequest({ method: request.method, url, origin }),
  new StaleWhileRevalidate({ cacheName: CACHE_NAMES.config }),
);

// Only complete 200 responses are stored; range requests (video seeking) are cut from the stored copy.
registerRoute(
  ({ request, url }) => isCourseMediaRequest({ method: request.method, url, origin }),
  new CacheFirst({
    cacheName: CACHE_NAMES.courseMedia,
    plugins: [
      new RangeRequestsPlugin(),
      new ExpirationPlugin({
        maxEntries: COURSE_MEDIA_MAX_ENTRIES,
        maxAgeSeconds: COURSE_MEDIA_MAX_AGE_S,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

// The sync engine runs in the page (it owns Dexie and the upload queue); the worker only wakes it.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag !== PLACEMENTS_SYNC_TAG) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      const message: SwMessage = { type: SYNC_REQUESTED, tag: sync.tag };
      for (const client of clients) client.postMessage(message);
    }),
  );
});
