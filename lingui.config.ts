import { defineConfig } from '@lingui/cli';

// English is the source language in code; Russian lives in locales/ru. The "by" locale reuses Russian.
export default defineConfig({
  sourceLocale: 'en',
  locales: ['ru', 'en'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src', 'contract', 'api'] }],
});
