/** Opaque bearer tokens: 256 random bits, base64url; only their SHA-256 is stored. */
import { hash, randomBytes } from 'node:crypto';

export const ACCESS_TTL_S = 60 * 60;
export const REFRESH_TTL_S = 30 * 24 * 60 * 60;

export const newToken = (): string => randomBytes(32).toString('base64url');

// One-shot `hash` (no Hash object to build and finalise): it runs on every authenticated request.
export const hashToken = (token: string): string => hash('sha256', token, 'hex');

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,128})\s*$/i;

/** The token from `Authorization: Bearer …`, or null when absent or malformed. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  return BEARER.exec(header)?.[1] ?? null;
}
