import { defineConfig } from '@lingui/cli';

/** What the guests' landing entry renders: its catalog is the only one that page loads (decision 055). */
const LANDING = ['src/features/landing/components', 'src/landing', 'src/components/cookie-notice.tsx'];

// English is the source language in code; Russian lives in locales/ru. The "by" locale reuses Russian.
// Two catalogs per locale: `landing` (the public landing) and `messages` (everything else, incl. the admin
// editors of the landing). The SPA loads both; the landing entry loads only `landing`.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ru', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/landing', include: LANDING },
    { path: '<rootDir>/locales/{locale}/messages', include: ['src', 'contract', 'api'], exclude: LANDING },
  ],
});
