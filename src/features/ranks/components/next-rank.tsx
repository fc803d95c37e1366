import { Trans, useLingui } from '@lingui/react/macro';
import type { RankProgress } from '#contract/ranks.ts';
import { conditionLabel, conditionValue, forecastText, missingText, rankName } from '../rank-format.ts';
import { ProgressBar } from './progress-bar.tsx';

/** The next rank: one bar per condition with the figure still missing, and the forecast at this pace. */
export function NextRank({ progress }: { progress: RankProgress }) {
  const { t } = useLingui();
  const next = progress.next;
  if (!next) {
    return (
      <section className="ranks-card" data-testid="rank-next-top">
        <h2>
          <Trans>You are at the top of the ladder</Trans>
        </h2>
        <p className="muted">
          <Trans>There is no higher rank. Keep your figures up to stay here.</Trans>
        </p>
      </section>
    );
  }
  const name = rankName(progress.ladder, next.code);
  return (
    <section className="ranks-card ranks-next" aria-labelledby="ranks-next-title" data-testid="rank-next">
      <h2 id="ranks-next-title">
        <Trans>Next rank: {name}</Trans>
      </h2>
      {next.conditions.map((c) => {
        const current = conditionValue(c.key, c.current, progress.currency);
        const target = conditionValue(c.key, c.target, progress.currency);
        const missing = missingText(c, progress.currency);
        return (
          <ProgressBar
            key={c.key}
            testId={`rank-condition-${c.key}`}
            label={conditionLabel(c.key)}
            value={c.current}
            max={c.target}
            figures={t`${current} of ${target}`}
            valueText={`${t`${current} of ${target}`}. ${missing}`}
            note={missing}
          />
        );
      })}
      <p className="ranks-forecast" data-testid="rank-forecast">
        {forecastText(next.forecast_days)}
      </p>
    </section>
  );
}
