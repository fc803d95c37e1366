import type { QueryClient } from '@tanstack/react-query';
import type { Auth } from './lib/auth.ts';

/** What every route's beforeLoad/loader can reach (architecture §4.2). */
export interface RouterContext {
  auth: Auth;
  /** Loaders start a page's query while its code loads (lib/prefetch.ts). */
  queryClient: QueryClient;
}
