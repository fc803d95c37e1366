import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Applicant } from '#contract/moderation.ts';
import { Button } from '../../../components/button.tsx';
import { adminKey } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toasts.ts';
import { assignManager, staffQuery } from './moderation-admin-api.ts';

const NONE = '';

/**
 * Admin only: pick the blogger's manager, for them alone or for their whole branch (everyone they brought
 * in, at every depth). Errors reach the global handler through the MutationCache.
 */
export function ManagerPicker({ applicant }: { applicant: Applicant }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const staff = useQuery(staffQuery());
  const [managerId, setManagerId] = useState(applicant.manager?.id ?? NONE);
  const [branch, setBranch] = useState(false);
  const save = useMutation({
    mutationFn: assignManager,
    onSuccess: async (_done, { body }) => {
      toast.success(body.branch ? t`Manager assigned to the whole branch` : t`Manager assigned`);
      setBranch(false);
      await queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: applicant.id, body: { manager_id: managerId || null, branch } });
  };
  const unchanged = managerId === (applicant.manager?.id ?? NONE) && !branch;

  return (
    <form className="manager-picker" onSubmit={submit} data-testid="manager-picker">
      <label className="field">
        <span>{t`Manager`}</span>
        <select
          name="manager"
          value={managerId}
          disabled={!staff.data}
          onChange={(e) => setManagerId(e.target.value)}
        >
          <option value={NONE}>{t`No manager`}</option>
          {staff.data?.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name === s.email ? s.email : `${s.name} · ${s.email}`}
            </option>
          ))}
        </select>
      </label>
      <div className="field field--checkbox">
        <label>
          <input
            type="checkbox"
            name="branch"
            checked={branch}
            onChange={(e) => setBranch(e.target.checked)}
          />
          <span>
            <Trans>Whole branch: also everyone they invited, at every level</Trans>
          </span>
        </label>
      </div>
      <Button type="submit" size="small" loading={save.isPending} disabled={save.isPending || unchanged}>
        <Trans>Save manager</Trans>
      </Button>
    </form>
  );
}
