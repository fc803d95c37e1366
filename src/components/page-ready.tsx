import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { markPageReady } from '../lib/page-ready.ts';

/** A page's queries start in the render after its route resolves: quiet this long before calling it ready. */
const SETTLE_MS = 50;

/** Keeps `<html data-ready>` in step with the router and the query client (see markPageReady). */
export function PageReady() {
  const routing = useRouterState({ select: (s) => s.status === 'pending' || s.isLoading });
  const href = useRouterState({ select: (s) => s.location.href });
  const busy = useIsFetching() + useIsMutating() > 0 || routing;
  // Each new address starts unready, even one whose load was too quick to show as busy.
  // biome-ignore lint/correctness/useExhaustiveDependencies: href only restarts the wait
  useEffect(() => {
    markPageReady(false);
    if (busy) return;
    const timer = setTimeout(() => markPageReady(true), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [busy, href]);
  return null;
}
