/** React hooks over lib/promocodes.ts: the own list (offline too) and the cache update after an add. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Promocode } from '#contract/promocodes.ts';
import { ownPromocodesKey, promocodesKey, promocodesQuery, writeCache } from './promocodes.ts';
import { useAuth } from './use-auth.ts';

export function usePromocodes() {
  return useQuery(promocodesQuery(useAuth().user?.id ?? ''));
}

/** After an add: the new code first, then the server's list. */
export function useAddedPromocode() {
  const queryClient = useQueryClient();
  const userId = useAuth().user?.id ?? '';
  return (added: Promocode) => {
    queryClient.setQueryData<Promocode[]>(ownPromocodesKey(userId), (codes) => {
      const next = [added, ...(codes ?? []).filter((c) => c.id !== added.id)];
      writeCache(userId, next);
      return next;
    });
    void queryClient.invalidateQueries({ queryKey: promocodesKey });
  };
}
