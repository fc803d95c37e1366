import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PageTitle } from '../../../components/page-title.tsx';
import { auditQuery } from '../api/get-audit.ts';
import { EmptyState, ListSkeleton, LoadError } from './list-state.tsx';

/** Known actions read as words; anything newer shows its machine name rather than nothing. */
const actionKind = (action: string): 'approve' | 'reject' | 'other' =>
  /reject/i.test(action) ? 'reject' : /approve/i.test(action) ? 'approve' : 'other';

/** Staff decisions, newest first as the API sends them; a table on desktop, cards on phones. */
export function AuditPage() {
  const { t, i18n } = useLingui();
  const { data, isPending, isError, refetch } = useQuery(auditQuery());

  const labels = { approve: t`Approved`, reject: t`Rejected` };
  const label = (action: string) => {
    const kind = actionKind(action);
    return kind === 'other' ? action : labels[kind];
  };

  return (
    <section className="page admin-page">
      <PageTitle>{t`Audit log`}</PageTitle>
      {isPending ? (
        <ListSkeleton />
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <EmptyState>
          <Trans>No entries yet</Trans>
        </EmptyState>
      ) : (
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
                <td data-label={t`Date`}>
                  {i18n.date(entry.created_at, { dateStyle: 'medium', timeStyle: 'short' })}
                </td>
                <td data-label={t`Moderator`}>{entry.actor.email}</td>
                <td data-label={t`Action`}>
                  <span className={`admin-action admin-action--${actionKind(entry.action)}`}>
                    {label(entry.action)}
                  </span>
                </td>
                <td data-label={t`Account`}>{entry.target_email ?? entry.target_id}</td>
                <td data-label={t`Reason`}>{entry.reason ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
