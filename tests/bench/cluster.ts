/**
 * `npm run bench:cluster` (under scripts/with-postgres.sh): does a second instance add capacity, or does
 * shared state eat it?
 * 1. GET /api/v1/auth/session (the "who am I" call the app makes) through haproxy with one instance behind
 *    it, then two, in alternating rounds on the same stack (PostgreSQL, Redis, S3). Prints req/s, the
 *    CPU-seconds the API processes used (/proc/<pid>/stat), requests per CPU-second and the ratio
 *    2-instance / 1-instance of it (goal ≥ 0.8).
 * 2. Upload throughput on S3 next to local disk: tests/bench/upload-s3.ts (goal ≥ 0.5).
 * Two load modes: a fixed rate per instance (the goal: twice the instances, twice the load, the same CPU per
 * request) and as fast as the connections go (shown; on 2 cores it measures the machine more than the app).
 *   BENCH_SECONDS=10 BENCH_CONNECTIONS=16 BENCH_ROUNDS=2 BENCH_RATE_PER_INSTANCE=400 BENCH_MB=200 to tune.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../../api/db/seed/demo.ts';
import { cpuSeconds } from '../cluster/processes.ts';
import { type Stack, startStack } from '../cluster/stack.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
const RATE_PER_INSTANCE = Number(process.env.BENCH_RATE_PER_INSTANCE ?? 400);
const SESSION_GOAL = 0.8;
const UPLOAD_GOAL = 0.5;

/** How the load generator drives the balancer for a set of instances. */
interface Mode {
  title: string;
  goal: boolean;
  options: (instances: number) => { connections: number; overallRate?: number };
}

const MODES: Mode[] = [
  {
    // The scale-out question: twice the instances take twice the load at the same cost per request.
    title: `${RATE_PER_INSTANCE} req/s per instance (the load doubles with the instances)`,
    goal: true,
    options: (n) => ({ connections: CONNECTIONS, overallRate: RATE_PER_INSTANCE * n }),
  },
  {
    // As fast as it goes: on 2 cores the load generator, haproxy and PostgreSQL take the other core, so
    // two half-busy processes pay more per request than one busy one (shown, not a goal).
    title: `${CONNECTIONS} connections, as fast as they go`,
    goal: false,
    options: () => ({ connections: CONNECTIONS }),
  },
];

interface Figures {
  requests: number;
  seconds: number;
  apiCpu: number;
  balancerCpu: number;
  redisCpu: number;
}

