/**
 * API benchmark: GET /api/v1/auth/session on the real app vs. a bare Fastify + node:sqlite server doing the
 * same lookup (token hash → session → user row, HMAC for the support widget). Both run in their own child
 * process on loopback against the same SQLite file; autocannon loads one at a time.
 * Method (a shared machine's load drifts within seconds): both servers are warmed up, then measured in
 * BENCH_ROUNDS short rounds, each round one bare and one app run back to back, the order swapped every round
 * (bare-app, app-bare, …) so neither always follows the other. The ratio is the median of the rounds' own
 * ratios; each server's req/s is its median round.
 * Then the idle memory: `npm run serve` (its command from package.json, run directly) restarted on the
 * seeded data, its RSS 5 s after /readyz.
 * Prints both goal lines (issue 24: ratio ≥ 0.85, idle RSS < 150 MB) and exits 1 when one is missed.
 *   node tests/bench/api.ts     (BENCH_SECONDS=24 per server, BENCH_ROUNDS=12, BENCH_CONNECTIONS=16;
 *                                BENCH_CPU_PROF=dir writes both servers' CPU profiles of the measured rounds)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 24);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 12);
const GOAL_RATIO = 0.85;
const GOAL_IDLE_RSS_MB = 150;
const PROFILE_DIR = process.env.BENCH_CPU_PROF;
const SECRET = 'bench-secret';

/** What both the in-process app and the real server are started with: a seeded copy, secrets, no logs. */
const serverEnv = (dir: string) => ({
  VAR_DIR: dir,
  DATABASE_URL: join(dir, 'app.db'),
  STATIC_DIR: join(dir, 'dist'),
  SUPPORT_HMAC_SECRET: SECRET,
  COOKIE_SECRET: SECRET,
  SALES_WEBHOOK_SECRET: SECRET,
  LOG_LEVEL: 'silent',
});
const [mode, arg] = process.argv.slice(2);

/** Child: the real app, production settings, seeded. */
async function serveApp(dir: string) {
  const { loadConfig } = await import('../../api/config.ts');
  const { buildApp } = await import('../../api/app.ts');
  const { seedDemo } = await import('../../api/db/seed/demo.ts');
  const config = loadConfig({
    NODE_ENV: 'production',
    ...serverEnv(dir),
  });
  const app = await buildApp(config);
  await seedDemo(app.orm.em.fork());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server.address();
}

type Row = Record<string, string | number | null>;

/** Child: the baseline, one prepared statement and nothing else. */
async function serveBare(dbFile: string) {
  const { default: Fastify } = await import('fastify');
  const { DatabaseSync } = await import('node:sqlite');
  const db = new DatabaseSync(dbFile);
  db.exec('pragma journal_mode = WAL; pragma busy_timeout = 5000; pragma foreign_keys = ON');
  const lookup = db.prepare(
    `select u.*, exists(select 1 from placements p where p.owner_id = u.id and p.status = 'needs_removal')
       as has_not_deleted
     from auth_sessions s join users u on u.id = s.user_id
     where s.access_token_hash = ? and s.rotated_at is null and s.revoked_at is null and s.access_expires_at > ?`,
  );
  const app = Fastify();
  app.get('/api/v1/auth/session', async (request, reply) => {
    const token = /^Bearer\s+(\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const row = token
      ? (lookup.get(createHash('sha256').update(token).digest('hex'), Date.now()) as Row | undefined)
      : undefined;
    if (!row) return reply.code(401).send({ message: 'Войдите в аккаунт', code: 'unauthorized' });
    const user = {
      id: row.id,
      email: row.email,
      role: row.role,
      status: row.status,
      inn: row.inn,
      residency: row.residency,
      type: row.type,
      first_name: row.first_name,
      last_name: row.last_name,
      surname: row.surname,
      onboarding_completed: row.onboarding_completed === 1,
      access: row.access,
      has_not_deleted: row.has_not_deleted === 1,
    };
    const fio = [row.last_name, row.first_name, row.surname].filter(Boolean).join(' ');
    return {
      user,
      support: {
        app_id: null,
        user: {
          id: row.id,
          hash_mac: createHmac('sha256', SECRET).update(String(row.id)).digest('hex'),
          fio,
          first_name: row.first_name ?? '',
          email: row.email,
          regtime: new Date(Number(row.created_at)).toISOString(),
          access_name: row.status,
          ip: request.ip,
        },
      },
    };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server.address();
}

function start(args: string[]): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [import.meta.filename, ...args], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  // Never left behind, even when this process ends on an error.
  process.once('exit', () => child.kill('SIGKILL'));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${args[0]} exited with ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      const port = /READY (\d+)/.exec(chunk.toString())?.[1];
      if (port) resolve({ child, url: `http://127.0.0.1:${port}` });
    });
  });
}

async function load(url: string, token: string, duration: number) {
  const result = await autocannon({
    url: `${url}/api/v1/auth/session`,
    connections: CONNECTIONS,
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx || result.errors)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total };
}

/** CPU seconds a process has used so far (Linux /proc: utime + stime, in clock ticks of 1/100 s). */
function cpuSeconds(pid: number | undefined): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

const ROOT = join(import.meta.dirname, '../..');

