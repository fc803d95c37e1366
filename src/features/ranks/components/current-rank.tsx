import { Trans, useLingui } from '@lingui/react/macro';
import type { RankProgress } from '#contract/ranks.ts';
import { formatDate, formatMonth } from '../../../lib/format.ts';
import { rankName } from '../rank-format.ts';

/** The rank held now, since when, and a warning when a losable rank's conditions are not met this month. */
export function CurrentRank({ progress }: { progress: RankProgress }) {
  const { t, i18n } = useLingui();
  const name = rankName(progress.ladder, progress.current.code);
  const since = progress.current.since ? formatDate(i18n.locale, progress.current.since) : null;
  const month = formatMonth(i18n.locale, progress.month);
  return (
    <section className="ranks-card ranks-current" aria-labelledby="ranks-current-title">
      <p className="ranks-current__kicker" id="ranks-current-title">
        <Trans>Your rank</Trans>
      </p>
      <p className="ranks-current__name" data-testid="rank-current">
        {name}
      </p>
      <p className="ranks-current__since">{since ? t`since ${since}` : t`from the start`}</p>
      {progress.at_risk ? (
        <p className="ranks-alert" role="alert" data-testid="rank-at-risk">
          <Trans>
            The {name} rank is at risk: its conditions are not met in {month} yet. Meet them by the end of the
            month to keep it, or it goes back to the first rank.
          </Trans>
        </p>
      ) : null}
    </section>
  );
}
