/**
 * The commission plan (docs/decisions/040-commission-plan.md): rates in basis points for the seller's own
 * sale and for team levels 1–4, higher rates during the earner's first days, and per-product overrides.
 * Saving a plan stores a new version; orders use the version in force when they happened.
 */
import * as v from 'valibot';
import { RateBp } from './money.ts';
import { dataRecord, ownEntry } from './records.ts';
import { int } from './validation.ts';

export const TEAM_LEVELS = 4;

const Levels = v.pipe(v.array(RateBp), v.length(TEAM_LEVELS));

/** One set of rates: `personal` for the seller, `levels[k-1]` for the upline at level k. */
export const RateSet = v.object({
  personal: RateBp,
  levels: Levels,
  /** The same, while the earner is within `early_days` of registering. */
  early_personal: RateBp,
  early_levels: Levels,
});
export type RateSet = v.InferOutput<typeof RateSet>;

/** A product code as the brand's systems send it. */
export const ProductCode = v.pipe(v.string(), v.trim(), v.regex(/^[\w.-]{1,100}$/));

export const CommissionPlanBody = v.object({
  rates: RateSet,
  early_days: int(0, 365),
  /** Product code → its own rates (replacing the plan's for that product). */
  products: v.pipe(
    dataRecord(ProductCode, RateSet),
    v.check((r) => Object.keys(r).length <= 100),
  ),
  /** Quick-start bonus (SPEC §9), minor units of each currency. */
  quick_start: v.object({ RUB: int(0, 100_000_000), USD: int(0, 100_000_000) }),
  /** Personal revenue needed for the quick-start bonus, minor units of each currency. */
  quick_start_revenue: v.object({ RUB: int(0, 2_000_000_000), USD: int(0, 2_000_000_000) }),
});
export type CommissionPlanBody = v.InferOutput<typeof CommissionPlanBody>;

export const CommissionPlan = v.object({
  ...CommissionPlanBody.entries,
  id: v.string(),
  version: v.number(),
  created_at: v.string(),
});
export type CommissionPlan = v.InferOutput<typeof CommissionPlan>;

/** The rates that apply to one earner for one product at one level (0 = the seller's own sale). */
export function pickRate(
  plan: Pick<CommissionPlanBody, 'rates' | 'products'>,
  product: string,
  level: number,
  early: boolean,
): { rateBp: number; rule: 'standard' | 'early' | 'product' | 'product_early' } {
  const own = ownEntry(plan.products, product);
  const set = own ?? plan.rates;
  const rateBp =
    level === 0
      ? early
        ? set.early_personal
        : set.personal
      : early
        ? (set.early_levels[level - 1] ?? 0)
        : (set.levels[level - 1] ?? 0);
  const rule = own ? (early ? 'product_early' : 'product') : early ? 'early' : 'standard';
  return { rateBp, rule };
}
