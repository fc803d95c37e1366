import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TeamSummary } from '#contract/team.ts';
import { Button } from '../../../components/button.tsx';
import { formatCount, formatMoney } from '../../../lib/format.ts';

interface Props {
  query: UseQueryResult<TeamSummary>;
  /** The line the list is filtered by; its card is marked, and tapping a card toggles the filter. */
  selected: number | undefined;
  onLine: (line: number | undefined) => void;
}

/** Per line: people, their revenue, and what the line earned the viewer. */
export function LevelTotals({ query, selected, onLine }: Props) {
  const { t, i18n } = useLingui();
  const s = query.data;
  if (!s) {
    return (
      <section className="team-levels" aria-busy={!query.isError} data-testid="team-levels-loading">
        {query.isError ? (
          <div className="team-failed" role="alert">
            <p className="muted">{t`The team figures could not be loaded.`}</p>
            <Button variant="light-gray" size="small" onClick={() => void query.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          [1, 2, 3, 4].map((i) => (
            <div key={i} className="team-level team-level--skeleton" aria-hidden="true" />
          ))
        )}
      </section>
    );
  }
  const locale = i18n.locale;
  const money = (minor: number) => formatMoney(locale, minor, s.currency);
  const total = s.levels.reduce((sum, l) => sum + l.people, 0);
  const earned = s.levels.reduce((sum, l) => sum + l.income, 0);
  return (
    <section className="team-totals" aria-labelledby="team-levels-title" data-testid="team-levels">
      <div className="team-totals__head">
        <h2 id="team-levels-title">{t`Levels`}</h2>
        <p className="muted" data-testid="team-total">
          {t`Partners: ${formatCount(locale, total)}`} ·{' '}
          {t`My income from the team, all time: ${money(earned)}`}
        </p>
      </div>
      <ul className="team-levels">
        {s.levels.map(({ line, people, revenue, income }) => (
          <li key={line}>
            <button
              type="button"
              className="team-level"
              aria-pressed={selected === line}
              onClick={() => onLine(selected === line ? undefined : line)}
              data-testid="team-level"
            >
              <span className="team-level__line">{t`Line ${line}`}</span>
              <span className="team-level__count">
                <strong>{formatCount(locale, people)}</strong>{' '}
                <Plural value={people} one="partner" other="partners" />
              </span>
              <span className="team-level__fact">
                <span>{t`Revenue, all time`}</span> <b>{money(revenue)}</b>
              </span>
              <span className="team-level__fact">
                <span>{t`My income, all time`}</span> <b>{money(income)}</b>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
