/** Ad marking with the operator (ORD) and the monthly impressions reports (docs/decisions/069-ord-vk.md). */
import * as v from 'valibot';
import { Msg } from './messages.ts';
import { MonthKey } from './money.ts';
import { requiredText } from './validation.ts';

export const ORD_OBJECT_KINDS = ['person', 'contract', 'pad', 'creative', 'statistics'] as const;
export type OrdObjectKind = (typeof ORD_OBJECT_KINDS)[number];

/** The registry's processing status of an object, as the operator reports it. */
export const ORD_STATUSES = ['processing', 'verified', 'bad'] as const;
export const OrdStatus = v.picklist(ORD_STATUSES);
export type OrdStatus = v.InferOutput<typeof OrdStatus>;

/** A placement's marking: `pending` until the operator answered with a token, `marked` after. */
export const MARKING_STATES = ['pending', 'marked'] as const;

/** Monthly statistics go to the registry by the 25th of the following month. */
export const REPORT_DEADLINE_DAY = 25;
/** The second reminder comes this many days before the deadline (decision 075). */
export const REPORT_REMIND_DAYS = 3;
export const MAX_IMPRESSIONS = 2_000_000_000;

/** The screenshot of the network's statistics: one image, at most 5 MB, as an avatar (decision 075). */
export const REPORT_SCREENSHOT_MAX_BYTES = 5 * 1024 * 1024;
export const REPORT_SCREENSHOT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/**
 * The text fields of a report entry (multipart, with the `screenshot` file part after them). `key` is made
 * on the device once per entry: the offline queue resends the same key, and a key already stored changes
 * nothing, so a resent entry is neither lost nor counted twice.
 */
export const ReportFields = v.object({
  impressions: v.pipe(
    v.string(Msg.required.id),
    // Typed as the network shows it: "12 500" is 12500.
    v.transform((s) => s.replace(/[\s\u00a0\u202f]/g, '')),
    v.nonEmpty(Msg.required.id),
    v.regex(/^\d{1,10}$/, Msg.number.id),
    v.transform(Number),
    v.maxValue(MAX_IMPRESSIONS, Msg.invalid_value.id),
  ),
  key: v.pipe(v.string(Msg.required.id), v.uuid(Msg.invalid_value.id)),
});
export type ReportFields = v.InferOutput<typeof ReportFields>;
export const ReportParams = v.object({
  id: v.pipe(v.string(), v.uuid()),
  month: MonthKey,
});

/** Staff's check of the figures: only accepted ones go to the registry (decision 075). */
export const REPORT_REVIEWS = ['entered', 'accepted', 'rejected'] as const;
export const ReportReview = v.picklist(REPORT_REVIEWS);
export type ReportReview = v.InferOutput<typeof ReportReview>;

export const PlacementReportItem = v.object({
  month: MonthKey,
  impressions: v.number(),
  /** Accepted by staff (kept for older clients: `review === 'accepted'`). */
  checked: v.boolean(),
  review: ReportReview,
  rejection_reason: v.nullable(v.string()),
  screenshot: v.boolean(),
  /** The device's key of the entry on record. */
  entry_key: v.nullable(v.string()),
  sent: v.boolean(),
  reported_at: v.string(),
});
export type PlacementReportItem = v.InferOutput<typeof PlacementReportItem>;

export const OrdObjectState = v.object({
  kind: v.picklist(ORD_OBJECT_KINDS),
  external_id: v.string(),
  status: OrdStatus,
  messages: v.array(v.string()),
});

export const BoardRow = v.object({
  placement_id: v.string(),
  report_id: v.nullable(v.string()),
  owner_email: v.string(),
  network: v.string(),
  erid: v.nullable(v.string()),
  marking: v.picklist(MARKING_STATES),
  marking_error: v.nullable(v.string()),
  impressions: v.nullable(v.number()),
  reported_at: v.nullable(v.string()),
  checked: v.boolean(),
  review: v.nullable(ReportReview),
  rejection_reason: v.nullable(v.string()),
  screenshot: v.boolean(),
  sent: v.boolean(),
  objects: v.array(OrdObjectState),
});
export type BoardRow = v.InferOutput<typeof BoardRow>;
/** Without a month, the board shows the last ended one: the month being reported. */
export const BoardQuery = v.object({ month: v.optional(MonthKey) });
export const Board = v.object({ month: MonthKey, rows: v.array(BoardRow) });
export type Board = v.InferOutput<typeof Board>;

/** Staff refuse a month's figures with their reason; the blogger is told and enters them again. */
export const ReportRejectBody = v.object({ reason: requiredText(500) });

/**
 * The months of a placement the blogger reports: every calendar month it ran in, once that month has ended
 * or the placement has (`today` is yyyy-mm-dd). Pure: the card and the server agree on it.
 */
export function reportMonths(p: { start_date: string; end_date: string }, today: string): MonthKey[] {
  const months: MonthKey[] = [];
  const current = today.slice(0, 7);
  for (let m = p.start_date.slice(0, 7); m <= p.end_date.slice(0, 7); m = nextMonth(m)) {
    if (m < current || p.end_date < today) months.push(m);
    if (months.length > 24) break;
  }
  return months;
}

const nextMonth = (m: string) => {
  const [y, mo] = m.split('-').map(Number) as [number, number];
  return mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
};

/** The last day a month's figures are due (yyyy-mm-dd): the REPORT_DEADLINE_DAY of the next month. */
export const reportDeadline = (month: string): string =>
  `${nextMonth(month)}-${String(REPORT_DEADLINE_DAY).padStart(2, '0')}`;
