/**
 * Ranks (issue 10, SPEC §4, §9): a data-driven ladder edited by admins. A monthly job promotes bloggers whose
 * figures meet the next rank's conditions and drops a losable rank back to 'Explorer' when its own conditions
 * go unmet (docs/decisions/052-rank-engine.md).
 */
import * as v from 'valibot';
import { Currency } from './money.ts';
import { INT_MAX, requiredText } from './validation.ts';

/** The rank every blogger starts at and falls back to; it has no conditions and cannot be removed. */
export const BASE_RANK = 'explorer';
export const RANKS_MAX = 20;

/** A rank's stable id: lower-case latin letters, digits and `_`. */
export const RankCode = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_]{0,39}$/));
export type RankCode = string;

export const CONDITION_KEYS = [
  'personal_revenue',
  'team_revenue',
  'active_partners',
  'integrations',
  'months_held',
] as const;
export type ConditionKey = (typeof CONDITION_KEYS)[number];
/** Conditions measured in money: the ladder gives them per currency (a USD blogger is never converted). */
export const MONEY_CONDITIONS: readonly ConditionKey[] = ['personal_revenue', 'team_revenue'];

const Count = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(100_000));
/** Revenue thresholds in minor units, one per currency; at most 10 000 000 000 units. */
const Money = v.object({
  RUB: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(1e12)),
  USD: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(1e12)),
});

/**
 * What a month must show for the rank (all given conditions at once). personal_revenue: the blogger's own
 * attributed sales in the month; team_revenue: sales of the 4 lines below; active_partners: line-1 partners
 * with an integration in the month; integrations: the blogger's own approved placements starting in the month;
 * months_held: full months already spent at the rank below.
 */
export const RankConditions = v.object({
  personal_revenue: v.optional(Money),
  team_revenue: v.optional(Money),
  active_partners: v.optional(Count),
  integrations: v.optional(Count),
  months_held: v.optional(v.pipe(Count, v.maxValue(120))),
});
export type RankConditions = v.InferOutput<typeof RankConditions>;

export const Rank = v.object({
  code: RankCode,
  name_ru: requiredText(60),
  name_en: requiredText(60),
  /** A permanent rank is never lost once reached. */
  permanent: v.boolean(),
  conditions: RankConditions,
});
export type Rank = v.InferOutput<typeof Rank>;

/** The whole ladder, lowest first; the first rank must be BASE_RANK with no conditions. */
export const RankLadderBody = v.pipe(
  v.object({ ranks: v.pipe(v.array(Rank), v.minLength(1), v.maxLength(RANKS_MAX)) }),
  v.check((body) => body.ranks[0]?.code === BASE_RANK, 'base_rank_first'),
  v.check((body) => new Set(body.ranks.map((r) => r.code)).size === body.ranks.length, 'duplicate_code'),
);
export type RankLadderBody = v.InferOutput<typeof RankLadderBody>;

export { RAFFLE_MIN_MINOR } from './units.ts';
/** The 'Active partners' league: at least this many integrations in every month. */
export const LEAGUE_MIN_INTEGRATIONS = 1;

export const CHANGE_REASONS = ['promoted', 'lost'] as const;
export type ChangeReason = (typeof CHANGE_REASONS)[number];

/** One condition of the next rank: where the blogger stands this month. */
export const ConditionProgress = v.object({
  key: v.picklist(CONDITION_KEYS),
  current: v.number(),
  target: v.number(),
  /** max(0, target − current): the figure still missing. */
  missing: v.number(),
});
export type ConditionProgress = v.InferOutput<typeof ConditionProgress>;

export const RankHistoryItem = v.object({
  month: v.string(),
  from: RankCode,
  to: RankCode,
  reason: v.picklist(CHANGE_REASONS),
  at: v.string(),
});

/** GET /ranks: everything the ranks page shows. */
export const RankProgress = v.object({
  currency: Currency,
  /** The month the figures are for (the current one, so far). */
  month: v.string(),
  ladder: v.array(Rank),
  current: v.object({ code: RankCode, since: v.nullable(v.string()) }),
  next: v.nullable(
    v.object({
      code: RankCode,
      conditions: v.array(ConditionProgress),
      /** Days until every condition is met at this month's pace; null when the pace never gets there. */
      forecast_days: v.nullable(v.pipe(v.number(), v.maxValue(INT_MAX))),
    }),
  ),
  /** A losable current rank whose conditions this month are not met yet (it would be lost at month end). */
  at_risk: v.boolean(),
  league: v.object({ member: v.boolean(), streak: v.number(), this_month: v.number() }),
  raffle: v.object({ year: v.number(), revenue: v.number(), target: v.number() }),
  /** During the first 60 days only. */
  quick_start: v.nullable(
    v.object({
      days_left: v.number(),
      revenue: v.number(),
      revenue_target: v.number(),
      partners: v.number(),
      partners_target: v.number(),
      bonus: v.number(),
    }),
  ),
  history: v.array(RankHistoryItem),
});
export type RankProgress = v.InferOutput<typeof RankProgress>;

export const RankLadder = v.object({ ranks: v.array(Rank) });
export type RankLadder = v.InferOutput<typeof RankLadder>;

/** Admin: evaluate one finished month now (the job does it hourly after the month ends). */
export const RankEvaluationBody = v.object({
  month: v.pipe(v.string(), v.regex(/^20\d\d-(0[1-9]|1[0-2])$/)),
});
export const RankEvaluationRun = v.object({
  month: v.string(),
  evaluated: v.number(),
  promoted: v.number(),
  lost: v.number(),
  /** false when the month had already been evaluated: nothing changed. */
  ran: v.boolean(),
});
export type RankEvaluationRun = v.InferOutput<typeof RankEvaluationRun>;
