/// <reference lib="webworker" />
/**
 * Service worker (vite-plugin-pwa injectManifest). Wiring only; the rules live in request-policy.ts.
 * Updates wait for the page to send SKIP_WAITING (src/lib/pwa.ts), so they are offered, never forced.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { RangeRequestsPlugin } from 'workbox-range-requests';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { isSkipWaitingMessage, RELAYED_SYNC_TAGS, type SwMessage, SYNC_REQUESTED } from './protocol.ts';
import {
  CACHE_NAMES,
  COURSE_DOWNLOAD_HEADER,
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
// No expiration plugin: the page decides what stays (saved courses until removed, decision 059), and an
// age or count limit here would silently break a course saved for offline reading.
registerRoute(
  ({ request, url }) =>
    isCourseMediaRequest({
      method: request.method,
      url,
      origin,
      download: request.headers.has(COURSE_DOWNLOAD_HEADER),
    }),
  new CacheFirst({
    cacheName: CACHE_NAMES.courseMedia,
    // Stored copies are keyed by URL only; a Vary header must not hide them from a <video>'s request.
    matchOptions: { ignoreVary: true, ignoreSearch: false },
    plugins: [new RangeRequestsPlugin()],
  }),
);

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

// The sync engine runs in the page (it owns Dexie and the upload queue); the worker only wakes it.
self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (!RELAYED_SYNC_TAGS.includes(sync.tag)) return;
  sync.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      const message: SwMessage = { type: SYNC_REQUESTED, tag: sync.tag };
      for (const client of clients) client.postMessage(message);
    }),
  );
});
