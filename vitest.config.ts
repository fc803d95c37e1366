import { availableParallelism } from 'node:os';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import LongFilesFirst from './tests/helpers/long-files-first.ts';

// Migrated and seeded databases copied by every api and browser test (tests/helpers/db-template.ts).
const TEMPLATES = 'tests/helpers/db-template-setup.ts';

// API and browser files run side by side on every core (Vitest's default leaves one idle: a single worker
// on a 2-core CI machine). Each file has its own database, ports and temp dirs.
const WORKERS = Math.max(2, availableParallelism());

// Five projects: unit (client logic, happy-dom), api (Fastify through inject, a real database),
// e2e (the built app served by the real server, driven in Debian's Chromium), chaos (run alone) and
// cluster (several instances behind haproxy).
export default defineConfig({
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), react(), lingui()],
  test: {
    // The default output, then the run's slowest files.
    reporters: ['default', './tests/helpers/slowest-files.ts'],
    sequence: { sequencer: LongFilesFirst },
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
          setupFiles: ['tests/helpers/api-setup.ts'],
          // The files of a worker share its modules instead of importing the app anew for each file (1–3 s
          // each, twice per CI run): every file builds its own app on its own database, and what little state
          // the modules keep for tests is reset after each file (decision 103).
          isolate: false,
          maxWorkers: WORKERS,
          // Its own group (after unit, before e2e): a group's projects must share one worker count.
          sequence: { groupOrder: 1 },
          globalSetup: [TEMPLATES],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts', 'tests/pwa/**/*.test.ts'],
          globalSetup: [TEMPLATES],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // A poll waits for something the browser or server does: Vitest's 1 s default fails it on a busy
          // machine. A longer limit costs nothing when the awaited thing comes.
          expect: { poll: { timeout: 10_000 } },
          // One browser file at a time, after api (decision 090, amended): two at a time saved about five
          // minutes, but with two Chromiums and two servers on a 2-core machine a browser test twice waited
          // 30 s for a page that comes in about 1 s alone, and one such wait fails the whole run.
          maxWorkers: 1,
          // As api: one worker runs every browser file on the modules it has already imported (decision 103).
          isolate: false,
          sequence: { groupOrder: 2 },
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
