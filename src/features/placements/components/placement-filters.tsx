import { useLingui } from '@lingui/react/macro';
import type { PlacementListQuery } from '#contract/placements.ts';
import { DateInput } from '../../../components/date-input.tsx';
import { NetworkFilter } from '../../../components/network-filter.tsx';

interface Props {
  value: PlacementListQuery;
  onChange: (next: PlacementListQuery) => void;
}

/** Network and period (the status has its chips); each change lands in the URL, so a reload keeps the view. */
export function PlacementFilters({ value, onChange }: Props) {
  const { t } = useLingui();
  const set = (patch: Partial<PlacementListQuery>) => onChange({ ...value, ...patch });
  const orUndefined = <T extends string>(s: string) => (s === '' ? undefined : (s as T));

  return (
    <search>
      <form className="placement-filters" onSubmit={(e) => e.preventDefault()}>
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
