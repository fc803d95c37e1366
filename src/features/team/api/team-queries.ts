/** The team's query keys and queries over team-api.ts (kept apart so tests can stub the fetchers). */
import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import { ranksKey } from '../../../lib/query-keys.ts';
import type { TeamSearch } from '../team-search.ts';
import {
  fetchLeaderboard,
  fetchRankLadder,
  fetchTeam,
  fetchTeamMember,
  fetchTeamSummary,
} from './team-api.ts';

/**
 * Partners per page. A member is a card of about 200 px on a phone: twenty make a few screens, and
 * "show more" appends the next twenty through the server's keyset cursor.
 */
export const TEAM_PAGE_SIZE = 20;

export const teamKeys = {
  all: ['team'] as const,
  members: (search: TeamSearch) => ['team', 'members', search] as const,
  summary: ['team', 'summary'] as const,
  member: (id: string | null) => ['team', 'member', id] as const,
  leaderboards: ['team', 'leaderboard'] as const,
  leaderboard: (month: string) => ['team', 'leaderboard', month] as const,
  /** The ladder under the shared ranks root: a ladder saved by staff refreshes this copy too. */
  rankLadder: [...ranksKey, 'ladder'] as const,
};

/** The list follows the validated URL state; the previous list stays on screen while a new one loads. */
export const teamMembersQuery = (search: TeamSearch) =>
  infiniteQueryOptions({
    queryKey: teamKeys.members(search),
    queryFn: ({ pageParam, signal }) =>
      fetchTeam({ ...search, cursor: pageParam, limit: TEAM_PAGE_SIZE }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const teamSummaryQuery = () =>
  queryOptions({ queryKey: teamKeys.summary, queryFn: fetchTeamSummary, staleTime: 60_000 });

export const teamMemberQuery = (id: string | null) =>
  queryOptions({
    queryKey: teamKeys.member(id),
    queryFn: () => fetchTeamMember(id ?? ''),
    enabled: id !== null,
  });

/** Rank names; the ladder rarely changes. Until it loads (or if it fails), ranks show their codes. */
export const rankLadderQuery = () =>
  queryOptions({
    queryKey: teamKeys.rankLadder,
    // Names are a nicety here: a failed ladder shows the codes instead of an error toast over the team.
    queryFn: () => fetchRankLadder().catch(() => null),
    staleTime: 10 * 60_000,
  });

/** The month's leaderboard of the viewer's team (opted-in members only). */
export const leaderboardQuery = (month: string) =>
  queryOptions({
    queryKey: teamKeys.leaderboard(month),
    queryFn: () => fetchLeaderboard(month),
    placeholderData: keepPreviousData,
  });
