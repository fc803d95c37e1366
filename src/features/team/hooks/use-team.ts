import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchRankLadder, fetchTeam, fetchTeamMember, fetchTeamSummary } from '../api/team-api.ts';
import type { TeamSearch } from '../team-search.ts';

/**
 * Partners per page. A member is a card of about 200 px on a phone: twenty make a few screens, and
 * "show more" appends the next twenty through the server's keyset cursor.
 */
export const TEAM_PAGE_SIZE = 20;

export const teamKey = ['team'] as const;

/** The list follows the validated URL state; the previous list stays on screen while a new one loads. */
export const useTeamMembers = (search: TeamSearch) =>
  useInfiniteQuery({
    queryKey: [...teamKey, 'members', search],
    queryFn: ({ pageParam, signal }) =>
      fetchTeam({ ...search, cursor: pageParam, limit: TEAM_PAGE_SIZE }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });

export const useTeamSummary = () =>
  useQuery({ queryKey: [...teamKey, 'summary'], queryFn: fetchTeamSummary, staleTime: 60_000 });

export const useTeamMember = (id: string | null) =>
  useQuery({
    queryKey: [...teamKey, 'member', id],
    queryFn: () => fetchTeamMember(id ?? ''),
    enabled: id !== null,
  });

/** Rank names; the ladder rarely changes. Until it loads (or if it fails), ranks show their codes. */
export const useRankLadder = () =>
  useQuery({
    queryKey: ['ranks', 'ladder'],
    // Names are a nicety here: a failed ladder shows the codes instead of an error toast over the team.
    queryFn: () => fetchRankLadder().catch(() => null),
    staleTime: 10 * 60_000,
  });
