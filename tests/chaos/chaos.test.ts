/**
 * The shortened chaos run of `npm test`: 8 SIGKILLs of the real API (every kind at least once, the fault
 * points included) while a browser client and a tus client work, then the audit. `npm run chaos` is the
 * full 100-kill run. Uses PostgreSQL when DATABASE_URL is set.
 */
import { expect, it } from 'vitest';
import { formatResult, KILL_KINDS, runChaos } from './chaos.ts';

const KILLS = 8;

it(`survives ${KILLS} kills of the API with no lost, duplicated or broken placement`, async () => {
  // Each step is printed as it happens, so a run cut off by the time limit still shows where it stood.
  const started = Date.now();
  const log = (line: string) =>
    console.log(`[chaos +${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);
  const result = await runChaos({ kills: KILLS, finishMs: 45_000, log });
  const report = formatResult(result);
  console.log(report);
  // Every kind of kill happened, none replaced by a random one because nothing reached its point.
  for (const kind of KILL_KINDS) expect(result.killsByKind[kind], report).toBeGreaterThan(0);
  expect(Object.values(result.killsByKind).reduce((a, b) => a + b, 0)).toBe(KILLS);
  expect(result.drafts.tus + result.drafts.browser, report).toBeGreaterThan(0);
  expect(result.counts, report).toEqual({
    lostDrafts: 0,
    duplicatedPlacements: 0,
    filesWithoutPlacement: 0,
    placementsWithMissingFile: 0,
    stuckDrafts: 0,
  });
  // Worst case: 4 fault points × 30 s + 4 activity waits × 20 s + 45 s to finish + restarts ≈ 260 s.
}, 480_000);
