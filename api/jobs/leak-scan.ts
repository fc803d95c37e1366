/**
 * Hourly: the leaked-promocode scan (docs/decisions/078). The (job, hour) claim makes it one run per hour
 * across instances; the scan itself only rewrites open flags, so a repeated run changes nothing new.
 */
import type { EntityManager } from '@mikro-orm/core';
import { now as clockNow } from '../lib/clock.ts';
import { scanLeaks } from '../modules/fraud/leak-scan.ts';
import { JobRun } from '../modules/system/job-run.entity.ts';
import { runOnce } from './job-claim.ts';

const JOB = 'leak-scan';
/** The claim's period: the UTC hour. */
export const scanHour = (at: Date) => at.toISOString().slice(0, 13);

export async function runLeakScan(em: EntityManager, at = clockNow()): Promise<number> {
  return (await runOnce(em, JOB, scanHour(at), () => scanLeaks(em, at), at)) ?? 0;
}

/** An admin's scan: the hour's claim when free; once the hour's run has finished, a fresh look anyway. */
export async function leakScanNow(em: EntityManager, at = clockNow()): Promise<number | null> {
  const claimed = await runOnce(em, JOB, scanHour(at), () => scanLeaks(em, at), at);
  if (claimed !== null) return claimed;
  const run = await em.fork().findOne(JobRun, { name: JOB, period: scanHour(at) });
  return run?.finishedAt ? scanLeaks(em, at) : null;
}
