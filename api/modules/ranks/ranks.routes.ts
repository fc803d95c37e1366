/** /api/v1/ranks: the signed-in blogger's own rank progress (no ids), and the public ladder. */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import { RankLadder, RankProgress } from '#contract/ranks.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { loadLadder } from './ladder.service.ts';
import { rankProgress } from './rank-progress.service.ts';

const errors = { 401: ErrorBody, 403: ErrorBody };

const ranksRoutes: FastifyPluginAsync<Record<never, never>, RawServerDefault, ValibotTypeProvider> = async (
  app,
) => {
  app.get(
    `/${ApiPath.ranks}`,
    {
      schema: { tags: ['ranks'], security: [{ bearer: [] }], response: { 200: RankProgress, ...errors } },
      onRequest: app.requireApproved,
    },
    async (request) => rankProgress(request.em, currentUser(request).id),
  );

  // Public: the landing page shows the ladder too.
  app.get(
    `/${ApiPath.rankLadder}`,
    { schema: { tags: ['ranks'], response: { 200: RankLadder } } },
    async (request) => ({ ranks: await loadLadder(request.em) }),
  );
};

export default ranksRoutes;
