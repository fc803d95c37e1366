import { useLingui } from '@lingui/react/macro';
import type { Placement, PlacementStatus } from '#contract/placements.ts';
import { formatCount } from '../../../lib/format.ts';
import { PLACEMENT_STATUS_LABELS } from '../../../lib/placement-vocabulary.ts';
import { FILTER_STATUSES } from './placement-labels.ts';

interface Props {
  /** The sent placements of the other filters, every status: what the chips count. */
  items: readonly Placement[] | undefined;
  value: PlacementStatus | undefined;
  onChange: (status: PlacementStatus | undefined) => void;
}

/** One tap to a status, with how many placements each holds; the choice lives in the URL (?status=). */
export function StatusChips({ items, value, onChange }: Props) {
  const { t, i18n } = useLingui();
  const counts = new Map<PlacementStatus, number>();
  for (const p of items ?? []) counts.set(p.status, (counts.get(p.status) ?? 0) + 1);
  const chip = (status: PlacementStatus | undefined, label: string, count: number) => (
    <button
      key={status ?? 'all'}
      type="button"
      className="status-chip"
      data-status={status ?? 'all'}
      aria-pressed={value === status}
      onClick={() => onChange(status)}
    >
      <span>{label}</span>
      <span className="status-chip__count">{items ? formatCount(i18n.locale, count) : '…'}</span>
    </button>
  );
  return (
    <fieldset className="status-chips" data-testid="status-chips">
      <legend className="visually-hidden">{t`Status`}</legend>
      {chip(undefined, t`All`, items?.length ?? 0)}
      {FILTER_STATUSES.map((s) => chip(s, i18n._(PLACEMENT_STATUS_LABELS[s]), counts.get(s) ?? 0))}
    </fieldset>
  );
}
