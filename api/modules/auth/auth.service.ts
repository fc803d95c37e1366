/**
 * Sign-in, session lookup, refresh rotation with reuse detection, and sign-out. Tokens are opaque; the
 * database holds their SHA-256 hashes only, so a leaked table cannot be replayed.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import type { SessionResponse, SignInBody, SupportIdentity, TokenPair } from '#contract/auth.ts';
import { ErrorCode } from '#contract/errors.ts';
import { AppError, unauthorized } from '../../lib/app-error.ts';
import type { AuthUser } from '../../lib/current-user.ts';
import { dummyVerify, verifyPassword } from '../../lib/password.ts';
import { User } from '../accounts/accounts.entity.ts';
import { AuthSession } from './auth.entity.ts';
import { toSessionUser } from './auth-user.ts';
import { lookupSession } from './session-lookup.ts';
import { ACCESS_TTL_S, hashToken, newToken, REFRESH_TTL_S } from './tokens.ts';

export interface ClientMeta {
  ip: string;
  userAgent: string | undefined;
}

const invalidCredentials = () => new AppError(401, ErrorCode.invalidCredentials, 'invalid_credentials');

/** Statuses that may not hold a session at all (under review may: the client shows the review screen). */
function assertMaySignIn(user: Pick<User, 'status'>): void {
  if (user.status === 'hidden') throw new AppError(403, ErrorCode.accountHidden, 'account_hidden');
  if (user.status === 'rejected') throw new AppError(403, ErrorCode.accountRejected, 'account_rejected');
}

export async function issueTokens(
  em: EntityManager,
  user: User,
  familyId: string,
  meta: ClientMeta,
): Promise<TokenPair> {
  const token = newToken();
  const refreshToken = newToken();
  const now = Date.now();
  em.create(AuthSession, {
    user,
    familyId,
    accessTokenHash: hashToken(token),
    accessExpiresAt: new Date(now + ACCESS_TTL_S * 1000),
    refreshTokenHash: hashToken(refreshToken),
    refreshExpiresAt: new Date(now + REFRESH_TTL_S * 1000),
    ip: meta.ip.slice(0, 64),
    userAgent: meta.userAgent?.slice(0, 512) ?? null,
  });
  await em.flush();
  return { token, refresh_token: refreshToken, expires_in: ACCESS_TTL_S };
}

export async function signIn(em: EntityManager, body: SignInBody, meta: ClientMeta): Promise<TokenPair> {
  const user = await em.findOne(User, { email: body.email }, { populate: ['passwordHash'] });
  // Unknown e-mail and wrong password look the same, in body and in timing.
  if (!user) {
    await dummyVerify(body.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(body.password, user.passwordHash))) throw invalidCredentials();
  assertMaySignIn(user);
  return issueTokens(em, user, randomUUID(), meta);
}

/** A live session for an access token, with its user, in one query; null when unknown/expired/revoked. */
export async function findSessionByAccessToken(em: EntityManager, token: string) {
  const found = await lookupSession(em, hashToken(token));
  if (!found || found.user.status === 'hidden' || found.user.status === 'rejected') return null;
  return found;
}

/** Ends every sign-in of a user, or every one but `keepFamilyId` (the caller's own). */
export async function revokeUserSessions(em: EntityManager, userId: string, keepFamilyId?: string) {
  await em.nativeUpdate(
    AuthSession,
    { user: userId, revokedAt: null, ...(keepFamilyId ? { familyId: { $ne: keepFamilyId } } : {}) },
    { revokedAt: new Date() },
  );
}

async function revokeFamily(em: EntityManager, familyId: string): Promise<void> {
  await em.nativeUpdate(AuthSession, { familyId, revokedAt: null }, { revokedAt: new Date() });
}

/**
 * Rotates a refresh token. Presenting one that was already rotated means it was copied: the whole family
 * (every session descending from that sign-in) is revoked.
 */
export async function refresh(em: EntityManager, refreshToken: string, meta: ClientMeta): Promise<TokenPair> {
  const session = await em.findOne(
    AuthSession,
    { refreshTokenHash: hashToken(refreshToken) },
    { populate: ['user'] },
  );
  if (!session || session.revokedAt) throw unauthorized('session_expired');
  if (session.rotatedAt) {
    await revokeFamily(em, session.familyId);
    throw unauthorized('session_expired');
  }
  if (session.refreshExpiresAt.getTime() <= Date.now()) throw unauthorized('session_expired');
  if (session.user.status === 'hidden' || session.user.status === 'rejected') {
    await revokeFamily(em, session.familyId);
    assertMaySignIn(session.user);
  }
  return em.transactional(async (tx) => {
    // Conditional update: of two concurrent refreshes with the same token only one can win.
    const claimed = await tx.nativeUpdate(
      AuthSession,
      { id: session.id, rotatedAt: null, revokedAt: null },
      { rotatedAt: new Date() },
    );
    if (claimed !== 1) throw unauthorized('session_expired');
    return issueTokens(tx, session.user, session.familyId, meta);
  });
}

/** Revokes the sign-in behind either token; unknown tokens are ignored (sign-out is idempotent). */
export async function signOut(em: EntityManager, accessToken: string | null, refreshToken: string | null) {
  const or = [
    ...(accessToken ? [{ accessTokenHash: hashToken(accessToken) }] : []),
    ...(refreshToken ? [{ refreshTokenHash: hashToken(refreshToken) }] : []),
  ];
  if (!or.length) return;
  const sessions = await em.find(AuthSession, { $or: or }, { fields: ['familyId'] });
  for (const familyId of new Set(sessions.map((s) => s.familyId))) await revokeFamily(em, familyId);
}

export interface SupportSettings {
  supportAppId: string | null;
  supportHmacSecret: string;
}

const hashCache = new Map<string, Map<string, string>>();
/** The widget verifies the identity with this HMAC, so a user cannot pose as another. Cached: it only
 * depends on the id and the secret, and it is computed on every session fetch. By secret, then by id: no
 * key string to build per request. */
function supportHash(id: string, secret: string): string {
  let byId = hashCache.get(secret);
  if (!byId) {
    if (hashCache.size >= 16) hashCache.clear();
    byId = new Map();
    hashCache.set(secret, byId);
  }
  let hash = byId.get(id);
  if (!hash) {
    if (byId.size >= 10_000) byId.clear();
    hash = createHmac('sha256', secret).update(id).digest('hex');
    byId.set(id, hash);
  }
  return hash;
}

export function supportIdentity(user: AuthUser, settings: SupportSettings, ip: string): SupportIdentity {
  const fio = [user.lastName, user.firstName, user.surname].filter(Boolean).join(' ');
  return {
    app_id: settings.supportAppId,
    user: {
      id: user.id,
      hash_mac: supportHash(user.id, settings.supportHmacSecret),
      fio,
      first_name: user.firstName ?? '',
      email: user.email,
      regtime: user.createdAt.toISOString(),
      access_name: user.status,
      ip,
    },
  };
}

export function sessionResponse(user: AuthUser, settings: SupportSettings, ip: string): SessionResponse {
  return { user: toSessionUser(user), support: supportIdentity(user, settings, ip) };
}
