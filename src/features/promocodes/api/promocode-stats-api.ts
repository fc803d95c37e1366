/** What each of the blogger's promocodes brought, all time (decision 080). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { PromocodeStatsList } from '#contract/placement-stats.ts';
import { api } from '../../../lib/api-client.ts';

export const promocodeStatsQuery = () =>
  queryOptions({
    queryKey: ['promocodes', 'stats'] as const,
    queryFn: async () => v.parse(PromocodeStatsList, await api.get(ApiPath.promocodeStats).json()),
    staleTime: 30_000,
  });

/** The figures of one code (by its registered spelling), or undefined while loading or offline. */
export function usePromocodeStats(code: string) {
  return useQuery({ ...promocodeStatsQuery(), select: (list) => list.find((s) => s.code === code) }).data;
}
