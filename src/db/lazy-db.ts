import type { AppDb } from './app-db.ts';

/** Dexie is loaded on first use, keeping it out of the first page's bundle. */
export type DbLoader = () => Promise<AppDb>;
export const loadDb: DbLoader = () => import('./app-db.ts').then((m) => m.db);
