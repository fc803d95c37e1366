import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyState, ListSkeleton, LoadError } from '../../../components/list-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { PayoutCard } from './payout-card.tsx';
import { adminWithdrawalsQuery } from './wallet-admin-api.ts';

/** Pending withdrawal requests, oldest first: a moderator pays (through the provider) or rejects. */
export function PayoutsQueuePage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery(adminWithdrawalsQuery('pending', page));

  return (
    <section className="page admin-page">
      <div className="admin-page__head">
        <PageTitle>{t`Payouts`}</PageTitle>
        {data ? <span className="admin-muted">{t`Pending: ${data.total}`}</span> : null}
      </div>
      {isPending ? (
        <ListSkeleton />
      ) : isError ? (
        <LoadError onRetry={() => void refetch()} />
      ) : data.items.length === 0 ? (
        <EmptyState>
          <Trans>No pending withdrawal requests</Trans>
        </EmptyState>
      ) : (
        <>
          <ul className="admin-list">
            {data.items.map((item) => (
              <PayoutCard key={item.id} item={item} />
            ))}
          </ul>
          {data.pages > 1 ? <Pagination page={data.page} pages={data.pages} onPage={setPage} /> : null}
        </>
      )}
    </section>
  );
}
