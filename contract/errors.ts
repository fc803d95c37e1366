import * as v from 'valibot';
import { dataRecord } from './records.ts';

/** Stable machine-readable error codes; the client may branch on them, people read `message`. */
export const ErrorCode = {
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  /** Submit refused because a declared file is not fully uploaded yet: the client uploads again. */
  filesIncomplete: 'files_incomplete',
  /** Another creation of the same file's upload is under way (or was cut short moments ago): retry later. */
  uploadInProgress: 'upload_in_progress',
  /** A withdrawal larger than the wallet holds now: the amount is fine, the balance moved (refresh it). */
  insufficientFunds: 'insufficient_funds',
  /** The ad breaks a rule of the account's market (contract/ad-rules.ts): the field says which, and why. */
  adRuleRefused: 'ad_rule_refused',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  unsupportedMediaType: 'unsupported_media_type',
  accountHidden: 'account_hidden',
  accountRejected: 'account_rejected',
  invalidCredentials: 'invalid_credentials',
  internal: 'internal_error',
  badRequest: 'bad_request',
  serviceUnavailable: 'service_unavailable',
  /** Self-employed payouts (docs/decisions/067): the tax service does not confirm the status today. */
  npdStatusLost: 'npd_status_lost',
  /** The tax service could not be asked now (down, or our queue is full): retry later. */
  npdStatusUnavailable: 'npd_status_unavailable',
  /** A receipt for an earlier payout is past its due day. */
  npdReceiptOverdue: 'npd_receipt_overdue',
  /** The payout would cross the 2.4 M RUB yearly limit; `remaining` says what may still be paid. */
  npdYearLimit: 'npd_year_limit',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** The error body of SPEC §3/§8: `errors` maps a field to its messages; `message` is the summary. */
export const ErrorBody = v.object({
  message: v.string(),
  code: v.string(),
  errors: v.optional(dataRecord(v.string(), v.array(v.string()))),
  error_message: v.optional(v.string()),
  /** npd_year_limit: what may still be paid out this calendar year, in minor units. */
  remaining: v.optional(v.number()),
});
export type ErrorBody = v.InferOutput<typeof ErrorBody>;
