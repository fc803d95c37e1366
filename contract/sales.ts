/**
 * Sales from the brand (issue 9): the signed webhook, the admin CSV import of the same events and the list of
 * unattributed sales. Amounts are integer minor units (contract/money.ts). docs/decisions/044-sales-webhook.md
 */
import * as v from 'valibot';
import { EmailDomain, IdentityHash } from './fraud.ts';
import { referrerHost } from './leaks.ts';
import { Currency, MinorAmount } from './money.ts';
import { dataRecord } from './records.ts';
import { isCalendarDate, PageParam, plainText, requiredText } from './validation.ts';

/** Events per webhook call and rows per CSV import. */
export const SALES_BATCH_MAX = 1000;
export const SALES_IMPORT_MAX_ROWS = 5000;
/** CSV text per import (the JSON body limit is 1 MiB). */
export const SALES_IMPORT_MAX_CHARS = 900_000;
/** Signature headers: `x-sales-signature` = hex HMAC-SHA256 of `${timestamp}.${rawBody}`. */
export const SIGNATURE_HEADER = 'x-sales-signature';
export const TIMESTAMP_HEADER = 'x-sales-timestamp';
/** A signature is accepted this long before or after its timestamp (seconds). */
export const SIGNATURE_TOLERANCE_S = 300;
/** Query parameters of the referral link and of the shop redirect. */
export const REFERRAL_TARGET_PARAM = 'to';
export const CLICK_ID_PARAM = 'click_id';
/** Signed, http-only: the `join` click a registration came from (a placement's registrations, decision 080). */
export const JOIN_CLICK_COOKIE = 'ref_click';

/** Printable ASCII without spaces: ids the brand's system generates. */
const Token = (max: number) =>
  v.pipe(v.string(), v.minLength(1), v.maxLength(max), v.regex(/^[\x21-\x7e]+$/));
export const ExternalId = Token(100);

const EARLIEST = Date.UTC(2000, 0, 1);
/** An ISO timestamp with a zone, from 2000 up to a few minutes ahead of the server clock. */
export const OccurredAt = v.pipe(
  v.string(),
  v.maxLength(40),
  v.isoTimestamp(),
  v.check((s) => isCalendarDate(s.slice(0, 10))),
  v.transform((s) => new Date(s)),
  v.check((d) => {
    const t = d.getTime();
    return Number.isFinite(t) && t >= EARLIEST && t <= Date.now() + SIGNATURE_TOLERANCE_S * 1000;
  }),
);

const optional = <S extends v.GenericSchema<string, string>>(schema: S) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((s) => (s?.trim() ? s.trim() : null)),
    v.nullable(schema),
  );

