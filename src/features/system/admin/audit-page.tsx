import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ListStates } from '../../../components/list-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { STATUS_LABELS } from '../../../lib/account-status-labels.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { PLACEMENT_STATUS_LABELS } from '../../../lib/placement-vocabulary.ts';
import { auditQuery } from './system-admin-api.ts';

/** Known actions read as the status they set; anything newer shows its machine name rather than nothing. */
const actionStatus = (action: string): 'approved' | 'rejected' | null =>
  /reject/i.test(action) ? 'rejected' : /approve/i.test(action) ? 'approved' : null;

/** An application is feminine in Russian, a placement neuter: each action reads in its own grammar. */
export const ACTION_LABELS: Record<string, MessageDescriptor> = {
  'account.approve': STATUS_LABELS.approved,
  'account.reject': STATUS_LABELS.rejected,
  'placement.approve': msg({ message: 'Approved', context: 'placement decision' }),
  'placement.reject': PLACEMENT_STATUS_LABELS.rejected,
  'sale.attribute': msg`Sale attributed`,
  'commission_plan.save': msg`Commission plan saved`,
  'manager.assign': msg`Manager assigned`,
  'manager.branch': msg`Manager assigned to the whole branch`,
};

/** Staff decisions, newest first as the API sends them; a table on desktop, cards on phones. */
export function AuditPage() {
  const { t, i18n } = useLingui();
  const query = useQuery(auditQuery());

  const actionLabel = (action: string) => {
    const label = ACTION_LABELS[action];
    return label ? i18n._(label) : action;
  };

  return (
    <section className="page admin-page">
      <PageTitle>{t`Audit log`}</PageTitle>
      <ListStates query={query} empty={<Trans>No entries yet</Trans>}>
        {(data) => (
          <table className="admin-table" data-testid="audit-table">
            <thead>
              <tr>
                <th>{t`Date`}</th>
                <th>{t`Moderator`}</th>
                <th>{t`Action`}</th>
                <th>{t`Account`}</th>
                <th>{t`Reason`}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((entry) => (
                <tr key={entry.id} data-testid="audit-entry">
                  <td data-label={t`Date`}>{formatDateTime(i18n.locale, entry.created_at)}</td>
                  <td data-label={t`Moderator`}>{entry.actor.email}</td>
                  <td data-label={t`Action`}>
                    <span className={`admin-action admin-action--${actionStatus(entry.action) ?? 'other'}`}>
                      {actionLabel(entry.action)}
                    </span>
                  </td>
                  <td data-label={t`Account`}>{entry.target_email ?? entry.target_id}</td>
                  <td data-label={t`Reason`}>{entry.reason ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListStates>
    </section>
  );
}
