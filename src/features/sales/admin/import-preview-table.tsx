import { useLingui } from '@lingui/react/macro';
import type { ImportPreview } from '#contract/sales.ts';
import { formatDateTime, formatMoney } from '../../../lib/format.ts';

/** The rows as the server read them: errors per column, rows already imported flagged. */
export function ImportPreviewTable({ preview }: { preview: ImportPreview }) {
  const { t, i18n } = useLingui();
  const money = (amount: string, currency: string) =>
    /^\d+$/.test(amount) && /^(RUB|USD)$/.test(currency)
      ? formatMoney(i18n.locale, Number(amount), currency)
      : amount;

  return (
    <table className="admin-table sales-preview" data-testid="import-preview">
      <thead>
        <tr>
          <th>{t`Line`}</th>
          <th>{t`Type`}</th>
          <th>{t`Order ID`}</th>
          <th>{t`Product`}</th>
          <th>{t`Amount`}</th>
          <th>{t`Promocode, click or order`}</th>
          <th>{t`Date`}</th>
          <th>{t`Status`}</th>
        </tr>
      </thead>
      <tbody>
        {preview.rows.map((row) => {
          const errors = Object.entries(row.errors);
          const state = errors.length ? 'error' : row.duplicate ? 'duplicate' : 'ok';
          return (
            <tr key={row.line} className={`sales-row sales-row--${state}`} data-testid="import-row">
              <td data-label={t`Line`}>{row.line}</td>
              <td data-label={t`Type`}>{row.type === 'refund' ? t`Refund` : t`Order`}</td>
              <td data-label={t`Order ID`}>{row.external_id || '—'}</td>
              <td data-label={t`Product`}>{row.product || '—'}</td>
              <td data-label={t`Amount`}>{money(row.amount, row.currency) || '—'}</td>
              <td data-label={t`Promocode, click or order`}>{row.reference || '—'}</td>
              <td data-label={t`Date`}>
                {row.occurred_at ? formatDateTime(i18n.locale, row.occurred_at) : '—'}
              </td>
              <td data-label={t`Status`}>
                {errors.length ? (
                  <ul className="sales-row__errors">
                    {errors.map(([column, ids]) => (
                      <li key={column}>
                        <b>{column}</b>: {ids.map((id) => i18n._(id)).join(' ')}
                      </li>
                    ))}
                  </ul>
                ) : row.duplicate ? (
                  <span className="admin-muted">{t`Already imported`}</span>
                ) : (
                  <span className="sales-row__ok">{t`Ready`}</span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
