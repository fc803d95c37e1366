import * as v from 'valibot';
import { ProductCode } from '#contract/commissions.ts';
import { MonthKey } from '#contract/money.ts';

/**
 * The page's URL state: `month` (the one month the summary, the chart's end and the history show) and
 * `product` (the history filter). Each field falls back on its own, so a hand-edited or stale value is
 * dropped instead of showing an error page.
 */
export const IncomeSearch = v.object({
  month: v.fallback(v.optional(MonthKey), undefined),
  product: v.fallback(v.optional(ProductCode), undefined),
});
export type IncomeSearch = v.InferOutput<typeof IncomeSearch>;
