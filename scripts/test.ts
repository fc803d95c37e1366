/**
 * `npm test`: every check the repository has, stopping at the first failure with its exit code.
 * Browser tests run against the production build, so the build comes before Vitest. The app's type check
 * (one core for half a minute) runs beside lint and build; its output is printed when it ends. At the end:
 * each step's time and each Vitest project's slowest files (tests/helpers/slowest-files.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { ensurePackages, PROGRAMS } from './ensure-packages.ts';

const root = resolve(import.meta.dirname, '..');
// Tools from node_modules/.bin, and the Node running this script (v24 from the `node` devDependency) first.
const PATH = [join(root, 'node_modules/.bin'), dirname(process.execPath), process.env.PATH].join(delimiter);
const reportDir = mkdtempSync(join(tmpdir(), 'npm-test-'));
const slowest = join(reportDir, 'slowest.txt');
const env = { ...process.env, PATH, SLOWEST_FILES_OUT: slowest };

type Step = [name: string, command: string, args: string[]];

/** Started after the catalogs are compiled (it reads them) and awaited before Vitest. */
const beside: Step = ['typecheck app', 'tsc', ['--noEmit', '-p', 'tsconfig.json']];
const steps: Step[] = [
  ['lingui compile', 'lingui', ['compile', '--typescript']],
  ['typecheck app', 'beside', []],
  ['typecheck service worker', 'tsc', ['--noEmit', '-p', 'src/sw/tsconfig.json']],
  ['lint', 'biome', ['check', '--error-on-warnings', '.']],
  ['build', 'vite', ['build']],
  ['vitest (unit, api, e2e)', 'vitest', ['run', '--project', 'unit', '--project', 'api', '--project', 'e2e']],
  // Alone, after the rest: it kills and restarts a real API on one port (vitest.config.ts).
  ['chaos (8 kills)', 'vitest', ['run', '--project', 'chaos']],
];

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
const total = performance.now();
const timings: string[] = [];

let besideChild: ChildProcess | null = null;

function fail(name: string, code: number, started: number): never {
  besideChild?.kill();
  console.error(`\n✘ ${name} failed with exit code ${code} (${seconds(started)})`);
  rmSync(reportDir, { recursive: true, force: true });
  process.exit(code);
}

/** Runs a step in the foreground (its output as it comes); resolves with its exit code. */
function inherited(command: string, args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
    child.on('error', (error) => console.error(error.message));
    child.on('close', (code) => done(code ?? 1));
  });
}

/** Runs a step with its output buffered; resolves with the exit code and the output. */
function buffered([, command, args]: Step): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    besideChild = child;
    const chunks: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => chunks.push(c));
    child.stderr.on('data', (c: Buffer) => chunks.push(c));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      besideChild = null;
      done({ code: code ?? 1, output: Buffer.concat(chunks).toString() });
    });
  });
}

let started = performance.now();
console.log('\n▶ ensure chromium and redis-server');
ensurePackages([PROGRAMS.chromium, PROGRAMS.redis]);
console.log(`✔ ensure chromium and redis-server (${seconds(started)})`);

let besideStarted = 0;
let besideDone: Promise<{ code: number; output: string; took: string }> | null = null;

for (const [name, command, args] of steps) {
  if (command === 'beside') {
    besideStarted = performance.now();
    console.log(`\n▶ ${name} (beside the next steps): ${beside[1]} ${beside[2].join(' ')}`);
    besideDone = buffered(beside).then((result) => ({ ...result, took: seconds(besideStarted) }));
    continue;
  }
  if (command === 'vitest' && besideDone) {
    const { code, output, took } = await besideDone;
    besideDone = null;
    process.stdout.write(output);
    if (code !== 0) fail(beside[0], code, besideStarted);
    console.log(`✔ ${beside[0]} (${took})`);
    timings.push(`${took.padStart(9)}  ${beside[0]} (beside lint and build)`);
  }
  started = performance.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const code = await inherited(command, args);
  if (code !== 0) fail(name, code, started);
  console.log(`✔ ${name} (${seconds(started)})`);
  timings.push(`${seconds(started).padStart(9)}  ${name}`);
}

let report = '';
try {
  report = readFileSync(slowest, 'utf8');
} catch {
  // A run of single files prints no list.
}
rmSync(reportDir, { recursive: true, force: true });
console.log(`\nSteps:\n${timings.join('\n')}\n${report}`);
console.log(`All checks passed in ${seconds(total)}.`);
