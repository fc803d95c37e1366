import { useEffect, useRef, useState } from 'react';
import type { CourseMedia } from '#contract/courses.ts';
import { ensureMedium, hasCacheStorage, mediaKey, openMediaCache } from '../offline/media-cache.ts';
import { offlineDeps } from '../offline/offline-deps.ts';

export type MediumState =
  | { status: 'ready'; src: string }
  | { status: 'loading'; done: number; total: number }
  | { status: 'failed' };

/**
 * Where a lesson reads a medium from. The API wants a bearer token, which an <img> or <video> cannot send,
 * so the medium is first stored in the media cache (with the token) and then read by its URL through the
 * service worker, which answers Range requests from the stored copy (decision 059). A page the worker does
 * not control yet reads the stored copy as a Blob URL instead.
 */
export function useMedium(courseId: string, medium: CourseMedia | undefined, attempt: number): MediumState {
  const [state, setState] = useState<MediumState>({ status: 'loading', done: 0, total: medium?.size ?? 0 });
  const mediumRef = useRef(medium);
  mediumRef.current = medium;
  const url = medium?.url;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a medium is its URL; `attempt` retries a failure
  useEffect(() => {
    const medium = mediumRef.current;
    if (!medium || !hasCacheStorage()) {
      setState(medium ? { status: 'ready', src: medium.url } : { status: 'failed' });
      return;
    }
    let alive = true;
    let blobUrl: string | null = null;
    let done = 0;
    setState({ status: 'loading', done: 0, total: medium.size });
    void (async () => {
      const cache = await openMediaCache();
      await ensureMedium({
        cache,
        courseId,
        medium,
        fetchMedium: offlineDeps.fetchMedium,
        onBytes: (bytes) => {
          done += bytes;
          if (alive) setState({ status: 'loading', done, total: medium.size });
        },
      });
      if (navigator.serviceWorker?.controller) return medium.url;
      const stored = await cache.match(mediaKey(medium));
      if (!stored) throw new Error('The stored medium is gone');
      blobUrl = URL.createObjectURL(await stored.blob());
      return blobUrl;
    })().then(
      (src) => alive && setState({ status: 'ready', src }),
      () => alive && setState({ status: 'failed' }),
    );
    return () => {
      // The download goes on: it is part of keeping the opened course, and a save may be waiting for it.
      alive = false;
      if (blobUrl) URL.revokeObjectURL(blobUrl);
    };
  }, [courseId, url, attempt]);
  return state;
}
