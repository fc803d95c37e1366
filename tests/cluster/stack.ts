/**
 * The several-instances stack on loopback, used by `npm run test:cluster` and `npm run bench:cluster`:
 * Redis, the S3 test server, API instances (`node api/server.ts`) on one PostgreSQL (DATABASE_URL, from
 * scripts/with-postgres.sh) and haproxy in front. The first instance starts alone (migrations and the demo
 * seed must not race), then the others. Everything lives in one temp dir and is torn down by `stop()`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensurePackages, PROGRAMS } from '../../scripts/ensure-packages.ts';
import { freePort } from '../helpers/server.ts';
import { type Child, haproxyConfig, removeOnExit, sleep, spawnChild, waitUntil } from './processes.ts';
import { type S3Server, startS3 } from './s3.ts';

const root = resolve(import.meta.dirname, '../..');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const HAPROXY = PROGRAMS.haproxy.path;
/** The same secrets on every instance: a session or signature made on one is valid on all. */
export const CLUSTER_SECRETS = {
  COOKIE_SECRET: 'cluster-cookie-secret-0123456789abcdef',
  SUPPORT_HMAC_SECRET: 'cluster-support-secret-0123456789abcdef',
  SALES_WEBHOOK_SECRET: 'cluster-sales-secret-0123456789abcdef',
  PAYOUT_WEBHOOK_SECRET: 'cluster-payout-secret-0123456789abcdef',
};

export interface InstanceSpec {
  name: string;
  /** Files in the S3 bucket (default) or on this instance's own disk. */
  storage?: 's3' | 'disk';
  /** Left out of the balancer (e.g. the disk instance of the upload benchmark). */
  direct?: boolean;
}

export interface Instance {
  name: string;
  url: string;
  port: number;
  pid: number;
  up: boolean;
}

export interface Stack {
  /** The balancer. */
  url: string;
  dir: string;
  databaseUrl: string;
  redisUrl: string;
  redisPid: number;
  s3: Omit<S3Server, 'close'>;
  instances: Record<string, Instance>;
  haproxyConfigFile: string;
  /** The running haproxy's pid (it changes with `balance`). */
  balancerPid(): number;
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  start(name: string): Promise<void>;
  /** Puts only these instances behind the balancer (haproxy restarts on the same port). */
  balance(names: string[]): Promise<void>;
  stop(): Promise<void>;
}

/** The API serves the built app; build it once if dist/ is missing. */
export function ensureBuild(): void {
  if (existsSync(join(root, 'dist/index.html'))) return;
  console.log('cluster: dist/index.html missing, building the app');
  execFileSync(bin('lingui'), ['compile', '--typescript'], { cwd: root, stdio: 'inherit' });
  execFileSync(bin('vite'), ['build'], { cwd: root, stdio: 'inherit' });
}

async function ok(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
  await res.arrayBuffer();
  return res.ok;
}

