/**
 * The ad-marking jobs (docs/decisions/069-ord-vk.md). Both work row by row under claims, so several
 * instances (and an admin's run) never send anything twice:
 * - `ord-marking` retries the markings that are due (the operator was down or slow) and reads the
 *   registry's status of what is still processing;
 * - `ord-report` sends the reported impressions of ended months as statistics, each revision once.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { asLocale, baseUrlFor } from '../lib/links.ts';
import type { OrdOperator } from '../modules/placements/ord.ts';
import { type OnMarked, refreshStatuses, runMarkings } from '../modules/placements/ord-marking.service.ts';
import { runOrdReport } from '../modules/placements/ord-report.service.ts';
import { Placement } from '../modules/placements/placement.entity.ts';

export type OrdJobConfig = Pick<Config, 'ord' | 'brand' | 'varDir'>;

export async function runOrdMarking(
  em: EntityManager,
  ord: OrdOperator,
  config: OrdJobConfig,
  now: Date,
  onMarked?: OnMarked,
) {
  const marked = await runMarkings(em, { ord, settings: config }, now, 50, onMarked);
  const settled = await refreshStatuses(em.fork(), ord, now);
  return marked + settled;
}

export const runOrdReportJob = (em: EntityManager, ord: OrdOperator, now: Date) => runOrdReport(em, ord, now);

/**
 * The approval tells the blogger only when the token is already there; a token the job obtains later is
 * told here, with the same notification (decision 075).
 */
export const notifyLateToken =
  (app: FastifyInstance, config: Pick<Config, 'publicUrl' | 'publicUrlEn' | 'publicUrlBy'>): OnMarked =>
  async (em, placementId) => {
    const p = await em.findOne(Placement, { id: placementId }, { populate: ['owner'] });
    if (!p?.erid) return;
    const link = `${baseUrlFor(config, asLocale(p.owner.locale))}/user/placements`;
    app.notifier.send(p.owner, {
      kind: 'placement_ready',
      erid: p.erid,
      creativeId: p.creativeId ?? p.id,
      link,
    });
  };
