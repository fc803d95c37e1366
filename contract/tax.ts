/**
 * Self-employed (НПД) bloggers of the Russian market (docs/decisions/067-self-employed-payouts.md): the
 * status the tax service reports per day, the income receipts each payout needs, and the yearly limit.
 * Accounts of the `en` market and other cooperation types have none of this.
 */
import * as v from 'valibot';
import { Msg } from './messages.ts';
import { Currency, MAX_AMOUNT_MINOR } from './money.ts';
import { PageParam } from './validation.ts';

/** The yearly income limit of the professional income tax: 2.4 M RUB, in kopecks. */
export const NPD_YEAR_LIMIT_MINOR = 240_000_000;
/** A receipt for a non-cash payment is due by this day of the month after the payment. */
export const RECEIPT_DUE_DAY = 9;
/** Reminders start this many days before the due day. */
export const RECEIPT_REMIND_DAYS = 3;

const MOSCOW_MS = 3 * 3_600_000;
/** The calendar day in Moscow (the tax service's day), yyyy-mm-dd. */
export const moscowDay = (at: Date): string => new Date(at.getTime() + MOSCOW_MS).toISOString().slice(0, 10);

/** The due day of a receipt for a payment made on `paidDay` (yyyy-mm-dd): the 9th of the next month. */
export function receiptDueDay(paidDay: string): string {
  const [y, m] = paidDay.split('-').map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, RECEIPT_DUE_DAY));
  return next.toISOString().slice(0, 10);
}

/**
 * The print link «Мой налог» gives for a receipt: https://lknpd.nalog.ru/api/v1/receipt/<INN>/<id>/print.
 * Returns the INN and receipt id it carries, or null when the link has another form.
 */
export function parseReceiptLink(link: string): { inn: string; receiptId: string } | null {
  const m = /^https:\/\/lknpd\.nalog\.ru\/api\/v1\/receipt\/(\d{12})\/([A-Za-z0-9]{6,40})\/print\/?$/.exec(
    link.trim(),
  );
  return m ? { inn: m[1] as string, receiptId: m[2] as string } : null;
}

export const NPD_STATUSES = ['valid', 'lost', 'unknown'] as const;
export type NpdStatus = (typeof NPD_STATUSES)[number];

/** One answer of the tax service (cached per INN and day), newest first in the history. */
export const NpdCheck = v.object({
  day: v.string(),
  status: v.picklist(['valid', 'lost']),
  message: v.string(),
  checked_at: v.string(),
});
export type NpdCheck = v.InferOutput<typeof NpdCheck>;

export const RECEIPT_STATES = ['due', 'overdue', 'cancelled', 'done'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

export const ReceiptTask = v.object({
  id: v.string(),
  withdrawal_id: v.string(),
  amount: v.number(),
  currency: Currency,
  paid_on: v.string(),
  due_on: v.string(),
  state: v.picklist(RECEIPT_STATES),
  receipt_url: v.nullable(v.string()),
  /** Who registered the receipt: the blogger (a link) or the payout provider itself. */
  source: v.nullable(v.picklist(['blogger', 'provider'])),
  cancelled_at: v.nullable(v.string()),
});
export type ReceiptTask = v.InferOutput<typeof ReceiptTask>;

/** GET wallet/npd: the blogger's self-employed side; `applies: false` for everyone else. */
export const NpdSummary = v.object({
  applies: v.boolean(),
  status: v.nullable(v.picklist(NPD_STATUSES)),
  checked_on: v.nullable(v.string()),
  year: v.number(),
  year_paid: v.number(),
  year_limit: v.number(),
  year_remaining: v.number(),
  receipts: v.array(ReceiptTask),
});
export type NpdSummary = v.InferOutput<typeof NpdSummary>;

/** PUT wallet/receipts/{id}: the print link of the receipt and the amount it shows. */
export const ReceiptBody = v.object({
  url: v.pipe(
    v.string(Msg.required.id),
    v.trim(),
    v.nonEmpty(Msg.required.id),
    v.maxLength(300, Msg.too_long.id),
    v.check((s) => parseReceiptLink(s) !== null, Msg.receipt_link.id),
  ),
  amount: v.pipe(
    v.number(Msg.number.id),
    v.safeInteger(Msg.number.id),
    v.minValue(1, Msg.number.id),
    v.maxValue(MAX_AMOUNT_MINOR, Msg.number_max.id),
  ),
});
export type ReceiptBody = v.InferOutput<typeof ReceiptBody>;

/** Staff: the receipts board. */
export const AdminReceiptQuery = v.object({
  state: v.optional(v.picklist(RECEIPT_STATES), 'due'),
  page: PageParam,
});
export const AdminReceipt = v.object({
  ...ReceiptTask.entries,
  owner: v.object({ id: v.string(), email: v.string(), name: v.string(), inn: v.nullable(v.string()) }),
});
export type AdminReceipt = v.InferOutput<typeof AdminReceipt>;
export const AdminReceiptPage = v.object({
  items: v.array(AdminReceipt),
  total: v.number(),
  page: v.number(),
  pages: v.number(),
  counts: v.object({ due: v.number(), overdue: v.number(), cancelled: v.number(), done: v.number() }),
});
export type AdminReceiptPage = v.InferOutput<typeof AdminReceiptPage>;

/** Staff: one blogger's self-employed status, its history, and their receipts. */
export const AdminNpdBlogger = v.object({
  id: v.string(),
  inn: v.nullable(v.string()),
  applies: v.boolean(),
  status: v.nullable(v.picklist(NPD_STATUSES)),
  history: v.array(NpdCheck),
  receipts: v.array(ReceiptTask),
  year_paid: v.number(),
});
export type AdminNpdBlogger = v.InferOutput<typeof AdminNpdBlogger>;
