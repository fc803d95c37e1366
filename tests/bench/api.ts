/**
 * API benchmark: GET /api/v1/auth/session on the real app vs. a bare Fastify + node:sqlite server doing the
 * same lookup (token hash → session → user row, HMAC for the support widget). Both run in their own child
 * process on loopback against the same SQLite file; autocannon loads one at a time, in alternating rounds.
 * Prints figures only.
 *   node tests/bench/api.ts            (BENCH_SECONDS=10, BENCH_CONNECTIONS=16 to tune)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const SECRET = 'bench-secret';
const [mode, arg] = process.argv.slice(2);

/** Child: the real app, production settings, seeded. */
async function serveApp(dir: string) {
  const { loadConfig } = await import('../../api/config.ts');
  const { buildApp } = await import('../../api/app.ts');
  const { seedDemo } = await import('../../api/db/seed/demo.ts');
  const config = loadConfig({
    NODE_ENV: 'production',
    VAR_DIR: dir,
    DATABASE_URL: join(dir, 'app.db'),
    STATIC_DIR: join(dir, 'dist'),
    SUPPORT_HMAC_SECRET: SECRET,
    COOKIE_SECRET: SECRET,
    SALES_WEBHOOK_SECRET: SECRET,
    LOG_LEVEL: 'silent',
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
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
  return { rps: result.requests.average, p99: result.latency.p99 };
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

    const targets = [
      ['bare', bare.url],
      ['app', app.url],
    ] as const;
    for (const [, url] of targets) await load(url, token, 2); // warm-up: JIT, statement caches, sockets
    // Alternating rounds, best round per server: a shared machine's load drifts during a run.
    const figures: Record<string, { rps: number; p99: number }> = {};
    for (let round = 0; round < ROUNDS; round++) {
      for (const [name, url] of targets) {
        const result = await load(url, token, SECONDS / ROUNDS);
        if (!figures[name] || result.rps > figures[name].rps) figures[name] = result;
      }
    }
    const { app: a, bare: b } = figures as {
      app: { rps: number; p99: number };
      bare: { rps: number; p99: number };
    };
    console.log(
      `GET /api/v1/auth/session, ${CONNECTIONS} connections, ${SECONDS} s each ` +
        `(${ROUNDS} alternating rounds, best shown; Node ${process.version})`,
    );
    console.log(`  bare Fastify + node:sqlite: ${b.rps.toFixed(0).padStart(7)} req/s   p99 ${b.p99} ms`);
    console.log(`  app (MikroORM, plugins):    ${a.rps.toFixed(0).padStart(7)} req/s   p99 ${a.p99} ms`);
    console.log(`  ratio app/bare:             ${(a.rps / b.rps).toFixed(2)}   (goal ≥ 0.85)`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

if (mode === 'serve-app' || mode === 'serve-bare') {
  const address = mode === 'serve-app' ? await serveApp(arg!) : await serveBare(arg!);
  console.log(`READY ${typeof address === 'object' && address ? address.port : 0}`);
} else {
  await main();
}
