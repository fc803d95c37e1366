import { Trans, useLingui } from '@lingui/react/macro';
import { BASE_RANK, type RankProgress } from '#contract/ranks.ts';
import { TitledSection } from '../../../components/titled-section.tsx';
import { conditionsSentence, rankName } from '../rank-format.ts';

/** The whole ladder, lowest first: each rank's conditions in words, the current rank highlighted. */
export function RankLadderList({ progress }: { progress: RankProgress }) {
  const { t } = useLingui();
  const currentIndex = progress.ladder.findIndex((r) => r.code === progress.current.code);
  return (
    <TitledSection className="ranks-card" title={<Trans>Rank ladder</Trans>} testId="rank-ladder">
      <ol className="ranks-ladder">
        {progress.ladder.map((rank, i) => {
          const current = i === currentIndex;
          const state = current ? 'current' : currentIndex >= 0 && i < currentIndex ? 'passed' : 'ahead';
          return (
            <li
              key={rank.code}
              className={`ranks-ladder__rank ranks-ladder__rank--${state}`}
              aria-current={current ? 'step' : undefined}
              data-testid="rank-ladder-item"
            >
              <div className="ranks-ladder__head">
                <span className="ranks-ladder__step" aria-hidden="true">
                  {i + 1}
                </span>
                <strong>{rankName(progress.ladder, rank.code)}</strong>
                {current ? <span className="ranks-badge ranks-badge--on">{t`your rank`}</span> : null}
                {rank.permanent && rank.code !== BASE_RANK ? (
                  <span className="ranks-badge">{t`cannot be lost`}</span>
                ) : null}
              </div>
              <p className="ranks-ladder__conditions">{conditionsSentence(rank, progress.currency)}</p>
            </li>
          );
        })}
      </ol>
    </TitledSection>
  );
}
