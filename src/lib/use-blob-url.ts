import { useEffect, useState } from 'react';

/**
 * An object URL for a Blob that `load` fetches: media behind the bearer token cannot be a plain `src`. It
 * loads again when `key` changes; the request is aborted and the URL revoked (it pins the Blob in memory)
 * on change and unmount.
 */
export function useBlobUrl(
  load: (signal: AbortSignal) => Promise<Blob>,
  key: string,
): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  // `key` names what `load` fetches: a new closure for the same key on each render must not restart it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setState({ url: null, failed: false });
    load(controller.signal)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url: null, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [key]);
  return state;
}
