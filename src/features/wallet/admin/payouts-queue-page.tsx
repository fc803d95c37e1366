import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PagedListStates } from '../../../components/list-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { PayoutCard } from './payout-card.tsx';
import { adminWithdrawalsQuery } from './wallet-admin-api.ts';

/** Pending withdrawal requests, oldest first: a moderator pays (through the provider) or rejects. */
export function PayoutsQueuePage() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = useQuery(adminWithdrawalsQuery('pending', page));
  const { data } = query;

  return (
    <section className="page admin-page">
      <div className="admin-page__head">
        <PageTitle>{t`Payouts`}</PageTitle>
        {data ? <span className="admin-muted">{t`Pending: ${data.total}`}</span> : null}
      </div>
      <PagedListStates query={query} empty={<Trans>No pending withdrawal requests</Trans>} onPage={setPage}>
        {(item) => <PayoutCard key={item.id} item={item} />}
      </PagedListStates>
    </section>
  );
}
