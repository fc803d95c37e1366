/** React hooks over lib/promocodes.ts: the own list (offline too) and the cache update after an add. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Promocode } from '../../contract/promocodes.ts';
import { loadPromocodes, promocodesKey, readCache, writeCache } from './promocodes.ts';
import { useAuth } from './use-auth.ts';

/**
 * The own promocodes, offline too: the query runs without a connection (network mode "always") and falls
 * back to the stored list, which is also shown at once while the fresh one loads.
 */
export function usePromocodes() {
  const userId = useAuth().user?.id ?? '';
  return useQuery({
    queryKey: [...promocodesKey, userId],
    queryFn: () => loadPromocodes(userId),
    enabled: userId !== '',
    networkMode: 'always',
    placeholderData: () => readCache(userId) ?? undefined,
  });
}

/** After an add: the new code first, then the server's list. */
export function useAddedPromocode() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return (added: Promocode) => {
    queryClient.setQueryData<Promocode[]>([...promocodesKey, userId], (codes) => {
      const next = [added, ...(codes ?? []).filter((c) => c.id !== added.id)];
      writeCache(userId, next);
      return next;
    });
    void queryClient.invalidateQueries({ queryKey: promocodesKey });
  };
}
