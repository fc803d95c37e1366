import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../accounts/accounts.entity.ts';

/**
 * A blogger's choice about the team leaderboard (docs/decisions/079): listed only after opting in; earnings
 * shown only when allowed too. No row means neither.
 */
export const LeaderboardPref = defineEntity({
  name: 'LeaderboardPref',
  tableName: 'leaderboard_prefs',
  properties: {
    user: () => p.oneToOne(User).owner().primary().ref().deleteRule('cascade'),
    optIn: p.boolean(),
    showEarnings: p.boolean(),
    updatedAt: p.datetime(),
  },
});
export type LeaderboardPref = InferEntity<typeof LeaderboardPref>;
