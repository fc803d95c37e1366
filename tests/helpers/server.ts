/**
 * Starts the real built app (`node api/server.ts` serving dist/) on a free loopback port with its own
 * throwaway SQLite database, the way `npm start` runs it. Browser tests talk to it over HTTP.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { copyServerTemplate } from './db-template.ts';

const root = resolve(import.meta.dirname, '../..');
// Well inside the browser projects' 180 s hook limit: a first start seeds, and a loaded machine is slow.
const HEALTH_TIMEOUT_MS = 120_000;

export interface AppServer {
  /** http://127.0.0.1:PORT: the default (Russian) domain. */
  url: string;
  /** http://en.localhost:PORT: the English domain (Chromium resolves *.localhost to loopback). */
  enUrl: string;
  port: number;
  varDir: string;
  /** The server's recent stdout/stderr, for failure messages. */
  output(): string;
  /** The server process (exit code). */
  child: ChildProcess;
  /** Sends a signal to the server, which is then expected to exit (a shutdown test). */
  signal(name: NodeJS.Signals): void;
  stop(): Promise<void>;
}

/** Node 24 from the `node` devDependency, whatever Node runs the tests. */
function nodeBinary(): string {
  const local = join(root, 'node_modules/.bin/node');
  return existsSync(local) ? local : process.execPath;
}

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `api/server.ts exited (${child.exitCode ?? child.signalCode}) before it was healthy:\n${output()}`,
      );
    }
    try {
      const res = await fetch(`${url}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    // Polls: the server logs only warnings, so the health answer is the event of its being up.
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`api/server.ts was not healthy within ${HEALTH_TIMEOUT_MS} ms:\n${output()}`);
}

/** Resolves once the server process has exited (e.g. killed itself at a CHAOS_KILL_AT point). */
export async function exited(server: AppServer): Promise<void> {
  const { child } = server;
  if (child.exitCode === null && child.signalCode === null) await new Promise((r) => child.once('exit', r));
}

export interface ServerOptions {
  env?: Record<string, string>;
  /** Serve another build than dist/ (e.g. a copy a test modifies to fake a new release). */
  staticDir?: string;
  /**
   * Restart on the same data and address (a restart mid-upload): the caller owns this directory, so stop()
   * leaves it in place. Pass `port` too, or the browser's stored URLs point at a dead port.
   */
  varDir?: string;
  port?: number;
  /** Extra Node options before the script (e.g. `--import` a preload). */
  nodeArgs?: string[];
}

export async function startServer(options: ServerOptions = {}): Promise<AppServer> {
  const staticDir = options.staticDir ?? join(root, 'dist');
  if (!existsSync(join(staticDir, 'index.html'))) {
    throw new Error(`${staticDir}/index.html is missing: run \`npm run build\` before the browser tests.`);
  }
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const ownsVarDir = !options.varDir;
  const varDir = options.varDir ?? mkdtempSync(join(tmpdir(), 'ambassador-e2e-'));
  const lines: string[] = [];
  const output = () => lines.join('').slice(-8000);
  // A first start on default data begins from the run's seeded data directory instead of seeding again;
  // a shifted clock, another database or object store, or seeding turned off all need their own first start.
  const ownData = Object.keys(options.env ?? {}).some((key) =>
    /^(DATABASE_URL|SEED_DEMO|S3_|VAR_DIR)/.test(key),
  );
  if (!options.nodeArgs && !ownData && !existsSync(join(varDir, 'app.db'))) copyServerTemplate(varDir);

  const child = spawn(nodeBinary(), [...(options.nodeArgs ?? []), 'api/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      // Vitest sets NODE_ENV=test for itself; the server gets the same, explicitly.
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: join(varDir, 'app.db'),
      VAR_DIR: varDir,
      STATIC_DIR: staticDir,
      LOCALE_EN_DOMAINS: 'en.localhost',
      LOG_LEVEL: 'warn',
      // As `npm run serve` starts it: every module from the compile cache, no TypeScript stripper loaded.
      NODE_COMPILE_CACHE: join(root, 'node_modules/.cache/node-compile'),
      ...options.env,
    },
  });
  const keep = (chunk: Buffer) => {
    lines.push(chunk.toString());
    if (lines.length > 400) lines.splice(0, lines.length - 400);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  let stopping = false;
  // A server that dies mid-suite shows up as ERR_CONNECTION_REFUSED in a test; say why, loudly.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`api/server.ts exited unexpectedly (${code ?? signal}):\n${output()}`);
  });

  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    if (ownsVarDir) rmSync(varDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(url, child, output);
  } catch (error) {
    await stop();
    throw error;
  }
  const signal = (name: NodeJS.Signals) => {
    stopping = true;
    child.kill(name);
  };
  return { url, enUrl: `http://en.localhost:${port}`, port, varDir, output, child, signal, stop };
}
