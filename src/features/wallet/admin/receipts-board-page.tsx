import '../wallet.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type AdminReceipt, RECEIPT_STATES, type ReceiptState } from '#contract/tax.ts';
import { Button } from '../../../components/button.tsx';
import { PagedListStates } from '../../../components/list-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { Tabs } from '../../../components/tabs.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { adminKey } from '../../../lib/query-keys.ts';
import { toast } from '../../../lib/toasts.ts';
import { RECEIPT_STATE } from '../components/labels.ts';
import { adminNpdQuery, adminReceiptsQuery, markReceiptCancelled } from './wallet-admin-api.ts';

/** Staff: receipts of self-employed payouts by state (due, overdue, cancelled, added), per blogger (decision 067). */
export function ReceiptsBoardPage() {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<ReceiptState>('overdue');
  const [page, setPage] = useState(1);
  const query = useQuery(adminReceiptsQuery(state, page));
  const { data } = query;
  return (
    <section className="page admin-page">
      <div className="admin-page__head">
        <PageTitle>{t`Receipts`}</PageTitle>
      </div>
      <Tabs
        label={t`Receipt state`}
        tabs={RECEIPT_STATES.map((s) => ({
          id: s,
          label: `${i18n._(RECEIPT_STATE[s])}${data ? ` · ${data.counts[s]}` : ''}`,
        }))}
        value={state}
        onChange={(s) => {
          setState(s);
          setPage(1);
        }}
      >
        <PagedListStates query={query} empty={<Trans>No receipts in this state</Trans>} onPage={setPage}>
          {(item) => <ReceiptCard key={item.id} item={item} />}
        </PagedListStates>
      </Tabs>
    </section>
  );
}

function ReceiptCard({ item }: { item: AdminReceipt }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [history, setHistory] = useState(false);
  const cancel = useMutation({
    mutationFn: markReceiptCancelled,
    onSuccess: async () => {
      toast.success(t`The task is open again`);
      await queryClient.invalidateQueries({ queryKey: adminKey });
    },
  });
  return (
    <li className="card admin-card" data-testid="receipt-card" data-state={item.state}>
      <header className="admin-card__head">
        <div>
          <h2 className="admin-card__name">{formatMoney(i18n.locale, item.amount, item.currency)}</h2>
          <p className="admin-muted">
            {[item.owner.name, item.owner.email, item.owner.inn && t`INN ${item.owner.inn}`]
              .filter(Boolean)
              .join(' · ')}
          </p>
        </div>
        <span className={`chip chip--receipt-${item.state}`}>{i18n._(RECEIPT_STATE[item.state])}</span>
      </header>
      <p className="admin-muted">
        {t`Paid ${formatDate(i18n.locale, item.paid_on)}, receipt due by ${formatDate(i18n.locale, item.due_on)}`}
      </p>
      {item.receipt_url ? (
        <a href={item.receipt_url} target="_blank" rel="noreferrer">
          {item.source === 'provider' ? t`Receipt registered by the payout service` : t`Open the receipt`}
        </a>
      ) : null}
      <div className="admin-card__actions">
        <Button variant="light-gray" size="small" onClick={() => setHistory((h) => !h)}>
          <Trans>Status history</Trans>
        </Button>
        {item.state === 'done' ? (
          <Button
            variant="light-gray"
            size="small"
            loading={cancel.isPending}
            onClick={() => cancel.mutate(item.id)}
          >
            <Trans>The receipt was cancelled</Trans>
          </Button>
        ) : null}
      </div>
      {history ? <StatusHistory id={item.owner.id} /> : null}
    </li>
  );
}

function StatusHistory({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const { data } = useQuery(adminNpdQuery(id));
  if (!data) return null;
  return (
    <div data-testid="npd-history">
      <p>
        {data.status === 'valid'
          ? t`Self-employed status confirmed today`
          : data.status === 'lost'
            ? t`Self-employed status not confirmed today`
            : t`The tax service did not answer today`}
      </p>
      <ul className="admin-muted">
        {data.history.map((h) => (
          <li key={h.day}>
            {formatDate(i18n.locale, h.day)}: {h.status === 'valid' ? t`confirmed` : t`not confirmed`} —{' '}
            {h.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
