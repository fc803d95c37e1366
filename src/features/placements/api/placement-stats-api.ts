/** Each placement's tracked link and what it earned (decision 080); refreshed with the placements list. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { PlacementStatsList } from '#contract/placement-stats.ts';
import { api } from '../../../lib/api-client.ts';

export const placementStatsQuery = () =>
  queryOptions({
    // Under the placements root: whatever refreshes the list refreshes the figures too.
    queryKey: ['placements', 'stats'] as const,
    queryFn: async () => v.parse(PlacementStatsList, await api.get(ApiPath.placementStats).json()),
    staleTime: 30_000,
  });

/** The figures of one placement, or undefined while loading, offline, or before it is marked. */
export function usePlacementStats(placementId: string) {
  return useQuery({
    ...placementStatsQuery(),
    select: (list) => list.find((s) => s.placement_id === placementId),
  }).data;
}
