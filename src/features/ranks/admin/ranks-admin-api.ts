import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { RankEvaluationRun, RankLadder, type RankLadderBody } from '#contract/ranks.ts';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_STALE_MS, adminKey } from '../../../lib/query-keys.ts';

export const ranksAdminKeys = { ladder: [...adminKey, 'rank-ladder'] as const };

/** The ladder in the admin area (moderators read it, admins edit it). */
export const ladderQuery = () =>
  queryOptions({
    queryKey: ranksAdminKeys.ladder,
    staleTime: ADMIN_STALE_MS,
    queryFn: async () => v.parse(RankLadder, await api.get(ApiPath.adminRankLadder).json()),
  });

export async function saveLadder(body: RankLadderBody): Promise<RankLadder> {
  return v.parse(RankLadder, await api.put(ApiPath.adminRankLadder, { json: body }).json());
}

export async function runEvaluation(month: string): Promise<RankEvaluationRun> {
  return v.parse(RankEvaluationRun, await api.post(ApiPath.adminRankEvaluation, { json: { month } }).json());
}