const verdict = (ratio: number, goal: number) => (ratio >= goal ? 'OK' : 'OVER');

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/sign-in`, {
    method: 'POST',
    // Its own client address: the benchmark's sign-in must not share a limit with anything else.
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
    body: JSON.stringify({ email: 'ambassador@demo.local', password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** Loads the balancer; CPU is counted for the instances behind it (`names`), haproxy and Redis. */
async function load(stack: Stack, token: string, seconds: number, names: readonly string[], mode: Mode) {
  const apiPids = names.map((n) => stack.instances[n]?.pid ?? 0);
  const cpu = () => ({
    api: apiPids.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
    balancer: cpuSeconds(stack.balancerPid()),
    redis: cpuSeconds(stack.redisPid),
  });
  const before = cpu();
  const started = performance.now();
  const result = await autocannon({
    url: `${stack.url}/api/v1/auth/session`,
    ...mode.options(names.length),
    duration: seconds,
    headers: { authorization: `Bearer ${token}` },
  });
  const elapsed = (performance.now() - started) / 1000;
  const after = cpu();
  if (result.non2xx || result.errors) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requests: result.requests.average * seconds,
    seconds: elapsed,
    apiCpu: after.api - before.api,
    balancerCpu: after.balancer - before.balancer,
    redisCpu: after.redis - before.redis,
  };
}

const add = (a: Figures, b: Figures): Figures => ({
  requests: a.requests + b.requests,
  seconds: a.seconds + b.seconds,
  apiCpu: a.apiCpu + b.apiCpu,
  balancerCpu: a.balancerCpu + b.balancerCpu,
  redisCpu: a.redisCpu + b.redisCpu,
});
const zero: Figures = { requests: 0, seconds: 0, apiCpu: 0, balancerCpu: 0, redisCpu: 0 };
const SETTINGS = [
  ['one', ['a'], '1 instance '],
  ['two', ['a', 'b'], '2 instances'],
] as const;

/** One mode: alternating rounds of one and two instances, summed (a shared machine's load drifts). */
async function measure(stack: Stack, token: string, mode: Mode): Promise<boolean> {
  const totals: Record<'one' | 'two', Figures> = { one: zero, two: zero };
  for (let round = 0; round < ROUNDS; round++) {
    for (const [key, names] of SETTINGS) {
      await stack.balance([...names]);
      await load(stack, token, 1, names, mode); // the new haproxy's connections
      totals[key] = add(totals[key], await load(stack, token, SECONDS / ROUNDS, names, mode));
    }
  }
  console.log(`GET /api/v1/auth/session through haproxy, ${mode.title}, ${SECONDS} s per setting:`);
  const perCpu = (f: Figures) => f.requests / f.apiCpu;
  for (const [key, , label] of SETTINGS) {
    const f = totals[key];
    console.log(
      `  ${label}: ${(f.requests / f.seconds).toFixed(0).padStart(6)} req/s   API CPU ${f.apiCpu.toFixed(1)} s` +
        `   ${perCpu(f).toFixed(0).padStart(5)} req/CPU-s   (haproxy ${f.balancerCpu.toFixed(1)} s, ` +
        `redis ${f.redisCpu.toFixed(2)} s CPU)`,
    );
  }
  const ratio = perCpu(totals.two) / perCpu(totals.one);
  const raw = totals.two.requests / totals.two.seconds / (totals.one.requests / totals.one.seconds);
  const goal = mode.goal ? `   goal ≥ ${SESSION_GOAL}: ${verdict(ratio, SESSION_GOAL)}` : '';
  console.log(`  req/s ratio 2/1: ${raw.toFixed(2)}   req per CPU-s ratio 2/1: ${ratio.toFixed(2)}${goal}`);
  return !mode.goal || ratio >= SESSION_GOAL;
}

async function sessionBench(): Promise<boolean> {
  // Readiness checks every 2 s, as a production balancer would; the tests use 0.5 s to see kills fast.
  const stack = await startStack(undefined, { checkIntervalMs: 2_000 });
  try {
    const token = await signIn(stack.url);
    // Warm-up: each instance's JIT, statement caches and pools.
    await load(stack, token, WARMUP_SECONDS, ['a', 'b'], MODES[1] as Mode);
    console.log(`(PostgreSQL, Redis, S3; ${ROUNDS} alternating rounds; Node ${process.version})`);
    let ok = true;
    for (const mode of MODES) ok = (await measure(stack, token, mode)) && ok;
    return ok;
  } finally {
    await stack.stop();
  }
}

/** The storage benchmark (tests/bench/upload-s3.ts), its output passed through and its ratio read. */
function uploadBench(): Promise<boolean> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, 'upload-s3.ts')], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      process.stdout.write(chunk);
    });
    child.once('error', fail);
    child.once('exit', (code) => {
      const ratio = Number(/ratio S3\/disk: ([\d.]+)/.exec(out)?.[1]);
      if (code !== 0 || Number.isNaN(ratio)) return fail(new Error(`upload-s3.ts exited with ${code}`));
      console.log(
        `  upload S3/disk ratio: ${ratio.toFixed(2)}   goal ≥ ${UPLOAD_GOAL}: ${verdict(ratio, UPLOAD_GOAL)}`,
      );
      done(ratio >= UPLOAD_GOAL);
    });
  });
}

const sessionOk = await sessionBench();
console.log('');
const uploadOk = await uploadBench();
process.exit(sessionOk && uploadOk ? 0 : 1);
