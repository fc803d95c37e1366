import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { IncomeSummary } from '#contract/income.ts';
import { formatMoney, formatMonth } from '../../../lib/format.ts';
import { MONTH_STATE_LABELS } from '../income-format.ts';

/** The month in four figures, and whether it is open, released or held (with the integration count). */
export function IncomeSummaryCards({ query }: { query: UseQueryResult<IncomeSummary> }) {
  const { t, i18n } = useLingui();
  const s = query.data;
  if (!s) {
    return (
      <div className="income-cards" aria-busy="true" data-testid="income-summary-loading">
        {query.isError ? (
          <p className="muted">{t`The figures could not be loaded. Try again later.`}</p>
        ) : null}
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="income-card income-card--skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  }
  const money = (minor: number) => formatMoney(i18n.locale, minor, s.currency);
  return (
    <div
      className="income-summary"
      data-testid="income-summary"
      aria-busy={query.isPlaceholderData || undefined}
    >
      <p className={`income-state income-state--${s.state}`} data-testid="income-month-state">
        <strong>{i18n._(MONTH_STATE_LABELS[s.state])}</strong>
        <span>
          {t`${formatMonth(i18n.locale, s.month)}: integrations ${s.integrations} of ${s.required}`}
        </span>
      </p>
      <dl className="income-cards">
        <div className="income-card income-card--main">
          <dt>{t`Earned`}</dt>
          <dd data-testid="income-earned">{money(s.earned)}</dd>
        </div>
        <div className="income-card">
          <dt>{t`Orders`}</dt>
          <dd data-testid="income-orders">{s.orders}</dd>
        </div>
        <div className="income-card">
          <dt>{t`Total revenue`}</dt>
          <dd data-testid="income-revenue">{money(s.revenue)}</dd>
        </div>
        <div className="income-card">
          <dt>{t`Promocode sales`}</dt>
          <dd data-testid="income-promocode">{money(s.promocode_revenue)}</dd>
        </div>
      </dl>
    </div>
  );
}
