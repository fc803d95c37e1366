import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LEAK_STATUSES, type LeakStatus } from '#contract/leaks.ts';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-state.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { LeakCard } from './leak-card.tsx';
import { leaksQuery } from './leaks-admin-api.ts';

/** The leaked-promocode flags the hourly scan raised (docs/decisions/078), by status. */
export function LeaksSection() {
  const { t } = useLingui();
  const [status, setStatus] = useState<LeakStatus>('open');
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery(leaksQuery(status, page));
  const labels: Record<LeakStatus, string> = {
    open: t`Flagged`,
    retired: t`Retired`,
    dismissed: t`Dismissed`,
  };

  return (
    <>
      <p className="admin-muted">
        <Trans>
          Codes used far beyond what their blogger's link and placements explain, checked every hour. Retiring
          a code issues the blogger a new one and tells them why; the old code keeps counting for a grace
          period.
        </Trans>
      </p>
      <label className="field fraud-status">
        <span>{t`Status`}</span>
        <select
          name="leak-status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as LeakStatus);
            setPage(1);
          }}
        >
          {LEAK_STATUSES.map((s) => (
            <option key={s} value={s}>
              {labels[s]}
            </option>
          ))}
        </select>
      </label>
      {isPending ? (
        <ListSkeleton />
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState>
          <Trans>No promocodes here</Trans>
        </EmptyState>
      ) : (
        <>
          <ul className="admin-list">
            {data.items.map((item) => (
              <LeakCard key={item.id} item={item} />
            ))}
          </ul>
          {data.pages > 1 ? <Pagination page={data.page} pages={data.pages} onPage={setPage} /> : null}
        </>
      )}
    </>
  );
}
