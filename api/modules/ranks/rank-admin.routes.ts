/**
 * /api/v1/admin/ranks and /admin/rank-evaluations: moderators read the ladder; only admins replace it
 * (audited) or evaluate a finished month now (docs/decisions/052-rank-engine.md).
 */
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiPath } from '#contract/api-paths.ts';
import { monthOf } from '#contract/money.ts';
import { RankEvaluationBody, RankEvaluationRun, RankLadder, RankLadderBody } from '#contract/ranks.ts';
import { ADMIN_ERRORS, ADMIN_ROUTE } from '../../lib/admin-schema.ts';
import { now as clockNow } from '../../lib/clock.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { validationError } from '../../lib/valibot.ts';
import { audited } from '../audit/audited.ts';
import { loadLadder, replaceLadder } from './ladder.service.ts';

export interface RankAdminOptions {
  /** The evaluation under the job claim (api/jobs/rank-evaluation.ts; modules do not import jobs). */
  evaluateMonthNow: (em: EntityManager, month: string, now: Date) => Promise<RankEvaluationRun>;
}

const rankAdminRoutes: FastifyPluginAsync<RankAdminOptions, RawServerDefault, ValibotTypeProvider> = async (
  app,
  { evaluateMonthNow },
) => {
  const read = app.requireRole('moderator');
  const write = app.requireRole('admin');

  app.get(
    `/${ApiPath.adminRankLadder}`,
    { schema: { ...ADMIN_ROUTE, response: { 200: RankLadder, ...ADMIN_ERRORS } }, onRequest: read },
    async (request) => ({ ranks: await loadLadder(request.em) }),
  );

  app.put(
    `/${ApiPath.adminRankLadder}`,
    {
      schema: { ...ADMIN_ROUTE, body: RankLadderBody, response: { 200: RankLadder, ...ADMIN_ERRORS } },
      onRequest: write,
    },
    async (request) => {
      const actor = currentUser(request).id;
      const ranks = await audited(
        request.em,
        actor,
        'rank_ladder.save',
        (tx) => replaceLadder(tx, request.body.ranks),
        (saved) => ({ id: actor, reason: saved.map((r) => r.code).join(', ') }),
      );
      return { ranks };
    },
  );

  app.post(
    `/${ApiPath.adminRankEvaluation}`,
    {
      schema: {
        ...ADMIN_ROUTE,
        body: RankEvaluationBody,
        response: { 200: RankEvaluationRun, ...ADMIN_ERRORS },
      },
      onRequest: write,
    },
    async (request) => {
      const now = clockNow();
      const { month } = request.body;
      if (month >= monthOf(now)) throw validationError({ month: ['month_not_ended'] });
      return evaluateMonthNow(request.em, month, now);
    },
  );
};

export default rankAdminRoutes;
