import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
    }),
    // The Lingui macro must run before the React transform sees the JSX.
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui(),
    // The service worker (src/sw/sw.ts) precaches the shell, every route chunk and both locale catalogs.
    // The manifest is a static file in public/; screenshots only matter to the install UI, so they stay online.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,webmanifest}'],
        globIgnores: ['screenshots/**'],
        // Larger files (course media) are cached at runtime by the worker instead.
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
  ],
  build: { target: 'es2022', sourcemap: false, manifest: true },
  server: { proxy: { '/api': 'http://127.0.0.1:3000' } },
});
