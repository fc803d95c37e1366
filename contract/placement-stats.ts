/**
 * What each placement earned (issue 23 §3, docs/decisions/080-placement-links.md): its tracked link, and the
 * clicks, registrations, orders, revenue and earnings attributed to it; the same per promocode; and the staff
 * view of orders and cost per order per placement, network or blogger. Money in minor units of `currency`.
 * Orders and revenue are net of refunds; earnings are the blogger's own commission (held ones not yet).
 */
import * as v from 'valibot';
import { Currency } from './money.ts';
import { int } from './validation.ts';

/** The query parameter of a tracked link that names its placement: the ad-marking token itself. */
export const PLACEMENT_MARK_PARAM = 'erid';

const Count = int(0);
/** Sums of amounts: may go below zero when a refund follows a payout, never beyond a safe integer. */
const Sum = v.pipe(v.number(), v.safeInteger());

export const LinkFigures = v.object({
  clicks: Count,
  registrations: Count,
  orders: v.pipe(v.number(), v.safeInteger()),
  revenue: Sum,
  earnings: Sum,
});
export type LinkFigures = v.InferOutput<typeof LinkFigures>;

export const PlacementStats = v.object({
  placement_id: v.string(),
  /** `{locale base}/r/{part}?erid={token}`: null until the placement is marked. */
  tracked_url: v.nullable(v.string()),
  currency: Currency,
  ...LinkFigures.entries,
});
export type PlacementStats = v.InferOutput<typeof PlacementStats>;
export const PlacementStatsList = v.array(PlacementStats);

export const PromocodeStats = v.object({
  code: v.string(),
  currency: Currency,
  /** Clicks and registrations through the tracked links of the placements that carry the code. */
  ...LinkFigures.entries,
});
export type PromocodeStats = v.InferOutput<typeof PromocodeStats>;
export const PromocodeStatsList = v.array(PromocodeStats);

export const PLACEMENT_COST_GROUPS = ['placement', 'network', 'blogger'] as const;
export type PlacementCostGroup = (typeof PLACEMENT_COST_GROUPS)[number];
export const PlacementCostQuery = v.object({
  by: v.optional(v.picklist(PLACEMENT_COST_GROUPS), 'placement'),
});

/** One row of the staff view; `cost` is every level's commission the brand pays for these orders. */
export const PlacementCostRow = v.object({
  key: v.string(),
  /** Placement: its network and start date; network: its name key; blogger: name and e-mail. */
  network: v.nullable(v.string()),
  blogger: v.nullable(v.string()),
  start_date: v.nullable(v.string()),
  currency: Currency,
  clicks: Count,
  orders: v.pipe(v.number(), v.safeInteger()),
  revenue: Sum,
  cost: Sum,
  /** cost / orders rounded to a minor unit; null without orders. */
  cost_per_order: v.nullable(Sum),
});
export type PlacementCostRow = v.InferOutput<typeof PlacementCostRow>;
export const PlacementCostList = v.array(PlacementCostRow);
