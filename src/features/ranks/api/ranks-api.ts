import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { PartnerProgram } from '#contract/partner-program.ts';
import { RankProgress } from '#contract/ranks.ts';
import { api } from '../../../lib/api-client.ts';
import { ranksKey } from '../../../lib/query-keys.ts';

/** Under the shared ranks root: a saved ladder or a finished evaluation refreshes both pages. */
export const ranksKeys = {
  all: ranksKey,
  progress: [...ranksKey, 'progress'] as const,
  partnerProgram: [...ranksKey, 'partner-program'] as const,
};

/** The blogger's ranks page: ladder, current rank, next rank's progress, league, raffle, history. */
export const rankProgressQuery = () =>
  queryOptions({
    queryKey: ranksKeys.progress,
    queryFn: async () => v.parse(RankProgress, await api.get(ApiPath.ranks).json()),
  });

/** The partner-program page: plan rates, ladder, bonuses and minimums in the blogger's currency. */
export const partnerProgramQuery = () =>
  queryOptions({
    queryKey: ranksKeys.partnerProgram,
    queryFn: async () => v.parse(PartnerProgram, await api.get(ApiPath.partnerProgram).json()),
  });
