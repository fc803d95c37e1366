import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { IncomeSummary } from '#contract/income.ts';
import { formatCount, formatMoney, formatMonth } from '../../../lib/format.ts';
import { MONTH_STATE_LABELS, monthRuleText } from '../income-format.ts';

/** The month in four figures, each naming its month, and the integration rule's verdict in words. */
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
  const locale = i18n.locale;
  const money = (minor: number) => formatMoney(locale, minor, s.currency);
  const month = formatMonth(locale, s.month);
  // An open month short of integrations is a warning: its income is not paid unless more are published.
  const short = s.state === 'open' && s.integrations < s.required;
  return (
    <div
      className="income-summary"
      data-testid="income-summary"
      aria-busy={query.isPlaceholderData || undefined}
    >
      <div
        className={`income-state income-state--${short ? 'short' : s.state}`}
        data-testid="income-month-state"
      >
        <strong>{i18n._(MONTH_STATE_LABELS[s.state])}</strong>
        <p data-testid="income-month-rule">{monthRuleText(i18n, s)}</p>
      </div>
      <dl className="income-cards">
        <div className="income-card income-card--main">
          <dt>{t`Earned in ${month}`}</dt>
          <dd data-testid="income-earned">{money(s.earned)}</dd>
        </div>
        <div className="income-card">
          <dt>{t`Orders in ${month}`}</dt>
          <dd data-testid="income-orders">{formatCount(locale, s.orders)}</dd>
        </div>
        <div className="income-card">
          <dt>{t`Revenue in ${month}`}</dt>
          <dd data-testid="income-revenue">{money(s.revenue)}</dd>
        </div>
        <div className="income-card">
          <dt>{t`Promocode sales in ${month}`}</dt>
          <dd data-testid="income-promocode">{money(s.promocode_revenue)}</dd>
        </div>
      </dl>
    </div>
  );
}
