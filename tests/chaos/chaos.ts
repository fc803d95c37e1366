/**
 * The chaos run: the real API on one port and one data directory, a browser client and a tus client
 * working the whole time, and `kills` SIGKILLs of the API, each followed by a restart. Kinds of kill, in a
 * shuffled rotation: at a random moment during an upload, at a random moment during a draft PUT or a
 * submit, and at each of the server's fault points (CHAOS_KILL_AT). At the end the API runs undisturbed
 * until both clients are done, stops cleanly, and the database and upload directory are audited.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, dropDatabase } from '../../api/db/pg-admin.ts';
import { DEMO_PASSWORD } from '../helpers/journey.ts';
import { freePort } from '../helpers/server.ts';
import { type Audit, audit } from './audit.ts';
import { BrowserClient } from './browser-client.ts';
import { Activity, type ActivityKind, ChaosServer, postgresUrl, sleep } from './harness.ts';
import { TusClient } from './tus-client.ts';

export const RANDOM_KINDS = { 'during-upload': 'upload', 'during-draft-sync': 'sync' } as const;
export const FAULT_KINDS = [
  'upload-finished-before-record',
  'draft-saved-before-response',
  'submit-before-commit',
  'deadline-job-mid-run',
] as const;
export const KILL_KINDS = [...(Object.keys(RANDOM_KINDS) as (keyof typeof RANDOM_KINDS)[]), ...FAULT_KINDS];
export type KillKind = (typeof KILL_KINDS)[number];

/** A fault point no client reached in this time is replaced by a kill at a random moment. */
const FAULT_WAIT_MS = 30_000;
const ACTIVITY_WAIT_MS = 20_000;

export interface ChaosOptions {
  kills: number;
  seed?: number;
  /** How long the clients get to finish after the last kill. */
  finishMs?: number;
  log?: (line: string) => void;
}

export interface ChaosResult extends Audit {
  seed: number;
  killsByKind: Record<string, number>;
  drafts: { tus: number; browser: number };
  problems: string[];
  durationMs: number;
}

/** mulberry32: a small seeded generator, so a failing run can be replayed with its seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Every kind once per round, in a shuffled order; the first kill is a random one (the API starts clean). */
export function killPlan(kills: number, random: () => number): KillKind[] {
  const plan: KillKind[] = [];
  while (plan.length < kills) {
    const round = [...KILL_KINDS];
    for (let i = round.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [round[i], round[j]] = [round[j] as KillKind, round[i] as KillKind];
    }
    plan.push(...round);
  }
  const first = plan.findIndex((k) => k in RANDOM_KINDS);
  [plan[0], plan[first]] = [plan[first] as KillKind, plan[0] as KillKind];
  return plan.slice(0, kills);
}

