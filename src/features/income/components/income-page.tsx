import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { INCOME_CHART_MONTHS } from '#contract/income.ts';
import { monthOf } from '#contract/money.ts';
import { PageTitle } from '../../../components/page-title.tsx';
import { formatMonth } from '../../../lib/format.ts';
import { useIncomeChart, useIncomeHistory, useIncomeSummary } from '../hooks/use-income.ts';
import { addMonths } from '../income-format.ts';
import type { IncomeSearch } from '../income-search.ts';
import { HowToEarn } from './how-to-earn.tsx';
import { IncomeFilters } from './income-filters.tsx';
import { IncomeHistory } from './income-history.tsx';
import { IncomeSummaryCards } from './income-summary.tsx';
import { OnReview } from './on-review.tsx';
import '../income.css';

// chart.js is only ever loaded by this page, in a chunk of its own.
const IncomeChart = lazy(() => import('./income-chart.tsx'));

interface Props {
  search: IncomeSearch;
  onSearchChange: (next: IncomeSearch) => void;
}

export function IncomePage({ search, onSearchChange }: Props) {
  const { t, i18n } = useLingui();
  const current = monthOf(new Date());
  const month = search.month ?? current;
  const summary = useIncomeSummary(month);
  const chart = useIncomeChart(month);
  // One month drives the summary, the chart's last bar and the history (the review found two pickers).
  const history = useIncomeHistory({ month, product: search.product });
  const months = Array.from({ length: 24 }, (_, i) => addMonths(current, -i));
  const pickable = months.includes(month) ? months : [month, ...months];
  const filtered = Boolean(search.product);
  const monthName = formatMonth(i18n.locale, month);
  const nothingYet =
    chart.data?.months.every((m) => m.earned === 0) &&
    history.data?.pages[0]?.items.length === 0 &&
    !filtered;

  return (
    <section className="page income">
      <div className="income__head">
        <PageTitle>{t`My income`}</PageTitle>
        <label className="field income__month">
          <span>{t`Month`}</span>
          <select
            name="month"
            value={month}
            onChange={(e) =>
              onSearchChange({ ...search, month: e.target.value === current ? undefined : e.target.value })
            }
          >
            {pickable.map((m) => (
              <option key={m} value={m}>
                {formatMonth(i18n.locale, m)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <IncomeSummaryCards query={summary} />
      <OnReview />
      <section className="income-card income-chart" aria-labelledby="income-chart-title">
        <h2 id="income-chart-title">{t`Last ${INCOME_CHART_MONTHS} months`}</h2>
        <Suspense fallback={<div className="income-chart__placeholder" aria-busy="true" />}>
          {chart.data ? (
            <IncomeChart data={chart.data} />
          ) : (
            <div className="income-chart__placeholder" aria-busy="true" />
          )}
        </Suspense>
      </section>
      {nothingYet ? <HowToEarn /> : null}
      <section className="income-history" aria-labelledby="income-history-title">
        <h2 id="income-history-title">{t`Earnings history for ${monthName}`}</h2>
        <IncomeFilters value={search} onChange={onSearchChange} />
        <IncomeHistory query={history} filtered={filtered} />
      </section>
    </section>
  );
}