/** `checkIntervalMs`: how often haproxy asks each instance's /readyz (tests want kills seen fast). */
export async function startStack(
  specs: InstanceSpec[] = [{ name: 'a' }, { name: 'b' }],
  { checkIntervalMs = 500 } = {},
): Promise<Stack> {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('the cluster needs PostgreSQL: run it under `bash scripts/with-postgres.sh …`');
  ensurePackages([PROGRAMS.redis, PROGRAMS.haproxy, PROGRAMS.chromium]);
  ensureBuild();
  const dir = mkdtempSync(join(tmpdir(), 'ambassador-cluster-'));
  const forget = removeOnExit(dir);
  const children = new Map<string, Child>();
  let s3: S3Server | null = null;
  const stopAll = async () => {
    await Promise.all([...children.values()].map((c) => c.stop()));
    await s3?.close();
    rmSync(dir, { recursive: true, force: true });
    forget();
  };
  try {
    const redisPort = await freePort();
    const redis = spawnChild('redis', 'redis-server', [
      ...['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      ...['--dir', dir],
    ]);
    children.set('redis', redis);
    await waitUntil(redis, 'readiness', async () => redis.output().includes('Ready to accept connections'));
    const redisUrl = `redis://127.0.0.1:${redisPort}`;

    s3 = await startS3(join(dir, 's3'));
    const balancerPort = await freePort();
    const url = `http://127.0.0.1:${balancerPort}`;
    const instances: Record<string, Instance> = {};
    for (const spec of specs) {
      const port = await freePort();
      instances[spec.name] = { name: spec.name, url: `http://127.0.0.1:${port}`, port, pid: 0, up: false };
    }
    const s3Env = {
      S3_URL: s3.url,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    };

    const start = async (name: string) => {
      const spec = specs.find((s) => s.name === name);
      const instance = instances[name];
      if (!spec || !instance) throw new Error(`no instance ${name}`);
      const varDir = join(dir, `var-${name}`);
      mkdirSync(varDir, { recursive: true });
      const child = spawnChild(`api ${name}`, bin('node'), ['api/server.ts'], {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          SEED_DEMO: 'true',
          HOST: '127.0.0.1',
          PORT: String(instance.port),
          PUBLIC_URL: url,
          DATABASE_URL: databaseUrl,
          REDIS_URL: redisUrl,
          ...(spec.storage === 'disk' ? {} : s3Env),
          INSTANCE_ID: name,
          TRUST_PROXY: '127.0.0.1',
          VAR_DIR: varDir,
          STATIC_DIR: join(root, 'dist'),
          LOG_LEVEL: 'warn',
          ...CLUSTER_SECRETS,
        },
      });
      children.set(name, child);
      instance.pid = child.pid;
      await waitUntil(child, 'health', () => ok(`${instance.url}/readyz`));
      instance.up = true;
    };

    // One at a time: the first runs the migrations and the demo seed.
    for (const spec of specs) await start(spec.name);

    const haproxyConfigFile = join(dir, 'haproxy.cfg');
    let haproxy: Child | null = null;
    let balanced: string[] = [];
    const balance = async (names: string[]) => {
      await haproxy?.stop();
      const servers = names.map((n) => ({ name: n, port: (instances[n] as Instance).port }));
      writeFileSync(haproxyConfigFile, haproxyConfig(balancerPort, servers, '/readyz', checkIntervalMs));
      haproxy = spawnChild('haproxy', HAPROXY, ['-f', haproxyConfigFile, '-db']);
      children.set('haproxy', haproxy);
      balanced = names;
      await waitForBalancer(
        haproxy,
        url,
        names.filter((n) => instances[n]?.up),
      );
    };
    await balance(specs.filter((s) => !s.direct).map((s) => s.name));

    return {
      url,
      dir,
      databaseUrl,
      redisUrl,
      redisPid: redis.pid,
      s3: {
        url: s3.url,
        bucket: s3.bucket,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
      },
      instances,
      haproxyConfigFile,
      balancerPid: () => (haproxy as Child | null)?.pid ?? 0,
      async kill(name, signal = 'SIGKILL') {
        const instance = instances[name];
        if (instance) instance.up = false;
        await children.get(name)?.stop(signal);
      },
      async start(name) {
        await start(name);
        if (haproxy && balanced.includes(name)) await waitForBalancer(haproxy, url, [name]);
      },
      balance,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Until every named instance has answered through the balancer (haproxy saw its check pass). */
async function waitForBalancer(haproxy: Child, url: string, names: string[]): Promise<void> {
  const seen = new Set<string>();
  await waitUntil(haproxy, `answers from ${names.join(', ')}`, async () => {
    const res = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    const by = res.headers.get('x-served-by');
    if (res.ok && by) seen.add(by);
    if (!names.every((n) => seen.has(n))) await sleep(50);
    return names.every((n) => seen.has(n));
  });
}
