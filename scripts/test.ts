/**
 * `npm test`: every check the repository has, in order, stopping at the first failure with its exit code.
 * Browser tests run against the production build, so the build comes before Vitest.
 */
import { spawnSync } from 'node:child_process';
import { delimiter, dirname, join, resolve } from 'node:path';
import { ensurePackages, PROGRAMS } from './ensure-packages.ts';

const root = resolve(import.meta.dirname, '..');
// Tools from node_modules/.bin, and the Node running this script (v24 from the `node` devDependency) first.
const PATH = [join(root, 'node_modules/.bin'), dirname(process.execPath), process.env.PATH].join(delimiter);
const env = { ...process.env, PATH };

const steps: [name: string, command: string, args: string[]][] = [
  ['lingui compile', 'lingui', ['compile', '--typescript']],
  ['typecheck app', 'tsc', ['--noEmit', '-p', 'tsconfig.json']],
  ['typecheck service worker', 'tsc', ['--noEmit', '-p', 'src/sw/tsconfig.json']],
  ['lint', 'biome', ['check', '--error-on-warnings', '.']],
  ['build', 'vite', ['build']],
  ['vitest (unit, api, e2e)', 'vitest', ['run', '--project', 'unit', '--project', 'api', '--project', 'e2e']],
  // Alone, after the rest: it kills and restarts a real API on one port (vitest.config.ts).
  ['chaos (8 kills)', 'vitest', ['run', '--project', 'chaos']],
];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const total = performance.now();

let started = performance.now();
console.log('\n▶ ensure chromium and redis-server');
ensurePackages([PROGRAMS.chromium, PROGRAMS.redis]);
console.log(`✔ ensure chromium and redis-server (${seconds(started)})`);

for (const [name, command, args] of steps) {
  started = performance.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit' });
  if (result.error) console.error(result.error.message);
  const code = result.status ?? 1;
  if (code !== 0) {
    console.error(`\n✘ ${name} failed with exit code ${code} (${seconds(started)})`);
    process.exit(code);
  }
  console.log(`✔ ${name} (${seconds(started)})`);
}
console.log(`\nAll checks passed in ${seconds(total)}.`);
