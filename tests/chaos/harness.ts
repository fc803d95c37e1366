/**
 * The API process the chaos run kills: `node api/server.ts` serving dist/, always on the same port, data
 * directory and database (SQLite in the data directory, or PostgreSQL when DATABASE_URL is set), started
 * with an optional CHAOS_KILL_AT fault point and SIGKILLed by the runner or by itself.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const nodeBinary = () => {
  const local = join(root, 'node_modules/.bin/node');
  return existsSync(local) ? local : process.execPath;
};

export const postgresUrl = (): string | null => {
  const url = process.env.DATABASE_URL;
  return url && /^postgres(ql)?:\/\//i.test(url) ? url : null;
};

export interface ChaosServerOptions {
  port: number;
  varDir: string;
  /** SQLite file or PostgreSQL URL. */
  databaseUrl: string;
}

export class ChaosServer {
  readonly url: string;
  private child: ChildProcess | null = null;
  private exited: Promise<NodeJS.Signals | number | null> = Promise.resolve(null);
  private lines: string[] = [];

  private readonly options: ChaosServerOptions;

  constructor(options: ChaosServerOptions) {
    this.options = options;
    this.url = `http://127.0.0.1:${options.port}`;
  }

  output(): string {
    return this.lines.join('').slice(-6000);
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the server; resolves true once healthy, false when it died first (e.g. at a fault point). */
  async start(killAt?: string): Promise<boolean> {
    if (this.running) throw new Error('the server is already running');
    const { port, varDir } = this.options;
    const child = spawn(nodeBinary(), ['api/server.ts'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: this.url,
        DATABASE_URL: this.options.databaseUrl,
        VAR_DIR: varDir,
        STATIC_DIR: join(root, 'dist'),
        LOG_LEVEL: 'error',
        CHAOS_KILL_AT: killAt ?? '',
      },
    });
    const keep = (chunk: Buffer) => {
      this.lines.push(chunk.toString());
      if (this.lines.length > 300) this.lines.splice(0, this.lines.length - 300);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.child = child;
    this.exited = new Promise((done) => child.once('exit', (code, signal) => done(signal ?? code)));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (!this.running) return false;
      try {
        const res = await fetch(`${this.url}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return true;
      } catch {
        // Not listening yet.
      }
      await sleep(50);
    }
    throw new Error(`the API was not healthy within 60 s:\n${this.output()}`);
  }

  /** Resolves with the exit signal or code, or 'timeout' when the process still runs after `ms`. */
  waitExit(ms: number): Promise<NodeJS.Signals | number | null | 'timeout'> {
    return Promise.race([this.exited, sleep(ms).then(() => 'timeout' as const)]);
  }

  async kill(): Promise<void> {
    if (this.running) this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** A clean stop (SIGTERM), for the end of the run. */
  async stop(): Promise<void> {
    if (this.running) this.child?.kill('SIGTERM');
    const how = await this.waitExit(15_000);
    if (how === 'timeout') await this.kill();
  }
}

export const sleep = (ms: number) => new Promise<void>((done) => setTimeout(done, ms));

export type ActivityKind = 'upload' | 'sync';

/** Requests in flight from both clients, so a kill can land while an upload or a draft call runs. */
export class Activity {
  private counts: Record<ActivityKind, number> = { upload: 0, sync: 0 };
  private waiters: { kind: ActivityKind; done: () => void }[] = [];

  begin(kind: ActivityKind): void {
    this.counts[kind] += 1;
    const ready = this.waiters.filter((w) => w.kind === kind);
    this.waiters = this.waiters.filter((w) => w.kind !== kind);
    for (const w of ready) w.done();
  }

  end(kind: ActivityKind): void {
    this.counts[kind] = Math.max(0, this.counts[kind] - 1);
  }

  active(kind: ActivityKind): number {
    return this.counts[kind];
  }

  /** Resolves true at the next start of such a request (or at once if one runs), false after `ms`. */
  next(kind: ActivityKind, ms: number, includeRunning = true): Promise<boolean> {
    if (includeRunning && this.counts[kind] > 0) return Promise.resolve(true);
    return new Promise((done) => {
      const waiter = { kind, done: () => done(true) };
      this.waiters.push(waiter);
      setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        done(false);
      }, ms);
    });
  }
}
