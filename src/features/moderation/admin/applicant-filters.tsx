import { useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useState } from 'react';
import type { ReviewQueueQuery } from '#contract/moderation.ts';
import { NetworkFilter } from '../../../components/network-filter.tsx';
import { QUEUE_STATUSES, STATUS_LABELS } from '../../../lib/account-status-labels.ts';

const SEARCH_DEBOUNCE_MS = 300;
type Filters = Omit<ReviewQueueQuery, 'page'>;

/** Status, network and a free-text search; typing applies after a short pause, Enter at once. */
export function ApplicantFilters({ value, onChange }: { value: Filters; onChange: (next: Filters) => void }) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState(value.q ?? '');
  const apply = (q: string) => {
    const next = q.trim() || undefined;
    if (next !== value.q) onChange({ ...value, q: next });
  };

  // Back/forward or a reset changes q from outside; keep the box in step without eating a typed space.
  useEffect(() => {
    setText((current) => (current.trim() === (value.q ?? '') ? current : (value.q ?? '')));
  }, [value.q]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only typing restarts the pause
  useEffect(() => {
    const timer = setTimeout(() => apply(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(text);
  };

  return (
    <search>
      <form className="admin-filters" onSubmit={submit}>
        <label className="field">
          <span>{t`Status`}</span>
          <select
            name="status"
            value={value.status}
            onChange={(e) => onChange({ ...value, status: e.target.value as Filters['status'] })}
          >
            {QUEUE_STATUSES.map((status) => (
              <option key={status} value={status}>
                {i18n._(STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        </label>
        <NetworkFilter value={value.network} onChange={(network) => onChange({ ...value, network })} />
        <label className="field admin-filters__search">
          <span>{t`Search`}</span>
          <input
            name="q"
            type="search"
            value={text}
            maxLength={100}
            placeholder={t`Name, e-mail, phone, nickname`}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
      </form>
    </search>
  );
}
