/**
 * Whether the visitor's cookies hold a live sign-in, for pages that are for guests only (the landing
 * redirects signed-in users, SPEC §2). The SPA keeps its tokens in first-party cookies (src/lib/auth-tokens.ts):
 * a live access token counts, and so does a live refresh token (the access token expires after an hour).
 */
import type { EntityManager } from '@mikro-orm/core';
import { AuthSession } from './auth.entity.ts';
import { findSessionByAccessToken } from './auth.service.ts';
import { hashToken } from './tokens.ts';

const TOKEN = /^[A-Za-z0-9_-]{20,128}$/;

export async function hasLiveSession(
  em: EntityManager,
  tokens: { access?: string | undefined; refresh?: string | undefined },
): Promise<boolean> {
  if (tokens.access && TOKEN.test(tokens.access) && (await findSessionByAccessToken(em, tokens.access))) {
    return true;
  }
  if (!tokens.refresh || !TOKEN.test(tokens.refresh)) return false;
  const live = await em.count(AuthSession, {
    refreshTokenHash: hashToken(tokens.refresh),
    rotatedAt: null,
    revokedAt: null,
    refreshExpiresAt: { $gt: new Date() },
    user: { status: { $nin: ['hidden', 'rejected'] } },
  });
  return live > 0;
}
