import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { Placement, type PlacementDraftBody, type PlacementListQuery } from '#contract/placements.ts';
import { api } from '../../../lib/api-client.ts';

const parseOne = async (response: Promise<unknown>) => v.parse(Placement, await response);

// The sync loop owns retries (backoff with Retry-After), so its calls opt out of ky's own retry.
const syncCall = { retry: 0 } as const;

/** Idempotent upsert by the device id; the server ignores a revision older than the one it has. */
export const upsertPlacement = (id: string, body: PlacementDraftBody) =>
  parseOne(api.put(ApiPath.placement(id), { json: body, ...syncCall }).json());

/** Moves the placement to moderation; the same key on a retry returns the first answer. */
export const submitPlacement = (id: string, idempotencyKey: string) =>
  parseOne(
    api
      .post(ApiPath.placementSubmit(id), { headers: { 'Idempotency-Key': idempotencyKey }, ...syncCall })
      .json(),
  );

export async function listPlacements(query: PlacementListQuery = {}): Promise<Placement[]> {
  const searchParams = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
  return v.parse(v.array(Placement), await api.get(ApiPath.placements, { searchParams }).json());
}

export const getPlacement = (id: string) => parseOne(api.get(ApiPath.placement(id)).json());

export const confirmRemoval = (id: string) => parseOne(api.post(ApiPath.placementRemoval(id)).json());

export const placementsKeys = {
  all: ['placements'] as const,
  list: (filters: PlacementListQuery) => ['placements', filters] as const,
};

/** The user's placements on the server, filtered like the URL says. */
export const placementsQuery = (filters: PlacementListQuery) =>
  queryOptions({
    queryKey: placementsKeys.list(filters),
    queryFn: () => listPlacements(filters),
    placeholderData: keepPreviousData,
  });
