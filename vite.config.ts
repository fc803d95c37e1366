import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { dropMessageSources } from './scripts/drop-message-sources.ts';
import { landingPrerender } from './scripts/landing-prerender.ts';
import { precompress } from './scripts/precompress.ts';
import { preloadDeps } from './scripts/preload-deps.ts';

/** What both the client build and the landing's SSR prerender need to compile components and catalogs. */
const compile = () => [
  // The Lingui macro must run before the React transform sees the JSX.
  babel({ presets: [linguiTransformerBabelPreset()] }),
  react(),
  lingui(),
];

const preload = preloadDeps();

export default defineConfig({
  plugins: [
    preload.plugin,
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    ...compile(),
    // The browser needs the ids of the contract's texts, not their English source (the catalogs have it).
    dropMessageSources(),
    // The guests' landing: prerendered per locale variant after the client build (decision 054).
    landingPrerender(compile),
    // Brotli and gzip copies of the hashed assets, served by api/plugins/static.ts.
    precompress(),
    // The service worker (src/sw/sw.ts) precaches the shell, every route chunk and both locale catalogs.
    // The manifest is served with the configured brand (decision 065), so it is not precached as built;
    // screenshots only matter to the install UI, so they stay online.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2}'],
        // The prerendered landing and sign-in variants are served fresh by the server; offline, the shell renders them.
        globIgnores: ['screenshots/**', 'landing.html', 'landing/**', 'login.html', 'login/**'],
        // Larger files (course media) are cached at runtime by the worker instead.
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // A dynamic import preloads only what its importer has not already loaded (decision 096).
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    manifest: true,
    // The SPA, the guests' landing and sign-in page (no router, no query client, no Dexie: decisions 054, 100).
    rolldownOptions: { input: { index: 'index.html', landing: 'landing.html', login: 'login.html' } },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
