/**
 * The ad-marking jobs (docs/decisions/069-ord-vk.md). Both work row by row under claims, so several
 * instances (and an admin's run) never send anything twice:
 * - `ord-marking` retries the markings that are due (the operator was down or slow) and reads the
 *   registry's status of what is still processing;
 * - `ord-report` sends the reported impressions of ended months as statistics, each revision once.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { Config } from '../config.ts';
import type { OrdOperator } from '../modules/placements/ord.ts';
import { refreshStatuses, runMarkings } from '../modules/placements/ord-marking.service.ts';
import { runOrdReport } from '../modules/placements/ord-report.service.ts';

export type OrdJobConfig = Pick<Config, 'ord' | 'brand' | 'varDir'>;

export async function runOrdMarking(em: EntityManager, ord: OrdOperator, config: OrdJobConfig, now: Date) {
  const marked = await runMarkings(em, { ord, settings: config }, now);
  const settled = await refreshStatuses(em.fork(), ord, now);
  return marked + settled;
}

export const runOrdReportJob = (em: EntityManager, ord: OrdOperator, now: Date) => runOrdReport(em, ord, now);
