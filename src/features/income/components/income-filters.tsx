import { useLingui } from '@lingui/react/macro';
import { formatMonth } from '../../../lib/format.ts';
import { useIncomeProducts } from '../hooks/use-income.ts';
import type { IncomeSearch } from '../income-search.ts';

interface Props {
  value: IncomeSearch;
  months: string[];
  onChange: (next: IncomeSearch) => void;
}

/** Product and month of the history; each change lands in the URL, so a reload keeps the view. */
export function IncomeFilters({ value, months, onChange }: Props) {
  const { t, i18n } = useLingui();
  const products = useIncomeProducts();
  const set = (patch: Partial<IncomeSearch>) => onChange({ ...value, ...patch });
  const orUndefined = (s: string) => (s === '' ? undefined : s);
  return (
    <search>
      <form className="income-filters" onSubmit={(e) => e.preventDefault()}>
        <label className="field">
          <span>{t`Product`}</span>
          <select
            name="product"
            value={value.product ?? ''}
            onChange={(e) => set({ product: orUndefined(e.target.value) })}
          >
            <option value="">{t`All products`}</option>
            {(products.data ?? (value.product ? [value.product] : [])).map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t`Month of the line`}</span>
          <select
            name="period"
            value={value.period ?? ''}
            onChange={(e) => set({ period: orUndefined(e.target.value) })}
          >
            <option value="">{t`All months`}</option>
            {(value.period && !months.includes(value.period) ? [value.period, ...months] : months).map(
              (m) => (
                <option key={m} value={m}>
                  {formatMonth(i18n.locale, m)}
                </option>
              ),
            )}
          </select>
        </label>
      </form>
    </search>
  );
}
