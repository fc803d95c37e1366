/**
 * How a failure becomes the app's error body `{ message, code, errors? }` (contract/errors.ts) in the
 * request's language. Shared by the error handler plugin and by routes that answer outside it (tus).
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type ErrorBody, ErrorCode } from '#contract/errors.ts';
import type { Locale } from '#contract/limits.ts';
import { AppError, conflict, forbidden, notFound, unauthorized } from './app-error.ts';
import { isMessageId, t } from './messages.ts';

/** By the error's `code`: any string a thrown error carries, so a Map (no `constructor` from a prototype). */
const byFastifyCode = new Map<string, () => AppError>([
  ['FST_ERR_CTP_BODY_TOO_LARGE', () => new AppError(413, ErrorCode.payloadTooLarge, 'payload_too_large')],
  [
    'FST_ERR_CTP_INVALID_MEDIA_TYPE',
    () => new AppError(415, ErrorCode.unsupportedMediaType, 'unsupported_media_type'),
  ],
  ['FST_ERR_CTP_INVALID_CONTENT_LENGTH', () => new AppError(400, ErrorCode.badRequest, 'bad_request')],
  ['FST_ERR_MAX_PARAM_LENGTH', () => new AppError(414, ErrorCode.badRequest, 'bad_request')],
]);

const byStatus: Record<number, () => AppError> = {
  401: () => unauthorized(),
  403: forbidden,
  404: notFound,
  409: () => conflict(),
  410: () => new AppError(410, ErrorCode.notFound, 'not_found'),
  413: () => new AppError(413, ErrorCode.payloadTooLarge, 'payload_too_large'),
  415: () => new AppError(415, ErrorCode.unsupportedMediaType, 'unsupported_media_type'),
  429: () => new AppError(429, ErrorCode.rateLimited, 'rate_limited'),
  503: () => new AppError(503, ErrorCode.serviceUnavailable, 'service_unavailable'),
};

/** Anything thrown → an AppError; unknown errors become a bare 500. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const e = error as Partial<FastifyError>;
  const known = (e.code && byFastifyCode.get(e.code)) || (e.statusCode && byStatus[e.statusCode]);
  if (known) return known();
  // Other client errors Fastify raises (malformed JSON, bad headers): a generic 400.
  if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500)
    return new AppError(400, ErrorCode.badRequest, 'bad_request');
  return new AppError(500, ErrorCode.internal, 'internal_error');
}

export function errorBody(error: AppError, locale: Locale): ErrorBody {
  const body: ErrorBody = { message: t(locale, error.messageId), code: error.code };
  if (error.remaining !== undefined) body.remaining = error.remaining;
  if (error.errors) {
    body.errors = Object.fromEntries(
      Object.entries(error.errors).map(([field, ids]) => [
        field,
        ids.map((id) => (isMessageId(id) ? t(locale, id) : id)),
      ]),
    );
  }
  return body;
}

export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error);
  if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
  else if (!(error instanceof AppError)) request.log.info({ err: error }, 'client error');
  if (appError.headers) reply.headers(appError.headers);
  return reply
    .code(appError.statusCode)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(errorBody(appError, request.locale()));
}
