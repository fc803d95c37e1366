/**
 * GET partner-program: the partner-program page (SPEC §2) in the viewer's currency, read from the same data
 * the rest of the app uses — the plan in force, the rank ladder, the money constants.
 */
import * as v from 'valibot';
import { PlanRates } from './landing.ts';
import { Currency } from './money.ts';
import { Rank } from './ranks.ts';

export const PartnerProgram = v.object({
  currency: Currency,
  plan: PlanRates,
  ranks: v.array(Rank),
  quick_start: v.object({
    bonus_minor: v.number(),
    revenue_minor: v.number(),
    /** More than this many active line-1 partners … */
    partners_more_than: v.number(),
    /** … within this many days of registering. */
    days: v.number(),
  }),
  raffle_min_minor: v.number(),
  min_withdrawal_minor: v.number(),
  integrations_per_month: v.number(),
  moderation_hours: v.object({ from: v.string(), to: v.string(), max_wait_hours: v.number() }),
});
export type PartnerProgram = v.InferOutput<typeof PartnerProgram>;
