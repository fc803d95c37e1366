/**
 * Fraud rules, holds and the review queue (docs/decisions/070-fraud-holds.md). The brand sends a customer's
 * identity only as SHA-256 hashes of the normalised e-mail and phone (docs/customer-identity.md); the
 * e-mail's domain may come in clear, for the disposable-domain rule.
 */
import * as v from 'valibot';
import { Currency } from './money.ts';
import { PageParam, requiredText } from './validation.ts';

/** The rules, in the order staff see them. Each one's reason is a message in both languages. */
export const FRAUD_RULES = [
  'self_referral',
  'several_bloggers',
  'disposable_email',
  'paid_click',
  'shared_payout',
] as const;
export type FraudRule = (typeof FRAUD_RULES)[number];

/** Query parameters of a referral click that mark a paid ad click (search and social ad networks). */
export const PAID_CLICK_PARAMS = [
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'yclid',
  'ysclid',
  'fbclid',
  'msclkid',
  'ttclid',
  'twclid',
  'li_fat_id',
  'epik',
  'sccid',
  'vkclid',
] as const;

/** Lower-case hex SHA-256. */
export const IdentityHash = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/));
/** A DNS name, lower-case (what follows the @ of the customer's e-mail). */
export const EmailDomain = v.pipe(
  v.string(),
  v.maxLength(253),
  v.regex(/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/),
);

export const REVIEW_STATUSES = ['on_review', 'released', 'cancelled'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

// --- Staff ----------------------------------------------------------------------------------------------

export const FraudRuleState = v.object({ code: v.picklist(FRAUD_RULES), enabled: v.boolean() });
export const FraudRuleList = v.object({ items: v.array(FraudRuleState) });
export type FraudRuleList = v.InferOutput<typeof FraudRuleList>;
export const FraudRuleBody = v.object({ enabled: v.boolean() });
export const FraudRuleParams = v.object({ code: v.picklist(FRAUD_RULES) });

export const ReviewQuery = v.object({
  status: v.optional(v.picklist(REVIEW_STATUSES), 'on_review'),
  page: PageParam,
});

export const HeldLine = v.object({
  account: v.object({ id: v.string(), email: v.string() }),
  level: v.number(),
  amount: v.number(),
});

export const OrderReview = v.object({
  id: v.string(),
  status: v.picklist(REVIEW_STATUSES),
  rules: v.array(v.picklist(FRAUD_RULES)),
  order: v.object({
    external_id: v.string(),
    /** The shop's product code, and its name in the order currency's catalog (the code when it has none). */
    product: v.string(),
    product_name: v.string(),
    amount: v.number(),
    currency: Currency,
    occurred_at: v.string(),
    refunded: v.boolean(),
  }),
  seller: v.nullable(v.object({ id: v.string(), email: v.string() })),
  lines: v.array(HeldLine),
  created_at: v.string(),
  decided_at: v.nullable(v.string()),
  reason: v.nullable(v.string()),
});
export type OrderReview = v.InferOutput<typeof OrderReview>;

export const OrderReviewPage = v.object({
  items: v.array(OrderReview),
  total: v.number(),
  page: v.number(),
  pages: v.number(),
});
export type OrderReviewPage = v.InferOutput<typeof OrderReviewPage>;

export const ReviewDecisionBody = v.variant('decision', [
  v.object({ decision: v.literal('release') }),
  v.object({ decision: v.literal('cancel'), reason: requiredText(500, true) }),
]);
export type ReviewDecisionBody = v.InferOutput<typeof ReviewDecisionBody>;

// --- The blogger ----------------------------------------------------------------------------------------

/** One of the blogger's commissions waiting on review (or cancelled by it). */
export const HeldCommission = v.object({
  order_id: v.string(),
  product: v.string(),
  product_name: v.string(),
  occurred_at: v.string(),
  level: v.number(),
  amount: v.number(),
  currency: Currency,
  status: v.picklist(['on_review', 'cancelled']),
  rules: v.array(v.picklist(FRAUD_RULES)),
  /** Staff's words when cancelled. */
  reason: v.nullable(v.string()),
});
export type HeldCommission = v.InferOutput<typeof HeldCommission>;
export const HeldCommissionList = v.object({ items: v.array(HeldCommission), on_review: v.number() });
export type HeldCommissionList = v.InferOutput<typeof HeldCommissionList>;
