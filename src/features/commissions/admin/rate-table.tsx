import { Trans, useLingui } from '@lingui/react/macro';
import type { CommissionPlanBody, RateSet } from '#contract/commissions.ts';
import { TEAM_LEVELS } from '#contract/commissions.ts';
import { CURRENCIES } from '#contract/money.ts';
import { formatMoney, formatPercent } from '../../../lib/format.ts';

/**
 * One plan read-only: every rate set as a row (standard and early), then the quick-start bonus. Products
 * read by name (`names`: code → name), the code beside it for the shop's key.
 */
export function RateTable({ plan, names }: { plan: CommissionPlanBody; names: Record<string, string> }) {
  const { t, i18n } = useLingui();
  const pct = (bp: number) => formatPercent(i18n.locale, bp);
  const money = (minor: number, currency: string) => formatMoney(i18n.locale, minor, currency);
  const sets: { label: string; set: RateSet }[] = [
    { label: t`All products`, set: plan.rates },
    ...Object.entries(plan.products).map(([code, set]) => ({
      label: names[code] ? `${names[code]} (${code})` : code,
      set,
    })),
  ];
  const levels = Array.from({ length: TEAM_LEVELS }, (_, i) => i);
  const rows = sets.flatMap(({ label, set }) => [
    { key: `${label}-std`, label, kind: t`Standard`, personal: set.personal, levels: set.levels },
    {
      key: `${label}-early`,
      label,
      kind: t`First ${plan.early_days} days`,
      personal: set.early_personal,
      levels: set.early_levels,
    },
  ]);
  return (
    <>
      <table className="admin-table plan-table" data-testid="plan-table">
        <thead>
          <tr>
            <th>{t`Product`}</th>
            <th>{t`Period`}</th>
            <th>{t`Personal`}</th>
            {levels.map((i) => (
              <th key={i}>{t`Level ${i + 1}`}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <td data-label={t`Product`}>{row.label}</td>
              <td data-label={t`Period`}>{row.kind}</td>
              <td data-label={t`Personal`}>{pct(row.personal)}</td>
              {levels.map((i) => (
                <td key={i} data-label={t`Level ${i + 1}`}>
                  {pct(row.levels[i] ?? 0)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="admin-muted">
        <Trans>Quick-start bonus:</Trans>{' '}
        {CURRENCIES.map(
          (c) =>
            `${money(plan.quick_start[c], c)} (${t`revenue from`} ${money(plan.quick_start_revenue[c], c)})`,
        ).join(' · ')}
      </p>
    </>
  );
}
