import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '../../../../contract/api-paths.ts';
import type { ReviewDecisionBody } from '../../../../contract/moderation.ts';
import { AdminPlacement, type PlacementStatus } from '../../../../contract/placements.ts';
import { api } from '../../../lib/api-client.ts';

export const adminPlacementsQuery = (status: PlacementStatus) =>
  queryOptions({
    queryKey: ['admin', 'placements', status],
    queryFn: async () =>
      v.parse(
        v.array(AdminPlacement),
        await api.get(ApiPath.adminPlacements, { searchParams: { status } }).json(),
      ),
  });

export interface PlacementDecisionInput {
  id: string;
  /** PlacementDecisionBody is the same schema as the account review's. */
  body: ReviewDecisionBody;
}

export async function decidePlacement({ id, body }: PlacementDecisionInput): Promise<AdminPlacement> {
  return v.parse(AdminPlacement, await api.post(ApiPath.adminPlacementDecision(id), { json: body }).json());
}

/** Materials need the Bearer token, so they come as Blobs rather than plain <img src>. */
export const fetchPlacementFile = (placementId: string, fileId: string, signal: AbortSignal) =>
  api.get(ApiPath.placementFile(placementId, fileId), { signal, timeout: 120_000 }).blob();
