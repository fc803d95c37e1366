import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/button.tsx';
import { ListSkeleton } from '../../../components/list-state.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { rankProgressQuery } from '../api/ranks-api.ts';
import '../ranks.css';
import { CurrentRank } from './current-rank.tsx';
import { NextRank } from './next-rank.tsx';
import { LeagueCard, QuickStartCard, RaffleCard } from './rank-bonuses.tsx';
import { RankHistory } from './rank-history.tsx';
import { RankLadderList } from './rank-ladder.tsx';

/** SPEC §9 ranks: where the blogger stands, what the next rank still needs, bonuses, ladder and history. */
export function RanksPage() {
  const { t } = useLingui();
  const { data, isPending, isError, refetch } = useQuery(rankProgressQuery());

  return (
    <section className="page ranks">
      <PageTitle>{t`Ranks`}</PageTitle>
      {isPending ? (
        <ListSkeleton className="ranks-loading" testId="ranks-loading" />
      ) : isError ? (
        <div className="ranks-card" role="alert" data-testid="ranks-error">
          <p>
            <Trans>The ranks could not be loaded.</Trans>
          </p>
          <Button variant="light-gray" size="small" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          <div className="ranks__column">
            <CurrentRank progress={data} />
            <NextRank progress={data} />
            <RankLadderList progress={data} />
          </div>
          <div className="ranks__column">
            {data.quick_start ? <QuickStartCard progress={data} /> : null}
            <RaffleCard progress={data} />
            <LeagueCard progress={data} />
            <RankHistory progress={data} />
          </div>
        </>
      )}
    </section>
  );
}