/** `npm run serve` as written in package.json (its environment and node's arguments), so the figure is the deployment's. */
function serveCommand(): { env: Record<string, string>; args: string[] } {
  const script = (
    JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts.serve as string;
  const words = script.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [name, value] = (words.shift() as string).split('=') as [string, string];
    env[name] = value;
  }
  if (words.shift() !== 'node') throw new Error(`npm run serve is not a node command: ${script}`);
  return { env, args: words };
}

/** RSS of `npm run serve` restarted on the bench's seeded data, 5 s after it is ready (no load). */
async function idleRss(dir: string): Promise<number> {
  const port = await freePort();
  const { env: scriptEnv, args } = serveCommand();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...scriptEnv,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      ...serverEnv(dir),
    },
  });
  try {
    for (let tries = 0; ; tries++) {
      if (child.exitCode !== null) throw new Error(`api/server.ts exited with ${child.exitCode}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) break;
      if (tries > 600) throw new Error('api/server.ts not ready after 60 s');
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 5_000));
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]) * 1024;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const children: ChildProcess[] = [];
  try {
    const app = await start(['serve-app', dir]);
    children.push(app.child);
    const signIn = await fetch(`${app.url}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ambassador@demo.local', password: 'Demo2024!' }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const bare = await start(['serve-bare', join(dir, 'app.db')]);
    children.push(bare.child);

    // Warm-up, twice each and interleaved: JIT tiers, statement caches, keep-alive sockets, heap sizes.
    for (let i = 0; i < 2; i++) {
      await load(bare.url, token, 2);
      await load(app.url, token, 2);
    }
    if (PROFILE_DIR) for (const { child } of [app, bare]) child.send?.('profile');
    const rounds: { bare: number; app: number; bareP99: number; appP99: number }[] = [];
    const seconds = SECONDS / ROUNDS;
    // Server CPU per request (less sensitive to the machine's load than req/s; shown, not the goal).
    const cpu = { bare: { s: 0, n: 0 }, app: { s: 0, n: 0 } };
    const measured = async (name: 'bare' | 'app') => {
      const server = name === 'bare' ? bare : app;
      const before = cpuSeconds(server.child.pid);
      const result = await load(server.url, token, seconds);
      cpu[name].s += cpuSeconds(server.child.pid) - before;
      cpu[name].n += result.total;
      return result;
    };
    for (let round = 0; round < ROUNDS; round++) {
      // Swapped every round: bare-app, app-bare, … (a drift in the machine's load hits both alike).
      const bareFirst = round % 2 === 0;
      const first = await measured(bareFirst ? 'bare' : 'app');
      const second = await measured(bareFirst ? 'app' : 'bare');
      const [b, a] = bareFirst ? [first, second] : [second, first];
      rounds.push({ bare: b.rps, app: a.rps, bareP99: b.p99, appP99: a.p99 });
    }
    for (const child of children) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    children.length = 0;
    const rss = await idleRss(dir);

    const ratio = median(rounds.map((r) => r.app / r.bare));
    const ratioOk = ratio >= GOAL_RATIO;
    const rssMb = rss / 2 ** 20;
    const rssOk = rssMb < GOAL_IDLE_RSS_MB;
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    console.log(
      `GET /api/v1/auth/session, ${CONNECTIONS} connections, ${SECONDS} s per server ` +
        `(${ROUNDS} rounds of ${seconds} s, order swapped each round, medians; Node ${process.version})`,
    );
    console.log(`  rounds app/bare: ${rounds.map((r) => (r.app / r.bare).toFixed(2)).join(' ')}`);
    console.log(
      `  bare Fastify + node:sqlite: ${median(rounds.map((r) => r.bare))
        .toFixed(0)
        .padStart(7)} req/s   ` + `p99 ${median(rounds.map((r) => r.bareP99))} ms`,
    );
    console.log(
      `  app (MikroORM, plugins):    ${median(rounds.map((r) => r.app))
        .toFixed(0)
        .padStart(7)} req/s   ` + `p99 ${median(rounds.map((r) => r.appP99))} ms`,
    );
    const µs = (c: { s: number; n: number }) => (c.s * 1e6) / c.n;
    console.log(
      `  server CPU per request: bare ${µs(cpu.bare).toFixed(0)} µs, app ${µs(cpu.app).toFixed(0)} µs ` +
        `(bare/app ${(µs(cpu.bare) / µs(cpu.app)).toFixed(2)}; for reading, not the goal)`,
    );
    console.log(
      `  ratio app/bare (median of rounds): ${ratio.toFixed(2)} (goal ≥ ${GOAL_RATIO}) ${verdict(ratioOk)}`,
    );
    console.log(
      `  idle RSS (npm run serve, seeded data, 5 s after ready): ${rssMb.toFixed(0)} MB ` +
        `(goal < ${GOAL_IDLE_RSS_MB} MB) ${verdict(rssOk)}`,
    );
    if (!ratioOk || !rssOk) process.exitCode = 1;
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

/** With BENCH_CPU_PROF: profile from the parent's 'profile' message (after the warm-up) until SIGTERM. */
async function profileOnRequest(name: string) {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  process.on('message', () => void session.post('Profiler.start'));
  process.once('SIGTERM', async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(join(PROFILE_DIR as string, `${name}.cpuprofile`), JSON.stringify(profile));
    process.exit(0);
  });
}

if (mode === 'serve-app' || mode === 'serve-bare') {
  const address = mode === 'serve-app' ? await serveApp(arg!) : await serveBare(arg!);
  if (PROFILE_DIR) await profileOnRequest(mode);
  console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
} else {
  await main();
}
