import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { rankLadderQuery, teamMemberQuery, teamMembersQuery, teamSummaryQuery } from '../api/team-queries.ts';
import type { TeamSearch } from '../team-search.ts';

export const useTeamMembers = (search: TeamSearch) => useInfiniteQuery(teamMembersQuery(search));

export const useTeamSummary = () => useQuery(teamSummaryQuery());

export const useTeamMember = (id: string | null) => useQuery(teamMemberQuery(id));

export const useRankLadder = () => useQuery(rankLadderQuery());
