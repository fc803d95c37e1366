import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { AdMarking } from '#contract/ad-rules.ts';
import { ApiPath } from '#contract/api-paths.ts';
import { Placement, type PlacementDraftBody, type PlacementListQuery } from '#contract/placements.ts';
import { api, readHttpError } from '../../../lib/api-client.ts';
import { type PlacementList, readListCopy, storeListCopy } from '../local/list-copy.ts';

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
  /** Its own root: refreshing the placements list does not refetch the rules. */
  adMarking: ['ad-marking'] as const,
};

/** The account market's ad rules and the advertiser its label names (contract/ad-rules.ts). */
export const adMarkingQuery = () =>
  queryOptions({
    queryKey: placementsKeys.adMarking,
    queryFn: async () => v.parse(AdMarking, await api.get(ApiPath.adRules).json()),
    // Staff may change a rule at any time: every opening of the form asks again (offline, the last answer stays).
    staleTime: 0,
  });

/**
 * The sent placements for the network and period of the URL; the status is picked on the device, so one
 * answer also counts every status for the filter chips. Each answer is kept on the device; without the
 * server (no connection, or a server or worker that cannot answer now) the last kept copy is shown.
 */
export async function loadPlacements(filters: PlacementListQuery): Promise<PlacementList> {
  try {
    const items = await listPlacements(filters);
    void storeListCopy(filters, items);
    return { items, storedAt: null };
  } catch (error) {
    const status = readHttpError(error)?.status ?? 0;
    const copy = status === 0 || status >= 500 ? await readListCopy(filters) : null;
    if (copy) return copy;
    throw error;
  }
}

/** The server-side filters of a list: everything but the status (see loadPlacements). */
export const serverFilters = ({ status: _status, ...rest }: PlacementListQuery): PlacementListQuery => rest;

export const placementsQuery = (filters: PlacementListQuery) =>
  queryOptions({
    queryKey: placementsKeys.list(serverFilters(filters)),
    queryFn: () => loadPlacements(serverFilters(filters)),
    // Runs offline too, so the kept copy shows instead of a paused query.
    networkMode: 'always',
    placeholderData: keepPreviousData,
  });

/**
 * An uploaded material's bytes, for its thumbnail: an <img> or <video> cannot send the bearer token, so
 * they come as a Blob. `head` asks only for the first bytes (a Range request): enough for a video's first
 * frame when its index comes first, as in WebM and web-ready MP4.
 */
export const fetchMaterial = (placementId: string, fileId: string, signal: AbortSignal, head?: number) =>
  api
    .get(ApiPath.placementFile(placementId, fileId), {
      signal,
      timeout: 60_000,
      headers: head ? { range: `bytes=0-${head - 1}` } : undefined,
    })
    .blob();
