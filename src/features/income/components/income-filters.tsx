import { useLingui } from '@lingui/react/macro';
import { useIncomeProducts } from '../hooks/use-income.ts';
import type { IncomeSearch } from '../income-search.ts';

interface Props {
  value: IncomeSearch;
  onChange: (next: IncomeSearch) => void;
}

/** The history's product filter, by product name; the choice lands in the URL, so a reload keeps it. */
export function IncomeFilters({ value, onChange }: Props) {
  const { t } = useLingui();
  const products =
    useIncomeProducts().data ?? (value.product ? [{ code: value.product, name: value.product }] : []);
  return (
    <search>
      <form className="income-filters" onSubmit={(e) => e.preventDefault()}>
        <label className="field">
          <span>{t`Product`}</span>
          <select
            name="product"
            value={value.product ?? ''}
            onChange={(e) =>
              onChange({ ...value, product: e.target.value === '' ? undefined : e.target.value })
            }
          >
            <option value="">{t`All products`}</option>
            {products.map((p) => (
              <option key={p.code} value={p.code}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
      </form>
    </search>
  );
}
