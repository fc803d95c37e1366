import { i18n } from '@lingui/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Msg } from '#contract/messages.ts';
import type { PlacementListQuery } from '#contract/placements.ts';
import { auth } from '../../../lib/auth.ts';
import { toast } from '../../../lib/toasts.ts';
import { confirmRemoval, placementsKeys, placementsQuery } from '../api/placements-api.ts';
import type { LocalDraft } from '../local/drafts.ts';

export const usePlacements = (filters: PlacementListQuery) => useQuery(placementsQuery(filters));

/**
 * Confirms that the ad is gone. The session is reloaded afterwards: its has_not_deleted flag is what
 * holds the user on this page, so it must drop as soon as nothing is left to remove.
 */
export function useConfirmRemoval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => confirmRemoval(id),
    onSuccess: async () => {
      toast.success(i18n._(Msg.deleted));
      await Promise.all([queryClient.invalidateQueries({ queryKey: placementsKeys.all }), auth.reload()]);
    },
  });
}

/**
 * When the outbox hands a draft over (or learns its server status), the server list must show it:
 * refetch whenever the set of synced drafts or their statuses changes.
 */
export function useRefreshOnSynced(drafts: LocalDraft[] | undefined) {
  const queryClient = useQueryClient();
  const key = (drafts ?? [])
    .filter((d) => d.status === 'synced')
    .map((d) => `${d.id}:${d.serverStatus}`)
    .join(',');
  useEffect(() => {
    if (key) void queryClient.invalidateQueries({ queryKey: placementsKeys.all });
  }, [key, queryClient]);
}
