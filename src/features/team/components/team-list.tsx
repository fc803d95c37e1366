import { Trans, useLingui } from '@lingui/react/macro';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Msg } from '#contract/messages.ts';
import type { TeamMember, TeamPage } from '#contract/team.ts';
import { Button } from '../../../components/button.tsx';
import { ListSkeleton } from '../../../components/list-state.tsx';
import { ShowMore } from '../../../components/show-more.tsx';
import { useCurrency } from '../../../lib/use-currency.ts';
import { useRankLadder } from '../hooks/use-team.ts';
import { MemberCard } from './member-card.tsx';

interface Props {
  query: UseInfiniteQueryResult<InfiniteData<TeamPage>>;
  filtered: boolean;
  onOpen: (member: TeamMember) => void;
  /** What to show when the team has nobody yet (the invite call to action). */
  emptyTeam: ReactNode;
}

/** The partners: skeleton, error with retry, the two empty states, the cards and "show more". */
export function TeamList({ query, filtered, onOpen, emptyTeam }: Props) {
  const { t, i18n } = useLingui();
  const accountCurrency = useCurrency();
  const ladder = useRankLadder().data?.ranks;
  if (query.isPending) return <ListSkeleton className="team-loading" testId="team-loading" />;
  if (query.isError && !query.data)
    return (
      <div className="team-failed" role="alert" data-testid="team-error">
        <p className="muted">
          <Trans>The partners could not be loaded. Check the connection and try again.</Trans>
        </p>
        <Button variant="light-gray" size="small" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  const pages = query.data?.pages ?? [];
  const members = pages.flatMap((p) => p.items);
  const currency = pages[0]?.currency ?? accountCurrency;
  if (!members.length) {
    if (!filtered) return <>{emptyTeam}</>;
    return (
      <div className="card empty-state team-empty" role="status" data-testid="team-not-found">
        <p>{i18n._(Msg.partners_not_found)}</p>
      </div>
    );
  }
  return (
    <>
      <ul
        className="team-members"
        aria-label={t`Partners`}
        aria-busy={query.isPlaceholderData || undefined}
        data-testid="team-members"
      >
        {members.map((member) => (
          <MemberCard key={member.id} member={member} currency={currency} ladder={ladder} onOpen={onOpen} />
        ))}
      </ul>
      <ShowMore query={query} className="team-more" />
    </>
  );
}
