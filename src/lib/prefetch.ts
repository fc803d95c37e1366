import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { RouterContext } from '../router-context.ts';

/**
 * A route loader that starts the page's query while the page's code is still loading (or on hover, with
 * preload on intent), instead of after the component mounts. The query module comes by dynamic import so
 * it stays out of the main bundle; the loader never waits and never throws: the page shows its own
 * loading and error states as before. The query should have a staleTime, or the mount fetches it again.
 */
export const prefetchLoader =
  <Data, Key extends QueryKey>(load: () => Promise<FetchQueryOptions<Data, Error, Data, Key>>) =>
  ({ context }: { context: RouterContext }): void => {
    // A module that fails to load is the page's import's to report (chunk reload), not a stray rejection.
    void load()
      .then((options) => context.queryClient.prefetchQuery(options))
      .catch(() => {});
  };
