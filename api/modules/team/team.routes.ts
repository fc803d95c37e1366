/**
 * /api/v1/team*: the signed-in blogger's own team. Guarded like the income routes (approved accounts;
 * staff have no sponsor tree, so they see an empty team). A member id outside the viewer's 4 lines is 404.
 */
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { ErrorBody } from '#contract/errors.ts';
import { Leaderboard, LeaderboardPrefs, LeaderboardQuery } from '#contract/leaderboard.ts';
import { TeamMember, TeamPage, TeamQuery, TeamSummary } from '#contract/team.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../lib/app-error.ts';
import { now } from '../../lib/clock.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { leaderboard, setPrefs } from './leaderboard.service.ts';
import { teamMember } from './team.service.ts';
import { teamPage } from './team-page.ts';
import { teamSummary } from './team-summary.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 422: ErrorBody };
/** Any text: a malformed id is simply not a member (404), like another blogger's one. */
const MemberParams = v.object({ id: v.pipe(v.string(), v.maxLength(100)) });

const teamRoutes: FastifyPluginAsync<{ config: Config }, RawServerDefault, ValibotTypeProvider> = async (
  app,
  { config },
) => {
  const common = { tags: ['team'], security: [{ bearer: [] }] };
  const guard = app.requireApproved;

  app.get(
    `/${ApiPath.team}`,
    {
      schema: { ...common, querystring: TeamQuery, response: { 200: TeamPage, ...errors } },
      onRequest: guard,
    },
    async (request) => teamPage(request.em, currentUser(request).id, request.query),
  );

  app.get(
    `/${ApiPath.teamSummary}`,
    { schema: { ...common, response: { 200: TeamSummary, ...errors } }, onRequest: guard },
    async (request) => teamSummary(request.em, currentUser(request).id, config),
  );

  app.get(
    `/${ApiPath.teamMember(':id')}`,
    {
      schema: { ...common, params: MemberParams, response: { 200: TeamMember, ...errors, 404: ErrorBody } },
      onRequest: guard,
    },
    async (request) => {
      const member = await teamMember(request.em, currentUser(request).id, request.params.id);
      if (!member) throw notFound();
      return member;
    },
  );

  app.get(
    `/${ApiPath.teamLeaderboard}`,
    {
      schema: { ...common, querystring: LeaderboardQuery, response: { 200: Leaderboard, ...errors } },
      onRequest: guard,
    },
    async (request) => leaderboard(request.em, currentUser(request).id, request.query.month, now()),
  );

  app.put(
    `/${ApiPath.teamLeaderboard}`,
    {
      schema: { ...common, body: LeaderboardPrefs, response: { 200: Leaderboard, ...errors } },
      onRequest: guard,
    },
    async (request) => {
      const id = currentUser(request).id;
      await setPrefs(request.em.fork(), id, request.body, now());
      return leaderboard(request.em.fork(), id, undefined, now());
    },
  );
};

export default teamRoutes;
