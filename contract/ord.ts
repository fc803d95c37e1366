/** Ad marking with the operator (ORD) and the monthly impressions reports (docs/decisions/069-ord-vk.md). */
import * as v from 'valibot';
import { MonthKey } from './money.ts';

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
export const MAX_IMPRESSIONS = 2_000_000_000;

export const ReportBody = v.object({
  impressions: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(MAX_IMPRESSIONS)),
});
export const ReportParams = v.object({
  id: v.pipe(v.string(), v.uuid()),
  month: MonthKey,
});

export const PlacementReportItem = v.object({
  month: MonthKey,
  impressions: v.number(),
  checked: v.boolean(),
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
  sent: v.boolean(),
  objects: v.array(OrdObjectState),
});
export type BoardRow = v.InferOutput<typeof BoardRow>;
export const BoardQuery = v.object({ month: MonthKey });
export const Board = v.object({ month: MonthKey, rows: v.array(BoardRow) });
export type Board = v.InferOutput<typeof Board>;