export async function runChaos(options: ChaosOptions): Promise<ChaosResult> {
  const started = Date.now();
  const seed = options.seed ?? Date.now() % 2 ** 31;
  const log = options.log ?? (() => {});
  const random = seeded(seed);
  const workDir = mkdtempSync(join(tmpdir(), 'ambassador-chaos-'));
  const varDir = join(workDir, 'var');
  mkdirSync(varDir);
  // PostgreSQL: a throwaway database on that server, like the API tests.
  const pgServer = postgresUrl();
  const pgName = `chaos_${randomBytes(6).toString('hex')}`;
  const databaseUrl = pgServer ? await createDatabase(pgServer, pgName) : join(varDir, 'app.db');
  const server = new ChaosServer({ port: await freePort(), varDir, databaseUrl });
  const activity = new Activity();
  const tus = new TusClient(server.url, 'newbie@demo.local', DEMO_PASSWORD, activity, random);
  const browser = new BrowserClient(server.url, 'ambassador@demo.local', workDir, activity, random);
  const killsByKind: Record<string, number> = Object.fromEntries(KILL_KINDS.map((k) => [k, 0]));
  try {
    if (!(await server.start())) throw new Error(`the API did not start:\n${server.output()}`);
    await browser.start();
    tus.start();
    const plan = killPlan(options.kills, random);
    for (const [index, kind] of plan.entries()) {
      const fault = (FAULT_KINDS as readonly string[]).includes(kind);
      if (!server.running) {
        const healthy = await server.start(fault ? kind : undefined);
        if (healthy) void browser.nudge();
      }
      let got: string = kind;
      if (fault) {
        if ((await server.waitExit(FAULT_WAIT_MS)) === 'timeout') got = `${kind} (not reached: random kill)`;
      } else {
        const seen = await activity.next(
          RANDOM_KINDS[kind as keyof typeof RANDOM_KINDS] as ActivityKind,
          ACTIVITY_WAIT_MS,
        );
        if (!seen) got = `${kind} (none seen: random kill)`;
        await sleep(kind === 'during-upload' ? 20 + random() * 400 : random() * 15);
      }
      await server.kill();
      killsByKind[got] = (killsByKind[got] ?? 0) + 1;
      log(`kill ${index + 1}/${plan.length}: ${got}`);
    }
    if (!(await server.start())) throw new Error(`the API did not restart:\n${server.output()}`);
    log('last restart done; letting the clients finish');
    const finishMs = options.finishMs ?? 90_000;
    const [, local] = await Promise.all([
      Promise.race([tus.finish(), sleep(finishMs)]),
      browser.finish(finishMs),
    ]);
    tus.stop();
    const unsettled = local.filter((r) => r.status !== 'synced' && r.status !== 'editing');
    for (const r of unsettled)
      tus.problems.push(
        `browser draft ${r.id} ends ${r.status} after ${r.attempts} attempts (next at ${new Date(r.nextAttemptAt).toISOString()}): ${r.error ?? ''}`,
      );
    await browser.close();
    await server.stop();
    const result = await audit(databaseUrl, varDir, [...tus.drafts, ...browser.drafts]);
    return {
      ...result,
      seed,
      killsByKind,
      drafts: { tus: tus.drafts.length, browser: browser.drafts.length },
      problems: [...tus.problems, ...browser.problems],
      durationMs: Date.now() - started,
    };
  } catch (error) {
    const what = error instanceof Error ? (error.stack ?? error.message) : String(error);
    throw new Error(
      `chaos run (seed ${seed}) broke off: ${what}\nAPI output:\n${server.output().slice(-2000)}`,
    );
  } finally {
    await browser.close().catch(() => {});
    await server.kill();
    if (pgServer) await dropDatabase(pgServer, pgName);
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The report `npm run chaos` prints; also the failure message of the test. */
export function formatResult(r: ChaosResult): string {
  const kills = Object.entries(r.killsByKind).filter(([, n]) => n > 0);
  const total = kills.reduce((sum, [, n]) => sum + n, 0);
  return [
    `chaos run (seed ${r.seed}): ${total} kills in ${(r.durationMs / 1000).toFixed(1)} s`,
    ...kills.map(([k, n]) => `  kills ${k}: ${n}`),
    `  drafts created: ${r.drafts.tus} by the tus client, ${r.drafts.browser} by the browser`,
    `  lost drafts: ${r.counts.lostDrafts}`,
    `  duplicated placements: ${r.counts.duplicatedPlacements}`,
    `  files without a placement: ${r.counts.filesWithoutPlacement}`,
    `  placements with a missing file: ${r.counts.placementsWithMissingFile}`,
    `  drafts stuck unsubmitted: ${r.counts.stuckDrafts}`,
    ...r.details.slice(0, 30).map((d) => `  - ${d}`),
    ...(r.problems.length ? [`  client problems (${r.problems.length}):`] : []),
    ...[...new Set(r.problems)].slice(0, 20).map((p) => `  ! ${p.slice(0, 300)}`),
  ].join('\n');
}

export const failed = (r: ChaosResult) => Object.values(r.counts).some((n) => n !== 0);
