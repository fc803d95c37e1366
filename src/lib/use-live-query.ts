import { useEffect, useRef, useState } from 'react';
import { liveQuery } from '../db/live-query.ts';

/**
 * Subscribes to a Dexie live query; `key` says when the query itself changed. Undefined while loading.
 * `share(previous, next)` may hand back parts (or all) of the previous answer that did not change: an
 * answer identical to the previous one then renders nothing, and memoised children keep their props.
 */
export function useLiveQuery<T>(
  key: string,
  query: () => Promise<T>,
  share?: (previous: T, next: T) => T,
): T | undefined {
  const queryRef = useRef(query);
  queryRef.current = query;
  const shareRef = useRef(share);
  shareRef.current = share;
  const [state, setState] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    const subscription = liveQuery(() => queryRef.current()).subscribe({
      next: (next) =>
        setState((current) => {
          if (current?.key !== key || !shareRef.current) return { key, value: next };
          const value = shareRef.current(current.value, next);
          return value === current.value ? current : { key, value };
        }),
      error: (error: unknown) => console.warn('Local query failed', error),
    });
    return () => subscription.unsubscribe();
  }, [key]);
  return state?.key === key ? state.value : undefined;
}
