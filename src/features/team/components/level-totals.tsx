import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TeamSummary } from '../../../../contract/team.ts';
import { Button } from '../../../components/button.tsx';
import { formatCount, formatMoney } from '../team-format.ts';

interface Props {
  query: UseQueryResult<TeamSummary>;
  /** The line the list is filtered by; its card is marked, and tapping a card toggles the filter. */
  line: number | undefined;
  onLine: (line: number | undefined) => void;
}

/** Per line: people, their revenue, and what the line earned the viewer. */
export function LevelTotals({ query, line, onLine }: Props) {
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
  const people = s.levels.reduce((sum, l) => sum + l.people, 0);
  const income = s.levels.reduce((sum, l) => sum + l.income, 0);
  return (
    <section className="team-totals" aria-labelledby="team-levels-title" data-testid="team-levels">
      <div className="team-totals__head">
        <h2 id="team-levels-title">{t`Levels`}</h2>
        <p className="muted" data-testid="team-total">
          {t`Partners: ${formatCount(locale, people)}`} · {t`My income: ${money(income)}`}
        </p>
      </div>
      <ul className="team-levels">
        {s.levels.map((level) => (
          <li key={level.line}>
            <button
              type="button"
              className="team-level"
              aria-pressed={line === level.line}
              onClick={() => onLine(line === level.line ? undefined : level.line)}
              data-testid="team-level"
            >
              <span className="team-level__line">{t`Line ${level.line}`}</span>
              <strong className="team-level__people">{formatCount(locale, level.people)}</strong>
              <span className="team-level__label">
                <Plural value={level.people} one="partner" other="partners" />
              </span>
              <span className="team-level__fact">
                <span>{t`Revenue`}</span> {money(level.revenue)}
              </span>
              <span className="team-level__fact">
                <span>{t`My income`}</span> {money(level.income)}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
