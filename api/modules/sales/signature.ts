/**
 * The brand signs each webhook call: hex HMAC-SHA256 over `${timestamp}.${rawBody}` with the shared secret,
 * the timestamp in Unix seconds. Stale or future timestamps beyond the tolerance are refused, so a captured
 * call cannot be replayed later (and a replay within the window is harmless: events are idempotent).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_TOLERANCE_S } from '#contract/sales.ts';

export const signPayload = (secret: string, timestamp: string, body: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** Whether the timestamp header is a plain number of seconds within the tolerance of `now`. */
export function freshTimestamp(timestamp: unknown, now = Date.now()): timestamp is string {
  if (typeof timestamp !== 'string' || !/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(now / 1000 - Number(timestamp)) <= SIGNATURE_TOLERANCE_S;
}

/** Constant-time check of the signature header against the body as received. */
export function validSignature(secret: string, timestamp: string, body: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-f]{64}$/i.test(given)) return false;
  const expected = Buffer.from(signPayload(secret, timestamp, body), 'hex');
  return timingSafeEqual(Buffer.from(given, 'hex'), expected);
}
