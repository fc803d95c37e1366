import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { CURRENCIES } from '#contract/money.ts';
import { CHANGE_REASONS, type RankConditions } from '#contract/ranks.ts';
import { createdAt, updatedAt, uuidKey } from '../../lib/columns.ts';
import { User } from '../accounts/accounts.entity.ts';

export const RankRow = defineEntity({
  name: 'RankRow',
  tableName: 'ranks',
  properties: {
    code: p.string().length(40).primary(),
    /** 0 = the base rank; the ladder is read in this order. */
    position: p.integer().unique(),
    nameRu: p.string().length(60),
    nameEn: p.string().length(60),
    permanent: p.boolean().default(false),
    conditions: p.json<RankConditions>(),
    updatedAt: updatedAt(),
  },
});
export type RankRow = InferEntity<typeof RankRow>;

/** One change of a blogger's rank, made by the evaluation of `month`; at most one per blogger and month. */
export const RankChange = defineEntity({
  name: 'RankChange',
  tableName: 'rank_changes',
  uniques: [{ properties: ['user', 'month'] }],
  properties: {
    id: uuidKey(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    month: p.string().length(7),
    fromCode: p.string().length(40),
    toCode: p.string().length(40),
    reason: p.enum(CHANGE_REASONS),
    createdAt: createdAt(),
  },
});
export type RankChange = InferEntity<typeof RankChange>;

/** A blogger's evaluated month: the figures the rank conditions, the league and the raffle read. */
export const RankMonthStat = defineEntity({
  name: 'RankMonthStat',
  tableName: 'rank_month_stats',
  uniques: [{ properties: ['user', 'month'] }],
  indexes: [{ properties: ['month'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    user: () => p.manyToOne(User).ref().deleteRule('cascade'),
    month: p.string().length(7),
    currency: p.enum(CURRENCIES),
    personalRevenue: p.bigint('number'),
    teamRevenue: p.bigint('number'),
    activePartners: p.integer(),
    integrations: p.integer(),
    /** In the 'Active partners' league this month (integrations ≥ LEAGUE_MIN_INTEGRATIONS). */
    league: p.boolean(),
    rankCode: p.string().length(40),
  },
});
export type RankMonthStat = InferEntity<typeof RankMonthStat>;
