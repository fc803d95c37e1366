import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { ListStates } from '../../../components/list-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';
import { AttributeForm } from './attribute-form.tsx';
import { unattributedQuery } from './sales-admin-api.ts';
import './sales.css';

/** Sales no promocode or click matched, newest first; each can be credited to a blogger by hand. */
export function UnattributedPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { t, i18n } = useLingui();
  const { data, isPending, isError, refetch } = useQuery(unattributedQuery(page));

  return (
    <section className="page admin-page">
      <div className="admin-page__head">
        <PageTitle>{t`Unattributed sales`}</PageTitle>
        {data ? <span className="admin-muted">{t`Total: ${data.total}`}</span> : null}
      </div>
      <ListStates
        query={{ data: data?.items, isPending, isError, refetch }}
        empty={<Trans>Every sale is attributed</Trans>}
      >
        {(items) => (
          <>
            <table className="admin-table" data-testid="unattributed-table">
              <thead>
                <tr>
                  <th>{t`Date`}</th>
                  <th>{t`Order ID`}</th>
                  <th>{t`Amount`}</th>
                  <th>{t`Product`}</th>
                  <th>{t`Promocode or click`}</th>
                  <th>{t`Attribute to`}</th>
                </tr>
              </thead>
              <tbody>
                {items.map((sale) => (
                  <tr key={sale.id} data-testid="unattributed-sale">
                    <td data-label={t`Date`}>{formatDateTime(i18n.locale, sale.occurred_at)}</td>
                    <td data-label={t`Order ID`}>
                      <div>
                        {sale.external_id}
                        <div className="admin-muted">
                          {sale.source === 'csv' ? t`CSV import` : t`Webhook`}
                        </div>
                      </div>
                    </td>
                    <td data-label={t`Amount`}>
                      <div>
                        {formatMoney(i18n.locale, sale.amount, sale.currency)}
                        {sale.refunded ? <div className="admin-muted">{t`Refunded`}</div> : null}
                      </div>
                    </td>
                    <td data-label={t`Product`}>{sale.product}</td>
                    <td data-label={t`Promocode or click`}>
                      {sale.promocode ?? (sale.click_id ? t`Click` : '—')}
                    </td>
                    <td className="sales-attribute-cell" data-label={t`Attribute to`}>
                      <AttributeForm saleId={sale.id} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {data && data.pages > 1 ? (
              <nav className="admin-pagination" aria-label={t`Pages`}>
                <Button
                  variant="transparent"
                  size="small"
                  disabled={page <= 1}
                  onClick={() => onPage(page - 1)}
                >
                  <Trans>Previous</Trans>
                </Button>
                <span>
                  <Trans>
                    Page {page} of {data.pages}
                  </Trans>
                </span>
                <Button
                  variant="transparent"
                  size="small"
                  disabled={page >= data.pages}
                  onClick={() => onPage(page + 1)}
                >
                  <Trans>Next</Trans>
                </Button>
              </nav>
            ) : null}
          </>
        )}
      </ListStates>
    </section>
  );
}
