/**
 * Child processes of the cluster stack: spawned with their output kept for failure messages, stopped by pid
 * (SIGTERM, then SIGKILL), and SIGKILLed on any exit of this process so none outlives a failed run.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

export interface Child {
  name: string;
  process: ChildProcess;
  pid: number;
  /** The last lines of its stdout and stderr. */
  output(): string;
  exited(): boolean;
  /** SIGTERM (or the given signal), SIGKILL after `graceMs`; resolves when it has exited. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<void>;
}

const running = new Set<ChildProcess>();
const leftovers = new Set<string>();
let guarded = false;

function killAll(): void {
  for (const child of running) child.kill('SIGKILL');
  for (const dir of leftovers) rmSync(dir, { recursive: true, force: true });
}

/** A last resort: whatever ends this process takes its children (and `removeOnExit` dirs) with it. */
function guard(): void {
  if (guarded) return;
  guarded = true;
  process.once('exit', killAll);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      killAll();
      process.exit(128 + (signal === 'SIGINT' ? 2 : signal === 'SIGTERM' ? 15 : 1));
    });
  }
}

/** Removes `dir` if this process ends before the owner does; returns the owner's "done, forget it". */
export function removeOnExit(dir: string): () => void {
  guard();
  leftovers.add(dir);
  return () => leftovers.delete(dir);
}

export function spawnChild(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv } = {},
): Child {
  guard();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`${name}: could not start ${command}`);
  running.add(child);
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(chunk.toString());
    if (lines.length > 300) lines.splice(0, lines.length - 300);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exit = new Promise<void>((done) =>
    child.once('exit', () => {
      running.delete(child);
      done();
    }),
  );
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  return {
    name,
    process: child,
    pid: child.pid,
    output: () => lines.join('').slice(-6000),
    exited,
    async stop(signal = 'SIGTERM', graceMs = 5000) {
      if (exited()) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exit;
      clearTimeout(timer);
    },
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `ready` until it holds; fails early if the child died, or after `timeoutMs`. */
export async function waitUntil(
  child: Child,
  what: string,
  ready: () => Promise<boolean>,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exited()) throw new Error(`${child.name} exited before ${what}:\n${child.output()}`);
    if (await ready().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${child.name}: no ${what} within ${timeoutMs} ms:\n${child.output()}`);
}

/** CPU time (user + system) a process has used, in seconds, from /proc/<pid>/stat. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks / 100; // USER_HZ is 100 on Linux
}

export interface BalancerServer {
  name: string;
  port: number;
}

/**
 * haproxy: round robin, no stickiness, a fast readiness check, and a retry on another server when a
 * connection fails. `x-served-by` names the instance that answered.
 */
export function haproxyConfig(
  port: number,
  servers: BalancerServer[],
  checkPath: string,
  interMs = 500,
): string {
  return `global
  maxconn 4096

defaults
  mode http
  option forwardfor
  option redispatch
  retries 3
  timeout connect 2s
  timeout client 120s
  timeout server 120s
  timeout http-request 30s
  # Without it a check times out after \`inter\`: a busy instance would be marked down.
  timeout check 3s

frontend cluster
  bind 127.0.0.1:${port}
  default_backend api

backend api
  balance roundrobin
  option httpchk GET ${checkPath}
  http-check expect status 200
  default-server inter ${interMs}ms fastinter 250ms downinter ${interMs}ms fall 3 rise 2
  http-response set-header x-served-by %s
${servers.map((s) => `  server ${s.name} 127.0.0.1:${s.port} check`).join('\n')}
`;
}
