import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Five projects: unit (client logic, happy-dom), api (Fastify through inject, a real database),
// e2e (the built app served by the real server, driven in Debian's Chromium), chaos (run alone) and
// cluster (several instances behind haproxy).
export default defineConfig({
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), react(), lingui()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          setupFiles: ['tests/helpers/unit-setup.ts'],
          include: ['tests/unit/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts', 'tests/pwa/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      // The short chaos run SIGKILLs and restarts a real API on a fixed port many times; it runs on its own,
      // after the others (scripts/test.ts), so no other test's server can take that port between a kill
      // and the restart, and its timing does not depend on what else runs.
      {
        test: {
          name: 'chaos',
          environment: 'node',
          include: ['tests/chaos/chaos.test.ts'],
          testTimeout: 480_000,
          hookTimeout: 180_000,
        },
      },
      // `npm run test:cluster` (under scripts/with-postgres.sh): two instances, Redis, S3 and haproxy, started
      // once by the global set-up; never part of `npm test`.
      {
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['tests/cluster/**/*.test.ts'],
          globalSetup: ['tests/cluster/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
