import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { Leaderboard, type LeaderboardPrefs } from '#contract/leaderboard.ts';
import { RankLadder } from '#contract/ranks.ts';
import { TeamMember, TeamPage, type TeamQuery, TeamSummary } from '#contract/team.ts';
import { api } from '../../../lib/api-client.ts';

/** The query without unset fields: ky would send `undefined` as text. */
const params = (query: TeamQuery) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;

export const fetchTeam = async (query: TeamQuery, signal?: AbortSignal) =>
  v.parse(TeamPage, await api.get(ApiPath.team, { searchParams: params(query), signal }).json());

export const fetchTeamSummary = async () => v.parse(TeamSummary, await api.get(ApiPath.teamSummary).json());

export const fetchTeamMember = async (id: string) =>
  v.parse(TeamMember, await api.get(ApiPath.teamMember(id)).json());

export const fetchRankLadder = async () => v.parse(RankLadder, await api.get(ApiPath.rankLadder).json());

export const fetchLeaderboard = async (month: string) =>
  v.parse(Leaderboard, await api.get(ApiPath.teamLeaderboard, { searchParams: { month } }).json());

export const saveLeaderboardPrefs = async (prefs: LeaderboardPrefs) =>
  v.parse(Leaderboard, await api.put(ApiPath.teamLeaderboard, { json: prefs }).json());
