/**
 * The blogger's promocodes, shared by the promocodes page and the placement editor (features never import
 * each other). Plain TypeScript; the hooks are in use-promocodes.ts. The last list the server gave is kept on the device, per user, so the editor can offer the
 * codes offline; sign-out removes it (decision 043).
 */

import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { Promocode, type PromocodeBody } from '#contract/promocodes.ts';
import { api, readHttpError } from './api-client.ts';

export const PROMOCODES_CACHE_KEY = 'promocodes';
export const promocodesKey = ['promocodes'] as const;
export const ownPromocodesKey = (userId: string) => [...promocodesKey, userId] as const;

const Cache = v.object({ user: v.string(), codes: v.array(Promocode) });

export function readCache(userId: string): Promocode[] | null {
  try {
    const parsed = v.safeParse(Cache, JSON.parse(localStorage.getItem(PROMOCODES_CACHE_KEY) ?? 'null'));
    return parsed.success && parsed.output.user === userId ? parsed.output.codes : null;
  } catch {
    return null;
  }
}

export function writeCache(userId: string, codes: Promocode[]): void {
  try {
    localStorage.setItem(PROMOCODES_CACHE_KEY, JSON.stringify({ user: userId, codes }));
  } catch {
    // A full or blocked storage only costs the offline copy.
  }
}

export const forgetPromocodes = (): void => {
  try {
    localStorage.removeItem(PROMOCODES_CACHE_KEY);
  } catch {
    // Nothing stored.
  }
};

/** Every own promocode (at most 50, so the pages filter on the device); offline, the last known list. */
export async function loadPromocodes(userId: string): Promise<Promocode[]> {
  try {
    const codes = v.parse(v.array(Promocode), await api.get(ApiPath.promocodes).json());
    writeCache(userId, codes);
    return codes;
  } catch (error) {
    // No answer, or a server (or service worker) that cannot answer now: the last known list will do.
    const status = readHttpError(error)?.status ?? 0;
    const cached = status === 0 || status >= 500 ? readCache(userId) : null;
    if (cached) return cached;
    throw error;
  }
}

export async function addPromocode(body: PromocodeBody): Promise<Promocode> {
  return v.parse(Promocode, await api.post(ApiPath.promocodes, { json: body }).json());
}

/**
 * The own promocodes, offline too: the query runs without a connection (network mode "always") and falls
 * back to the stored list, which is also shown at once while the fresh one loads.
 */
export const promocodesQuery = (userId: string) =>
  queryOptions({
    queryKey: ownPromocodesKey(userId),
    queryFn: () => loadPromocodes(userId),
    enabled: userId !== '',
    networkMode: 'always',
    placeholderData: () => readCache(userId) ?? undefined,
  });
