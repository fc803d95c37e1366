/**
 * The team's monthly leaderboard (issue 23, docs/decisions/079): the viewer and their 4 lines, only those who
 * opted in, ranked by the month's own sales; earnings only of those who allow it.
 */
import * as v from 'valibot';
import { Currency, MonthKey } from './money.ts';

/** Places listed: a leaderboard is for the top, and it keeps the answer small in a 100 000-member team. */
export const LEADERBOARD_SIZE = 50;

export const LeaderboardQuery = v.object({ month: v.optional(MonthKey) });
export type LeaderboardQuery = v.InferOutput<typeof LeaderboardQuery>;

/** Listed at all; and, when listed, the month's earnings shown too. Both off until the blogger says so. */
export const LeaderboardPrefs = v.object({ opt_in: v.boolean(), show_earnings: v.boolean() });
export type LeaderboardPrefs = v.InferOutput<typeof LeaderboardPrefs>;

export const LeaderboardEntry = v.object({
  place: v.number(),
  id: v.string(),
  first_name: v.nullable(v.string()),
  last_name: v.nullable(v.string()),
  nickname: v.nullable(v.string()),
  avatar_url: v.nullable(v.string()),
  me: v.boolean(),
  /** Own sales of the month, refunds netted. */
  sales: v.number(),
  /** The month's commissions (own and team), or null when the blogger keeps them private. */
  earnings: v.nullable(v.number()),
  currency: Currency,
});
export type LeaderboardEntry = v.InferOutput<typeof LeaderboardEntry>;

export const Leaderboard = v.object({
  month: MonthKey,
  prefs: LeaderboardPrefs,
  items: v.array(LeaderboardEntry),
});
export type Leaderboard = v.InferOutput<typeof Leaderboard>;
