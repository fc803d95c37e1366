import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Msg } from '#contract/messages.ts';
import type { TeamMember } from '#contract/team.ts';
import { Button } from '../../../components/button.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useCurrency } from '../../../lib/use-currency.ts';
import { copyWithToast } from '../copy.ts';
import { useTeamMembers, useTeamSummary } from '../hooks/use-team.ts';
import { cleanSearch, isFiltered, type TeamSearch } from '../team-search.ts';
import { InviteTools } from './invite-tools.tsx';
import { LevelTotals } from './level-totals.tsx';
import { MemberSheet } from './member-sheet.tsx';
import { TeamFilters } from './team-filters.tsx';
import { TeamGuides } from './team-guides.tsx';
import { TeamLeaderboard } from './team-leaderboard.tsx';
import { TeamList } from './team-list.tsx';
import '../team.css';
import '../team-members.css';

interface Props {
  search: TeamSearch;
  onSearchChange: (next: TeamSearch) => void;
}

/** /team: level totals, the invite link and codes, guides, and the partners with search and filters. */
export function TeamPage({ search, onSearchChange }: Props) {
  const { t } = useLingui();
  const summary = useTeamSummary();
  const accountCurrency = useCurrency();
  const members = useTeamMembers(search);
  const [open, setOpen] = useState<TeamMember | null>(null);
  const change = (next: TeamSearch) => onSearchChange(cleanSearch(next));
  const filtered = isFiltered(search);
  const nobodyYet = summary.data ? summary.data.levels.every((l) => l.people === 0) : false;
  const link = summary.data?.referral_link;
  const bare = nobodyYet && !filtered;

  const emptyTeam = (
    <div className="card empty-state team-empty" data-testid="team-empty">
      <p>
        <strong>
          <Trans>There is nobody in your team yet</Trans>
        </strong>
      </p>
      <p className="muted">
        <Trans>Invite the first partners: share your link, and their sales will pay you too.</Trans>
      </p>
      {link ? (
        <Button onClick={() => void copyWithToast(link, Msg.link_copied)}>
          <Trans>Copy invite link</Trans>
        </Button>
      ) : null}
    </div>
  );

  return (
    <section className="page team">
      <PageTitle>{t`My team`}</PageTitle>
      {/* With nobody in the team yet, zero totals and filters are noise: the invite comes first. */}
      {bare ? null : (
        <LevelTotals query={summary} selected={search.line} onLine={(line) => change({ ...search, line })} />
      )}
      <div className="team__layout">
        <aside className="team__aside">
          <InviteTools query={summary} />
          <TeamLeaderboard />
          <TeamGuides open={nobodyYet} />
        </aside>
        <section className="team__partners" aria-labelledby="team-partners-title">
          <h2 id="team-partners-title">{t`Partners`}</h2>
          {bare ? null : <TeamFilters value={search} onChange={change} />}
          <TeamList query={members} filtered={filtered} onOpen={setOpen} emptyTeam={emptyTeam} />
        </section>
      </div>
      {open ? (
        <MemberSheet
          member={open}
          currency={members.data?.pages[0]?.currency ?? summary.data?.currency ?? accountCurrency}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </section>
  );
}
