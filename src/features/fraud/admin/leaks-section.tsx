import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LEAK_STATUSES, type LeakStatus } from '#contract/leaks.ts';
import { PagedListStates } from '../../../components/list-state.tsx';
import { LeakCard } from './leak-card.tsx';
import { leaksQuery } from './leaks-admin-api.ts';

/** The leaked-promocode flags the hourly scan raised (docs/decisions/078), by status. */
export function LeaksSection() {
  const { t } = useLingui();
  const [status, setStatus] = useState<LeakStatus>('open');
  const [page, setPage] = useState(1);
  const query = useQuery(leaksQuery(status, page));
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
      <PagedListStates query={query} empty={<Trans>No promocodes here</Trans>} onPage={setPage}>
        {(item) => <LeakCard key={item.id} item={item} />}
      </PagedListStates>
    </>
  );
}
