import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import type { DbLoader } from './db/lazy-db.ts';
import type { Auth } from './lib/auth.ts';

/** What every route's beforeLoad/loader can reach (architecture §4.2). */
export interface RouterContext {
  auth: Auth;
  queryClient: QueryClient;
  i18n: I18n;
  /** IndexedDB, loaded lazily. */
  db: DbLoader;
}
