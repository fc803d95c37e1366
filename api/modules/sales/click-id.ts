/**
 * Click ids the shop carries back to us: `<click uuid>.<signature>`, the signature an HMAC of the uuid with a
 * server-only key, so a shopper cannot claim someone else's click by guessing or editing an id.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

const SIG_BYTES = 16;
const FORMAT = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([A-Za-z0-9_-]{22})$/;

const mac = (key: Buffer, id: string) => createHmac('sha256', key).update(id).digest().subarray(0, SIG_BYTES);

export const signClickId = (key: Buffer, clickId: string): string =>
  `${clickId}.${mac(key, clickId).toString('base64url')}`;

/** The click's uuid when the signature holds; null for anything else. */
export function verifyClickId(key: Buffer, signed: string): string | null {
  const match = FORMAT.exec(signed);
  if (!match) return null;
  const [, id, sig] = match as unknown as [string, string, string];
  const given = Buffer.from(sig, 'base64url');
  // Only the canonical spelling: the last character of 16 bytes carries 4 unused bits, and an id that
  // differs from the one we issued must not verify, even when it decodes to the same bytes.
  if (given.length !== SIG_BYTES || given.toString('base64url') !== sig) return null;
  return timingSafeEqual(given, mac(key, id)) ? id : null;
}
