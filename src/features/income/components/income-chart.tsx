/**
 * The 12-month bar chart. This module is the only one that imports chart.js, and the income page loads it
 * with a dynamic import, so no other page's chunk carries the library.
 */
import { useLingui } from '@lingui/react/macro';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import type { IncomeChart as ChartData, MonthState } from '#contract/income.ts';
import { MINOR_PER_UNIT } from '#contract/money.ts';
import { formatMoney, formatMoneyAxis, formatMonth } from '../../../lib/format.ts';
import { MONTH_STATE_LABELS } from '../income-format.ts';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

const COLORS: Record<MonthState, string> = { open: '#8fdcaa', released: '#1db954', held: '#9aa5b1' };

export default function IncomeChart({ data }: { data: ChartData }) {
  const { t, i18n } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const locale = i18n.locale;

  useEffect(() => {
    if (!canvas.current) return;
    const money = (minor: number) => formatMoney(locale, minor, data.currency);
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: data.months.map((m) => formatMonth(locale, m.month, 'short')),
        datasets: [
          {
            data: data.months.map((m) => m.earned / MINOR_PER_UNIT),
            backgroundColor: data.months.map((m) => COLORS[m.state]),
            borderRadius: 6,
          },
        ],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          tooltip: {
            callbacks: {
              title: (items) => formatMonth(locale, data.months[items[0]?.dataIndex ?? 0]?.month ?? ''),
              label: (item) => money(Math.round(Number(item.raw) * MINOR_PER_UNIT)),
            },
          },
        },
        scales: {
          y: {
            ticks: {
              callback: (value) => formatMoneyAxis(locale, Number(value), data.currency),
            },
          },
          x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 8 } },
        },
      },
    });
    return () => chart.destroy();
  }, [data, locale]);

  const total = data.months.reduce((sum, m) => sum + m.earned, 0);
  return (
    <>
      <div className="income-chart__frame">
        <canvas
          ref={canvas}
          role="img"
          data-testid="income-chart"
          aria-label={t`Earnings by month over the last 12 months, ${formatMoney(locale, total, data.currency)} in total`}
        />
      </div>
      <ul className="income-chart__legend">
        {(['released', 'held', 'open'] as const).map((state) => (
          <li key={state}>
            <span className="income-chart__swatch" style={{ background: COLORS[state] }} aria-hidden="true" />
            {i18n._(MONTH_STATE_LABELS[state])}
          </li>
        ))}
      </ul>
    </>
  );
}
