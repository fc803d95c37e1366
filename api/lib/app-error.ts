/**
 * The one domain error. Services throw it; the error handler (plugins/errors.ts) turns it into the body
 * `{ message, code, errors? }` in the request's language. Texts are message ids, never literal strings.
 */
import { ErrorCode } from '#contract/errors.ts';
import type { MessageId } from './messages.ts';

/** A text already written in the reader's language (staff-written data such as an ad rule's reason). */
export type Text = string & { readonly __text: true };
export const text = (value: string) => value as Text;
export type FieldErrors = Record<string, (MessageId | Text)[]>;

export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly messageId: MessageId;
  readonly errors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;
  /** A figure the body carries besides the message (npd_year_limit: the amount that remains). */
  remaining: number | undefined;

  constructor(
    status: number,
    code: string,
    messageId: MessageId,
    errors?: FieldErrors,
    headers?: Record<string, string>,
  ) {
    super(messageId);
    this.name = 'AppError';
    this.statusCode = status;
    this.code = code;
    this.messageId = messageId;
    this.errors = errors;
    this.headers = headers;
  }
}

export const unauthorized = (messageId: MessageId = 'unauthorized') =>
  new AppError(401, ErrorCode.unauthorized, messageId);
export const forbidden = () => new AppError(403, ErrorCode.forbidden, 'forbidden');
export const notFound = () => new AppError(404, ErrorCode.notFound, 'not_found');
/** The resource is not in the state the request needs (already decided, limit reached, …). */
export const conflict = (messageId: MessageId = 'conflict', errors?: FieldErrors) =>
  new AppError(409, ErrorCode.conflict, messageId, errors);
export const rateLimited = (retryAfterS: number) =>
  new AppError(429, ErrorCode.rateLimited, 'rate_limited', undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterS))),
  });
