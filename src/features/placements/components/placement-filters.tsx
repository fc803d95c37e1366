import { useLingui } from '@lingui/react/macro';
import type { PlacementListQuery, PlacementStatus } from '#contract/placements.ts';
import { DateInput } from '../../../components/date-input.tsx';
import { NetworkFilter } from '../../../components/network-filter.tsx';
import { PLACEMENT_STATUS_LABELS } from '../../../lib/placement-vocabulary.ts';
import { FILTER_STATUSES } from './placement-labels.ts';

interface Props {
  value: PlacementListQuery;
  onChange: (next: PlacementListQuery) => void;
}

/** Status, network and period; each change lands in the URL, so a reload keeps the view. */
export function PlacementFilters({ value, onChange }: Props) {
  const { t, i18n } = useLingui();
  const set = (patch: Partial<PlacementListQuery>) => onChange({ ...value, ...patch });
  const orUndefined = <T extends string>(s: string) => (s === '' ? undefined : (s as T));

  return (
    <search>
      <form className="placement-filters" onSubmit={(e) => e.preventDefault()}>
        <label className="field">
          <span>{t`Status`}</span>
          <select
            name="status"
            value={value.status ?? ''}
            onChange={(e) => set({ status: orUndefined<PlacementStatus>(e.target.value) })}
          >
            <option value="">{t`All statuses`}</option>
            {FILTER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {i18n._(PLACEMENT_STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        </label>
        <NetworkFilter value={value.network} onChange={(network) => set({ network })} />
        <DateInput
          name="from"
          label={t`From`}
          value={value.from ?? ''}
          max={value.to}
          onChange={(from) => set({ from: orUndefined(from) })}
        />
        <DateInput
          name="to"
          label={t`To`}
          value={value.to ?? ''}
          min={value.from}
          onChange={(to) => set({ to: orUndefined(to) })}
        />
      </form>
    </search>
  );
}
