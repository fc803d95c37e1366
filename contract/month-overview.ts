/**
 * GET profile/month: the first thing a signed-in blogger sees (the profile opens with it). One read model over
 * what the income page, the wallet, the ranks page, the placements and the school already show, so the
 * figures agree with theirs: earned so far, the integration rule (SPEC §9), what becomes withdrawable and
 * when, progress to the next rank, and what needs the blogger now.
 */
import * as v from 'valibot';
import { Network } from './accounts.ts';
import { Currency } from './money.ts';
import { ConditionProgress, RankCode } from './ranks.ts';

/** At most this many tasks are listed; `tasks_total` says how many there are. */
export const MONTH_TASKS_MAX = 5;

const RankName = v.object({ code: RankCode, name_ru: v.string(), name_en: v.string() });

export const MonthTask = v.variant('kind', [
  /** A placement whose period is over: the ad must come down by `due_at` (a fine otherwise). */
  v.object({ kind: v.literal('remove_placement'), id: v.string(), network: Network, due_at: v.string() }),
  /** A rejected placement to fix and send again. */
  v.object({
    kind: v.literal('fix_placement'),
    id: v.string(),
    network: Network,
    reason: v.nullable(v.string()),
  }),
  /** A started course with lessons still to read (the onboarding course too). */
  v.object({
    kind: v.literal('finish_course'),
    id: v.string(),
    title: v.string(),
    completed_lessons: v.number(),
    lesson_count: v.number(),
  }),
  /** A month's impressions of a marked placement to enter by `due` (yyyy-mm-dd), or again when refused. */
  v.object({
    kind: v.literal('report_impressions'),
    id: v.string(),
    network: Network,
    month: v.string(),
    due: v.string(),
    rejected: v.boolean(),
  }),
  /** Enough money to withdraw, but no payout service to send it to (SPEC §6). */
  v.object({ kind: v.literal('connect_payouts') }),
]);
export type MonthTask = v.InferOutput<typeof MonthTask>;

export const MonthOverview = v.object({
  /** yyyy-mm: the current month, so far. */
  month: v.string(),
  currency: Currency,
  /** Income booked to the month so far, minor units (the income page's figure). */
  earned: v.number(),
  /** Integrations this month and how many release the month's income (SPEC §9: 2, or 3 for old agreements). */
  integrations: v.number(),
  required: v.number(),
  wallet: v.object({
    /** Withdrawable now. */
    balance: v.number(),
    /** Accruing this month: released to the balance at the month close if the rule is met. */
    accrued: v.number(),
    minimum: v.number(),
    /** The day the month closes and its income is released (yyyy-mm-dd). */
    release_on: v.string(),
    connected: v.boolean(),
  }),
  rank: v.object({
    current: RankName,
    next: v.nullable(
      v.object({
        ...RankName.entries,
        conditions: v.array(ConditionProgress),
        /** 0–1: the share of the next rank's conditions met so far, each counted up to its target. */
        progress: v.number(),
      }),
    ),
    /** A losable rank whose conditions are not met yet this month. */
    at_risk: v.boolean(),
  }),
  tasks: v.array(MonthTask),
  tasks_total: v.number(),
});
export type MonthOverview = v.InferOutput<typeof MonthOverview>;
