import { defineConfig } from '@lingui/cli';
import { FEATURE_CATALOGS } from './src/lib/catalog-names.ts';

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
// Catalogs per locale: `landing` (the public landing), `admin` (the staff area, the landing's editors
// included), one per feature of FEATURE_CATALOGS and `messages` (everything else). The SPA loads `messages`
// before its first render and the others with the routes that need them; the landing entry loads `landing`.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ru', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    { path: '<rootDir>/locales/{locale}/landing', include: LANDING },
    { path: '<rootDir>/locales/{locale}/admin', include: ADMIN },
    ...FEATURE_CATALOGS.map((name) => ({
      path: `<rootDir>/locales/{locale}/${name}`,
      include: [`src/features/${name}`],
      exclude: ADMIN,
    })),
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src', 'contract', 'api'],
      // The cookie notice is in both: the landing shows it, and so does every SPA page.
      exclude: [
        ...LANDING.filter((p) => !p.includes('cookie-notice')),
        ...ADMIN,
        ...FEATURE_CATALOGS.map((n) => `src/features/${n}`),
      ],
    },
  ],
});
