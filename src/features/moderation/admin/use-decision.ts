import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKey } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toasts.ts';
import { decideApplicant } from './moderation-admin-api.ts';

/**
 * Approve or reject one applicant. Errors reach the global handler through the MutationCache; on success
 * every admin list (queue, audit, outbox) is refetched, since a decision writes to all three.
 */
export function useDecision() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideApplicant,
    onSuccess: async (_applicant, { body }) => {
      toast.success(body.decision === 'approve' ? t`Application approved` : t`Application rejected`);
      await queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
}
