/**
 * The income page (issue 9, docs/decisions/046-income-page.md): a read model over the ledger. Every line
 * names the order, the rate rule and the partner behind it; its state and reason come as codes with
 * parameters, so the client words them in the reader's language.
 */
import * as v from 'valibot';
import { ProductCode } from './commissions.ts';
import { Currency, MonthKey } from './money.ts';
import { dataRecord } from './records.ts';
import { INT_MAX } from './validation.ts';

export const INCOME_PAGE_MAX = 100;
export const INCOME_PAGE_DEFAULT = 30;
export const INCOME_CHART_MONTHS = 12;

/** `?month=yyyy-mm`; without it, the current month. */
export const IncomeMonthQuery = v.object({ month: v.optional(MonthKey) });
export type IncomeMonthQuery = v.InferOutput<typeof IncomeMonthQuery>;

/** An opaque keyset cursor: the last line seen (a ledger line id, an int column: PostgreSQL refuses more). */
export const IncomeCursor = v.pipe(
  v.string(),
  v.regex(/^\d{1,10}$/),
  v.check((s) => Number(s) <= INT_MAX),
);

export const IncomeHistoryQuery = v.object({
  month: v.optional(MonthKey),
  product: v.optional(ProductCode),
  cursor: v.optional(IncomeCursor),
  limit: v.optional(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,3}$/))]),
      v.transform(Number),
      v.integer(),
      v.minValue(1),
      v.maxValue(INCOME_PAGE_MAX),
    ),
    INCOME_PAGE_DEFAULT,
  ),
});
export type IncomeHistoryQuery = v.InferInput<typeof IncomeHistoryQuery>;

/** open: not closed yet; released: paid to the wallet; held: the integration rule kept it back. */
export const MONTH_STATES = ['open', 'released', 'held'] as const;
export const MonthState = v.picklist(MONTH_STATES);
export type MonthState = v.InferOutput<typeof MonthState>;

export const IncomeSummary = v.object({
  month: v.string(),
  currency: Currency,
  /** Commissions, reversals and bonuses booked to the month, minor units. */
  earned: v.number(),
  /** The blogger's own attributed orders that month, refunded ones left out. */
  orders: v.number(),
  revenue: v.number(),
  /** The part of `revenue` that came through the blogger's promocodes. */
  promocode_revenue: v.number(),
  state: MonthState,
  /** Integrations made that month and the number the rule requires (SPEC §9). */
  integrations: v.number(),
  required: v.number(),
});
export type IncomeSummary = v.InferOutput<typeof IncomeSummary>;

export const IncomeChart = v.object({
  currency: Currency,
  months: v.array(v.object({ month: v.string(), earned: v.number(), state: MonthState })),
});
export type IncomeChart = v.InferOutput<typeof IncomeChart>;

export const LINE_TYPES = ['own', 'team', 'quick_start', 'reversal'] as const;
export type LineType = (typeof LINE_TYPES)[number];
export const LINE_STATES = ['accrued', 'held', 'paid', 'reversed'] as const;
export type LineState = (typeof LINE_STATES)[number];

/**
 * Why a line is in its state: accrued_open {month}; held_integrations {month, integrations, required};
 * paid_released {month}; paid_bonus {month}; reversed_refund {order, date} (its order was refunded);
 * refund {order, date} (the reversal line itself).
 */
export const REASON_CODES = [
  'accrued_open',
  'held_integrations',
  'paid_released',
  'paid_bonus',
  'reversed_refund',
  'refund',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];
export const IncomeReason = v.object({
  code: v.picklist(REASON_CODES),
  params: dataRecord(v.string(), v.union([v.string(), v.number()])),
});
export type IncomeReason = v.InferOutput<typeof IncomeReason>;

export const IncomeLine = v.object({
  id: v.string(),
  month: v.string(),
  amount: v.number(),
  currency: Currency,
  type: v.picklist(LINE_TYPES),
  /** 0 = own sale, 1–4 = team level; null for a bonus. */
  level: v.nullable(v.number()),
  rate_bp: v.nullable(v.number()),
  rule: v.nullable(v.picklist(['standard', 'early', 'product', 'product_early'])),
  /** The product's code and its name in the account's catalog (the code when the catalog has no such product). */
  product: v.nullable(v.string()),
  product_name: v.nullable(v.string()),
  promocode: v.nullable(v.string()),
  /** The seller of the order, as partners see each other (nickname, else first name). */
  partner: v.nullable(v.string()),
  order: v.nullable(
    v.object({ external_id: v.string(), occurred_at: v.string(), amount: v.number(), currency: Currency }),
  ),
  state: v.picklist(LINE_STATES),
  reason: IncomeReason,
});
export type IncomeLine = v.InferOutput<typeof IncomeLine>;

export const IncomeHistoryPage = v.object({
  items: v.array(IncomeLine),
  next_cursor: v.nullable(v.string()),
});
export type IncomeHistoryPage = v.InferOutput<typeof IncomeHistoryPage>;

/** The products sold so far, for the filter: the code it filters by and the name people read. */
export const IncomeProducts = v.array(v.object({ code: v.string(), name: v.string() }));
export type IncomeProducts = v.InferOutput<typeof IncomeProducts>;
