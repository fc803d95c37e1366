/**
 * Pure decisions about which requests the service worker handles. No worker globals here,
 * so the rules are unit-tested in happy-dom (request-policy.test.ts).
 */
import { API_PREFIX, ApiPath } from '#contract/api-paths.ts';
import { PAGE_PATHS } from '#contract/routes.ts';

/** Cache names carry a version: bump it when the stored format changes. */
export const CACHE_NAMES = {
  config: 'api-config-v1',
  courseMedia: 'course-media-v1',
  /** Never written to (the landing is not stored); NetworkFirst needs a name. */
  landing: 'landing-v1',
} as const;

/**
 * The page's own download of a medium for offline reading carries this header: it stores the complete
 * response itself (decision 059), so the worker lets it through instead of caching it a second time.
 */
export const COURSE_DOWNLOAD_HEADER = 'x-course-download';

/** The precached shell every known page is rendered from. */
export const SHELL_URL = '/index.html';

const API_PATH = /^\/api\//;
/** Navigations the shell must never answer (API docs, downloads, …). */
export const NAVIGATION_DENYLIST: RegExp[] = [API_PATH];

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Matches `pathname + search` of every app page (with an optional locale prefix and trailing slash),
 * the same set `isPagePath` accepts. Unknown paths go to the network so the server can answer 404.
 */
export function pageNavigationPattern(paths: readonly string[] = PAGE_PATHS): RegExp {
  const body = paths.map((p) => (p === '/' ? '' : escapeRegExp(p))).join('|');
  return new RegExp(`^(?:/(?:ru|by|en))?(?:${body})/?(?:\\?.*)?$`);
}

export const PAGE_NAVIGATION = pageNavigationPattern();

interface RequestFacts {
  method: string;
  url: URL;
  /** The worker's own origin (`self.location.origin`). */
  origin: string;
  /** The request carries COURSE_DOWNLOAD_HEADER. */
  download?: boolean;
}

const sameOriginGet = ({ method, url, origin }: RequestFacts): boolean =>
  method === 'GET' && url.origin === origin;

/** Public runtime config: served stale while revalidating, so the app starts offline. */
export const isConfigRequest = (r: RequestFacts): boolean =>
  sameOriginGet(r) && r.url.pathname === `${API_PREFIX}/${ApiPath.config}`;

const COURSE_MEDIA_PATHS = [/^\/media\/courses\//, /^\/api\/v1\/courses\/[^/]+\/media\//];

/**
 * Course media (video, audio, images, PDFs) are cached on first use, not precached (they are large);
 * the page's own offline download goes straight to the network.
 */
export const isCourseMediaRequest = (r: RequestFacts): boolean =>
  sameOriginGet(r) && !r.download && COURSE_MEDIA_PATHS.some((re) => re.test(r.url.pathname));

/**
 * A navigation to a path that is not an app page: the network answers (a real 404), and only when the
 * network fails does the shell render its own not-found page.
 */
export const isOtherNavigation = (r: RequestFacts & { mode: string }): boolean =>
  r.mode === 'navigate' &&
  sameOriginGet(r) &&
  !NAVIGATION_DENYLIST.some((re) => re.test(r.url.pathname)) &&
  !PAGE_NAVIGATION.test(r.url.pathname + r.url.search);

/** `/`, `/user/landing` and their `/ru|/by|/en` forms, with any query (`?ref=`, `?source=pwa`). */
const LANDING_PATH = /^(?:\/(?:ru|by|en))?(?:\/user\/landing)?\/?$/;

/**
 * A navigation to the guests' landing: the network answers first, so the server's fresh HTML (inlined data)
 * and its redirect of signed-in visitors apply; offline, the precached shell renders the landing instead.
 */
export const isLandingNavigation = (r: RequestFacts & { mode: string }): boolean =>
  r.mode === 'navigate' && sameOriginGet(r) && LANDING_PATH.test(r.url.pathname);
