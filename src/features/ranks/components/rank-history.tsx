import { Trans, useLingui } from '@lingui/react/macro';
import type { RankProgress } from '#contract/ranks.ts';
import { formatDate, formatMonth } from '../../../lib/format.ts';
import { rankName } from '../rank-format.ts';

/** Rank changes, newest first, each with its reason. */
export function RankHistory({ progress }: { progress: RankProgress }) {
  const { t, i18n } = useLingui();
  const name = (code: string) => rankName(progress.ladder, code);
  return (
    <section className="ranks-card" aria-labelledby="ranks-history-title" data-testid="rank-history">
      <h2 id="ranks-history-title">
        <Trans>Rank history</Trans>
      </h2>
      {progress.history.length === 0 ? (
        <p className="muted" data-testid="rank-history-empty">
          <Trans>No rank changes yet. The ranks are evaluated when each month ends.</Trans>
        </p>
      ) : (
        <ol className="ranks-history">
          {progress.history.map((h) => {
            const from = name(h.from);
            const to = name(h.to);
            const month = formatMonth(i18n.locale, h.month);
            return (
              <li
                key={`${h.month}-${h.to}`}
                className={`ranks-history__item ranks-history__item--${h.reason}`}
              >
                <time dateTime={h.at}>{formatDate(i18n.locale, h.at)}</time>
                <span data-testid="rank-history-item">
                  {h.reason === 'promoted'
                    ? t`Promoted from ${from} to ${to}: the conditions were met in ${month}`
                    : t`Went back from ${from} to ${to}: the conditions were not met in ${month}`}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
