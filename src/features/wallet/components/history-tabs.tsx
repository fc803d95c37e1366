import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { type TabItem, Tabs } from '../../../components/tabs.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { operationsQuery, requestsQuery } from '../api/wallet-api.ts';
import { OPERATION_STATUS, operationLabel, REQUEST_STATUS } from './labels.ts';

type Tab = 'operations' | 'requests';

function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (p: number) => void }) {
  return pages > 1 ? <Pagination className="wallet-pager" page={page} pages={pages} onPage={onPage} /> : null;
}

/** A tab whose page could not be loaded: say so and offer a retry instead of loading forever. */
function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="wallet-failed" role="alert">
      <p className="muted">
        <Trans>The history could not be loaded. Check the connection and try again.</Trans>
      </p>
      <Button variant="light-gray" size="small" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

function Loading() {
  return (
    <p className="muted" role="status" aria-busy="true">
      <Trans>Loading…</Trans>
    </p>
  );
}

function Operations() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const { data, isError, refetch } = useQuery(operationsQuery(page));
  if (!data) return isError ? <LoadFailed onRetry={() => void refetch()} /> : <Loading />;
  if (!data.items.length) return <p className="muted">{t`No operations yet`}</p>;
  return (
    <>
      <ul className="wallet-list">
        {data.items.map((o) => (
          <li key={o.id} className="wallet-row">
            <div>
              <strong data-testid="wallet-operation-label">{operationLabel(i18n, o)}</strong>
              <span className="muted">{formatDate(i18n.locale, o.date)}</span>
            </div>
            <div className="wallet-row__end">
              <span className={`wallet-amount wallet-amount--${o.type}`}>
                {o.type === 'withdrawal' ? '−' : '+'}
                {formatMoney(i18n.locale, o.amount, o.currency)}
              </span>
              <span className={`chip chip--wallet-${o.status}`}>{i18n._(OPERATION_STATUS[o.status])}</span>
            </div>
          </li>
        ))}
      </ul>
      <Pager page={data.page} pages={data.pages} onPage={setPage} />
    </>
  );
}

function Requests() {
  const { t, i18n } = useLingui();
  const [page, setPage] = useState(1);
  const { data, isError, refetch } = useQuery(requestsQuery(page));
  if (!data) return isError ? <LoadFailed onRetry={() => void refetch()} /> : <Loading />;
  if (!data.items.length) return <p className="muted">{t`No withdrawal requests yet`}</p>;
  return (
    <>
      <ul className="wallet-list">
        {data.items.map((w) => (
          <li key={w.id} className="wallet-row" data-testid="wallet-request">
            <div>
              <strong>{formatMoney(i18n.locale, w.amount, w.currency)}</strong>
              <span className="muted">
                {t`Period`}: {formatDate(i18n.locale, w.start_date)} – {formatDate(i18n.locale, w.end_date)}
              </span>
              <span className="muted">
                {t`Created`}: {formatDate(i18n.locale, w.created_at)}
              </span>
              {/* A failed payout's reason is the payout service's own (English) text: say it in the
                  reader's language. A cancellation's reason is the moderator's words to the blogger. */}
              {w.status === 'failed' && w.failure_reason === 'npd_status_lost' ? (
                <span className="wallet-reason">
                  {t`The tax service did not confirm your self-employed status on the day of payment; the amount is back in the wallet.`}
                </span>
              ) : w.status === 'failed' ? (
                <span className="wallet-reason">
                  {t`The payout service did not make the payout; the amount is back in the wallet.`}
                </span>
              ) : w.failure_reason ? (
                <span className="wallet-reason">
                  {t`Reason`}: {w.failure_reason}
                </span>
              ) : null}
            </div>
            <span className={`chip chip--wallet-${w.status}`}>{i18n._(REQUEST_STATUS[w.status])}</span>
          </li>
        ))}
      </ul>
      <Pager page={data.page} pages={data.pages} onPage={setPage} />
    </>
  );
}

/** SPEC §2: history with the tabs Operations and Requests. */
export function HistoryTabs() {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('operations');
  const tabs: TabItem<Tab>[] = [
    { id: 'operations', label: t`Operations` },
    { id: 'requests', label: t`Requests` },
  ];
  return (
    <section className="card wallet-history">
      <Tabs label={t`History`} tabs={tabs} value={tab} onChange={setTab}>
        {tab === 'operations' ? <Operations /> : <Requests />}
      </Tabs>
    </section>
  );
}
