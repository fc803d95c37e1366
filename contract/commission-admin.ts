/**
 * Admin area: the commission plan's versions and editor, and the month close run by hand
 * (docs/decisions/040-commission-plan.md). Saving is for admins; moderators may read.
 */
import * as v from 'valibot';
import { CommissionPlan, CommissionPlanBody, type RateSet } from './commissions.ts';
import { Msg } from './messages.ts';
import { Currency, MonthKey } from './money.ts';
import { PageParam } from './validation.ts';

/** The most one order may pay out in total (the seller plus every level): the brand keeps the rest. */
export const MAX_PLAN_TOTAL_BP = 6000;
/** Product overrides one plan may hold (the editor lists them all on one page). */
export const MAX_PRODUCT_OVERRIDES = 50;

/** The largest total one rate set pays for an order: standard or early, whichever is higher. */
export const rateSetTotal = (set: RateSet): number =>
  Math.max(
    set.personal + set.levels.reduce((a, b) => a + b, 0),
    set.early_personal + set.early_levels.reduce((a, b) => a + b, 0),
  );

type PlanInput = v.InferOutput<typeof CommissionPlanBody>;

/** The plan as an admin saves it: the stored schema plus the total cap and the bound on overrides. */
export const CommissionPlanInput = v.pipe(
  CommissionPlanBody,
  v.rawCheck<PlanInput>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const plan = dataset.value;
    const over = (set: RateSet) => rateSetTotal(set) > MAX_PLAN_TOTAL_BP;
    const at = (key: string, value: unknown, input: Record<string, unknown>) =>
      ({ type: 'object', origin: 'value', input, key, value }) as const;
    if (over(plan.rates)) addIssue({ message: Msg.rate_total_max.id, path: [at('rates', plan.rates, plan)] });
    const overrides = Object.entries(plan.products);
    if (overrides.length > MAX_PRODUCT_OVERRIDES)
      addIssue({ message: Msg.too_long.id, path: [at('products', plan.products, plan)] });
    for (const [code, set] of overrides) {
      if (over(set))
        addIssue({
          message: Msg.rate_total_max.id,
          path: [at('products', plan.products, plan), at(code, set, plan.products)],
        });
    }
  }),
);
export type CommissionPlanInput = v.InferOutput<typeof CommissionPlanInput>;

/** One stored version, with who saved it (null for the seeded default). */
export const PlanVersion = v.object({
  ...CommissionPlan.entries,
  created_by: v.nullable(v.string()),
});
export type PlanVersion = v.InferOutput<typeof PlanVersion>;

/** The plan in force now and every version, newest first. */
export const PlanHistory = v.object({
  current: PlanVersion,
  versions: v.array(PlanVersion),
  /** Product code → its name in the reader's catalog, so rates read by product name. */
  product_names: v.record(v.string(), v.string()),
});
export type PlanHistory = v.InferOutput<typeof PlanHistory>;

export const MonthCloseRunBody = v.object({ month: MonthKey });
export type MonthCloseRunBody = v.InferOutput<typeof MonthCloseRunBody>;

export const MonthCloseRun = v.object({
  month: v.string(),
  /** False when another instance holds the month's claim right now. */
  ran: v.boolean(),
  /** Accounts closed (and bonuses paid) by this run. */
  closed: v.number(),
});
export type MonthCloseRun = v.InferOutput<typeof MonthCloseRun>;

/** Without `month`, the month that ended last. */
export const MonthCloseQuery = v.object({ month: v.optional(MonthKey), page: PageParam });
export type MonthCloseQuery = v.InferOutput<typeof MonthCloseQuery>;

export const MonthCloseItem = v.object({
  id: v.string(),
  account: v.object({ id: v.string(), email: v.string(), nickname: v.nullable(v.string()) }),
  month: v.string(),
  outcome: v.picklist(['released', 'held']),
  integrations: v.number(),
  required: v.number(),
  amount: v.number(),
  currency: v.nullable(Currency),
  created_at: v.string(),
});
export type MonthCloseItem = v.InferOutput<typeof MonthCloseItem>;

export const MonthClosePage = v.object({
  month: v.string(),
  items: v.array(MonthCloseItem),
  total: v.number(),
  page: v.number(),
  pages: v.number(),
  /** The month's claimed run, if any: when it finished (null while running) and how much it changed. */
  job: v.nullable(v.object({ finished_at: v.nullable(v.string()), count: v.number() })),
});
export type MonthClosePage = v.InferOutput<typeof MonthClosePage>;