export const OrderEvent = v.object({
  type: v.literal('order'),
  external_id: ExternalId,
  product: requiredText(100),
  amount: MinorAmount,
  currency: Currency,
  promocode: optional(v.pipe(v.string(), v.maxLength(32), v.regex(/^[\p{L}\p{N}_-]+$/u))),
  click_id: optional(Token(100)),
  occurred_at: OccurredAt,
  // The customer, for the fraud rules: hashes only (docs/customer-identity.md); the domain may come in clear.
  customer_email_hash: optional(IdentityHash),
  customer_phone_hash: optional(IdentityHash),
  customer_email_domain: optional(EmailDomain),
  // Where the sale came from, for the leaked-promocode scan (docs/decisions/078): the customer's region (an
  // ISO 3166-2 code such as RU-MOW is best; any short name works) and the page that sent them to the shop.
  customer_region: optional(v.pipe(v.string(), v.maxLength(64), v.regex(/^[\p{L}\p{N}][\p{L}\p{N} .'-]*$/u))),
  referrer: optional(
    v.pipe(
      v.string(),
      v.maxLength(2000),
      v.check((s) => referrerHost(s) !== null),
    ),
  ),
});
export const RefundEvent = v.object({
  type: v.literal('refund'),
  external_id: ExternalId,
  /** The external id of the order it takes back (full refunds only). */
  refund_of: ExternalId,
  amount: MinorAmount,
  currency: Currency,
  occurred_at: OccurredAt,
});
export const SaleEvent = v.variant('type', [OrderEvent, RefundEvent]);
export type SaleEvent = v.InferOutput<typeof SaleEvent>;

export const SalesWebhookBody = v.object({
  events: v.pipe(v.array(SaleEvent), v.minLength(1), v.maxLength(SALES_BATCH_MAX)),
});

export const ATTRIBUTIONS = ['promocode', 'click', 'manual'] as const;
export const REJECT_REASONS = [
  'unknown_order',
  'amount_mismatch',
  'currency_mismatch',
  'already_refunded',
  'before_order',
] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** One event's outcome; a replay of a recorded event answers the same, from the stored row. */
export const SaleResult = v.object({
  external_id: v.string(),
  status: v.picklist(['recorded', 'rejected']),
  attribution: v.nullable(v.picklist(ATTRIBUTIONS)),
  reason: v.nullable(v.picklist(REJECT_REASONS)),
});
export type SaleResult = v.InferOutput<typeof SaleResult>;
export const SalesWebhookResponse = v.object({ results: v.array(SaleResult) });

// --- Admin: CSV import --------------------------------------------------------------------------------

export const SalesImportBody = v.object({
  csv: v.pipe(v.string(), v.minLength(1), v.maxLength(SALES_IMPORT_MAX_CHARS)),
});
export type SalesImportBody = v.InferOutput<typeof SalesImportBody>;

export const ImportRow = v.object({
  /** Line number in the file (the header is line 1). */
  line: v.number(),
  type: v.string(),
  external_id: v.string(),
  product: v.string(),
  amount: v.string(),
  currency: v.string(),
  reference: v.string(),
  occurred_at: v.string(),
  /** Column → message ids (contract/messages.ts). */
  errors: dataRecord(v.string(), v.array(v.string())),
  /** Already stored (an earlier import or the webhook), or repeated above in the same file. */
  duplicate: v.boolean(),
});
export type ImportRow = v.InferOutput<typeof ImportRow>;

export const ImportPreview = v.object({
  rows: v.array(ImportRow),
  /** A file-level problem (no header, unknown columns, too many rows). */
  file_errors: v.array(v.string()),
  valid: v.number(),
  invalid: v.number(),
  duplicates: v.number(),
});
export type ImportPreview = v.InferOutput<typeof ImportPreview>;

export const ImportResult = v.object({
  recorded: v.number(),
  attributed: v.number(),
  duplicates: v.number(),
  rejected: v.array(v.object({ line: v.number(), external_id: v.string(), reason: v.string() })),
  invalid: v.number(),
});
export type ImportResult = v.InferOutput<typeof ImportResult>;

// --- Admin: unattributed sales ------------------------------------------------------------------------

export const UnattributedQuery = v.object({ page: PageParam });

export const UnattributedSale = v.object({
  id: v.string(),
  external_id: v.string(),
  product: v.string(),
  amount: v.number(),
  currency: Currency,
  promocode: v.nullable(v.string()),
  click_id: v.nullable(v.string()),
  occurred_at: v.string(),
  source: v.picklist(['webhook', 'csv']),
  refunded: v.boolean(),
  /** Set once attributed (the answer of the attribution call). */
  seller: v.nullable(v.object({ id: v.string(), email: v.string() })),
});
export type UnattributedSale = v.InferOutput<typeof UnattributedSale>;

export const UnattributedPage = v.object({
  items: v.array(UnattributedSale),
  total: v.number(),
  page: v.number(),
  pages: v.number(),
});
export type UnattributedPage = v.InferOutput<typeof UnattributedPage>;

export const AttributionBody = v.object({
  /** The blogger's e-mail or referral link part. */
  blogger: requiredText(254),
  reason: v.optional(plainText(500, true)),
});
export type AttributionBody = v.InferOutput<typeof AttributionBody>;
