import { useEffect, useRef, useState } from 'react';
import { liveQuery } from '../db/live-query.ts';

/** Subscribes to a Dexie live query; `key` says when the query itself changed. Undefined while loading. */
export function useLiveQuery<T>(key: string, query: () => Promise<T>): T | undefined {
  const queryRef = useRef(query);
  queryRef.current = query;
  const [state, setState] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    const subscription = liveQuery(() => queryRef.current()).subscribe({
      next: (value) => setState({ key, value }),
      error: (error: unknown) => console.warn('Local query failed', error),
    });
    return () => subscription.unsubscribe();
  }, [key]);
  return state?.key === key ? state.value : undefined;
}
