import { defineConfig } from '@lingui/cli';

/** What the guests' landing entry renders: its catalog is the only one that page loads (decision 055). */
const LANDING = ['src/features/landing/components', 'src/landing', 'src/components/cookie-notice.tsx'];

/** The staff area: its catalog loads when a staff route is first entered (decision 082). */
const ADMIN = [
  'src/features/*/admin/**',
  'src/routes/_admin',
  'src/routes/_admin.tsx',
  'src/components/layouts/admin-layout.tsx',
];

// English is the source language in code; Russian lives in locales/ru. The "by" locale reuses Russian.
// Three catalogs per locale: `landing` (the public landing), `admin` (the staff area, the landing's editors
// included) and `messages` (everything else). The SPA loads `messages` and `landing` before its first render
// and `admin` with the first staff route; the landing entry loads only `landing`.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ru', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/landing', include: LANDING },
    { path: '<rootDir>/locales/{locale}/admin', include: ADMIN },
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src', 'contract', 'api'],
      exclude: [...LANDING, ...ADMIN],
    },
  ],
});
