import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { TEAM_LEVELS, TEAM_SEARCH_MAX, TEAM_SORTS } from '#contract/team.ts';
import { Button } from '../../../components/button.tsx';
import { useRankLadder } from '../hooks/use-team.ts';
import { LINE_LABEL, rankName, SORT_LABELS, STATUS_LABELS, STATUS_ORDER } from '../team-format.ts';
import { isFiltered, type TeamSearch } from '../team-search.ts';

/** Typing settles this long before the search lands in the URL and the list reloads. */
export const SEARCH_DEBOUNCE_MS = 350;

interface Props {
  value: TeamSearch;
  onChange: (next: TeamSearch) => void;
}

/** Search box and filters; every change lands in the URL, so a reload or "back" keeps the view. */
export function TeamFilters({ value, onChange }: Props) {
  const { t, i18n } = useLingui();
  const ladder = useRankLadder().data?.ranks;
  const [text, setText] = useState(value.q ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The latest props for the debounced call: a filter picked while typing must not be undone by it.
  const latest = useRef({ value, onChange });
  latest.current = { value, onChange };

  const flush = (q: string) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    const trimmed = q.trim() || undefined;
    if (trimmed !== latest.current.value.q) latest.current.onChange({ ...latest.current.value, q: trimmed });
  };
  const type = (q: string) => {
    setText(q);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => flush(q), SEARCH_DEBOUNCE_MS);
  };
  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);
  // The URL changed from outside (back, reset, a link): show its text unless the user is mid-typing.
  useEffect(() => {
    if (!timer.current) setText(value.q ?? '');
  }, [value.q]);

  const set = (patch: Partial<TeamSearch>) => onChange({ ...value, ...patch });
  const orUndefined = (s: string) => (s === '' ? undefined : s);
  const ranks = ladder?.map((r) => r.code) ?? (value.rank ? [value.rank] : []);
  if (value.rank && !ranks.includes(value.rank)) ranks.push(value.rank);

  return (
    <search>
      <form
        className="team-filters"
        onSubmit={(e) => {
          e.preventDefault();
          flush(text);
        }}
      >
        <label className="field team-filters__search">
          <span>{t`Search`}</span>
          <input
            type="search"
            name="q"
            value={text}
            maxLength={TEAM_SEARCH_MAX}
            placeholder={t`Name, nickname, e-mail or phone`}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(e) => type(e.target.value)}
          />
        </label>
        <label className="field">
          <span>{i18n._(LINE_LABEL)}</span>
          <select
            name="line"
            value={value.line ?? ''}
            onChange={(e) => set({ line: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{t`All lines`}</option>
            {Array.from({ length: TEAM_LEVELS }, (_, i) => i + 1).map((line) => (
              <option key={line} value={line}>
                {t`Line ${line}`}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t`Rank`}</span>
          <select
            name="rank"
            value={value.rank ?? ''}
            onChange={(e) => set({ rank: orUndefined(e.target.value) })}
          >
            <option value="">{t`All ranks`}</option>
            {ranks.map((code) => (
              <option key={code} value={code}>
                {rankName(ladder, code, i18n.locale)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t`Status`}</span>
          <select
            name="status"
            value={value.status ?? ''}
            onChange={(e) =>
              set({ status: (orUndefined(e.target.value) as TeamSearch['status']) ?? undefined })
            }
          >
            <option value="">{t`All statuses`}</option>
            {STATUS_ORDER.map((status) => (
              <option key={status} value={status}>
                {i18n._(STATUS_LABELS[status])}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t`Sort`}</span>
          <select
            name="sort"
            value={value.sort ?? 'joined_desc'}
            onChange={(e) => set({ sort: e.target.value as TeamSearch['sort'] })}
          >
            {TEAM_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {i18n._(SORT_LABELS[sort])}
              </option>
            ))}
          </select>
        </label>
        {isFiltered(value) ? (
          <Button
            variant="light-gray"
            size="small"
            className="team-filters__reset"
            onClick={() => {
              if (timer.current) clearTimeout(timer.current);
              timer.current = null;
              setText('');
              onChange({ sort: value.sort });
            }}
          >
            <Trans>Reset filters</Trans>
          </Button>
        ) : null}
      </form>
    </search>
  );
}
