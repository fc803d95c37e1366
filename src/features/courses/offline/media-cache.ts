/**
 * Course media in Cache Storage (decision 059): the same cache and URLs the service worker serves CacheFirst
 * with Range support, so a stored video seeks offline. Only complete 200 responses are stored: a 206 part
 * cannot be cached, and the worker cuts ranges from the whole copy.
 */
import type { CourseMedia } from '#contract/courses.ts';
import { CACHE_NAMES, COURSE_DOWNLOAD_HEADER } from '../../../sw/request-policy.ts';

/** The part of Cache Storage used here (the real `Cache`, or a fake in unit tests). */
export type MediaCache = Pick<Cache, 'match' | 'put' | 'delete'>;
/** Fetches a medium whole (no Range); the caller adds authentication. */
export type MediaFetcher = (
  courseId: string,
  medium: CourseMedia,
  init: { headers: Record<string, string>; signal?: AbortSignal },
) => Promise<Response>;

export const hasCacheStorage = (): boolean => typeof caches !== 'undefined';
export const openMediaCache = (): Promise<MediaCache> => caches.open(CACHE_NAMES.courseMedia);

/** Logout and tests: every stored medium goes. */
export const dropMediaCache = (): Promise<boolean> =>
  hasCacheStorage() ? caches.delete(CACHE_NAMES.courseMedia) : Promise.resolve(false);

/** The key a medium is stored under: its URL as the page requests it. */
export const mediaKey = (medium: Pick<CourseMedia, 'url'>): string =>
  new URL(medium.url, location.origin).href;

export async function isMediumCached(cache: MediaCache, medium: CourseMedia): Promise<boolean> {
  return (await cache.match(mediaKey(medium), { ignoreVary: true })) !== undefined;
}

/** Headers worth keeping on the stored copy; the rest (cookies, dates of this answer) are dropped. */
const KEPT_HEADERS = ['content-type', 'content-length', 'etag', 'last-modified', 'cache-control'];

/** One medium to bring into the cache: where it goes, how it is fetched, and who counts its bytes. */
export interface MediumDownload {
  cache: MediaCache;
  courseId: string;
  medium: CourseMedia;
  fetchMedium: MediaFetcher;
  onBytes: (bytes: number) => void;
  signal?: AbortSignal;
}

/**
 * Downloads one medium with a full GET, counting bytes as they stream into the cache (no copy in memory).
 * Resolves once the complete response is stored; a cut connection rejects and leaves nothing half-stored.
 */
export async function storeMedium({
  cache,
  courseId,
  medium,
  fetchMedium,
  onBytes,
  signal,
}: MediumDownload): Promise<void> {
  const response = await fetchMedium(courseId, medium, {
    headers: { [COURSE_DOWNLOAD_HEADER]: '1' },
    signal,
  });
  if (response.status !== 200 || !response.body) {
    await response.body?.cancel();
    throw new Error(`Medium ${medium.id} answered ${response.status}, not a complete 200`);
  }
  const headers = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  // A compressed answer is stored decoded: its length header would lie.
  if (response.headers.has('content-encoding')) headers.delete('content-length');
  if (!headers.has('content-type')) headers.set('content-type', medium.mime);
  let received = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      received += chunk.byteLength;
      onBytes(chunk.byteLength);
      controller.enqueue(chunk);
    },
  });
  await cache.put(
    mediaKey(medium),
    new Response(response.body.pipeThrough(counter), { status: 200, headers }),
  );
  const length = headers.get('content-length');
  if (length !== null && received !== Number(length)) {
    await cache.delete(mediaKey(medium));
    throw new Error(`Medium ${medium.id}: ${received} of ${length} bytes arrived`);
  }
}

const inflight = new Map<string, Promise<void>>();

/**
 * Stores the medium unless it is stored already or on its way (a save and the open lesson share one
 * download). Resolves once it can be read from the cache.
 */
export async function ensureMedium(wanted: MediumDownload): Promise<void> {
  const key = mediaKey(wanted.medium);
  const running = inflight.get(key);
  if (running) return running;
  if (await isMediumCached(wanted.cache, wanted.medium)) return;
  const download = storeMedium(wanted).finally(() => {
    inflight.delete(key);
  });
  inflight.set(key, download);
  return download;
}

export async function deleteMedia(
  cache: MediaCache,
  media: readonly Pick<CourseMedia, 'url'>[],
): Promise<void> {
  await Promise.all(media.map((medium) => cache.delete(mediaKey(medium), { ignoreVary: true })));
}
