/** Staff: orders and cost per order per placement, network or blogger (decision 080). */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { type PlacementCostGroup, PlacementCostList } from '#contract/placement-stats.ts';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_STALE_MS, adminKey } from '../../../lib/query-keys.ts';

export const placementCostsQuery = (by: PlacementCostGroup) =>
  queryOptions({
    queryKey: [...adminKey, 'placement-costs', by] as const,
    staleTime: ADMIN_STALE_MS,
    queryFn: async () =>
      v.parse(PlacementCostList, await api.get(ApiPath.adminPlacementCosts, { searchParams: { by } }).json()),
  });
