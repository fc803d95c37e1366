import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Msg } from '#contract/messages.ts';
import type { PlacementListQuery } from '#contract/placements.ts';
import { auth } from '../../../lib/auth.ts';
import { toast } from '../../../lib/toasts.ts';
import { adMarkingQuery, confirmRemoval, placementsKeys, placementsQuery } from '../api/placements-api.ts';
import type { LocalDraft } from '../local/drafts.ts';

export const usePlacements = (filters: PlacementListQuery) => useQuery(placementsQuery(filters));

/** The market's ad rules and the advertiser the label names. */
export const useAdMarking = () => useQuery(adMarkingQuery());

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

/** Tells the user when a draft they watched go out has reached the server (moderation comes next). */
export function useSentToast(drafts: LocalDraft[] | undefined) {
  const seen = useRef<Map<string, LocalDraft['status']> | null>(null);
  useEffect(() => {
    if (!drafts) return;
    const before = seen.current;
    seen.current = new Map(drafts.map((d) => [d.id, d.status]));
    // The first read only learns what is there: a draft sent before the page opened is old news.
    if (!before) return;
    for (const d of drafts) {
      const was = before.get(d.id);
      if (d.status === 'synced' && was !== undefined && was !== 'synced')
        toast.success(i18n._(msg`Sent to moderation`));
    }
  }, [drafts]);
}
