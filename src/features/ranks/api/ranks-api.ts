import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '../../../../contract/api-paths.ts';
import { PartnerProgram } from '../../../../contract/partner-program.ts';
import {
  RankEvaluationRun,
  RankLadder,
  type RankLadderBody,
  RankProgress,
} from '../../../../contract/ranks.ts';
import { api } from '../../../lib/api-client.ts';

/** The blogger's ranks page: ladder, current rank, next rank's progress, league, raffle, history. */
export const rankProgressQuery = () =>
  queryOptions({
    queryKey: ['ranks', 'progress'],
    queryFn: async () => v.parse(RankProgress, await api.get(ApiPath.ranks).json()),
  });

/** The ladder in the admin area (moderators read it, admins edit it). */
export const ladderQuery = () =>
  queryOptions({
    queryKey: ['admin', 'rank-ladder'],
    queryFn: async () => v.parse(RankLadder, await api.get(ApiPath.adminRankLadder).json()),
  });

export async function saveLadder(body: RankLadderBody): Promise<RankLadder> {
  return v.parse(RankLadder, await api.put(ApiPath.adminRankLadder, { json: body }).json());
}

export async function runEvaluation(month: string): Promise<RankEvaluationRun> {
  return v.parse(RankEvaluationRun, await api.post(ApiPath.adminRankEvaluation, { json: { month } }).json());
}

/** The partner-program page: plan rates, ladder, bonuses and minimums in the blogger's currency. */
export const partnerProgramQuery = () =>
  queryOptions({
    queryKey: ['partner-program'],
    queryFn: async () => v.parse(PartnerProgram, await api.get(ApiPath.partnerProgram).json()),
  });
