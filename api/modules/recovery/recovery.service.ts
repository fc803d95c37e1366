/**
 * Password recovery: a single-use link valid for one hour, stored as a SHA-256 hash. Asking for an unknown
 * address looks exactly like asking for a known one (same answer; the mail is sent in the background).
 */
import type { EntityManager } from '@mikro-orm/core';
import type { RecoveryChangeBody } from '#contract/accounts.ts';
import { hashPassword } from '../../lib/password.ts';
import { validationError } from '../../lib/valibot.ts';
import { User } from '../accounts/accounts.entity.ts';
import { revokeUserSessions } from '../auth/auth.service.ts';
import { hashToken, newToken } from '../auth/tokens.ts';
import { PasswordResetToken } from './recovery.entity.ts';

export const RECOVERY_TTL_MS = 60 * 60 * 1000;

/** Returns the user and the raw token to mail, or null when nothing should be sent. */
export async function createRecovery(
  em: EntityManager,
  email: string,
): Promise<{ user: User; token: string } | null> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const user = await em.findOne(User, { email });
  // Hidden and rejected accounts cannot sign in, so a new password would not help them.
  if (!user || user.status === 'hidden' || user.status === 'rejected') return null;
  // One live link at a time: older unused ones stop working.
  await em.nativeUpdate(PasswordResetToken, { user, usedAt: null }, { usedAt: new Date() });
  em.create(PasswordResetToken, {
    user,
    tokenHash,
    expiresAt: new Date(Date.now() + RECOVERY_TTL_MS),
  });
  await em.flush();
  return { user, token };
}

const invalidLink = () => validationError({ token: ['recovery_link_invalid'] });

export async function changeForgottenPassword(em: EntityManager, body: RecoveryChangeBody): Promise<void> {
  const row = await em.findOne(PasswordResetToken, { tokenHash: hashToken(body.token) });
  if (!row || row.usedAt || row.expiresAt.getTime() <= Date.now()) throw invalidLink();
  const passwordHash = await hashPassword(body.password);
  await em.transactional(async (tx) => {
    // Conditional claim: of two concurrent uses of one link only one wins.
    const claimed = await tx.nativeUpdate(
      PasswordResetToken,
      { id: row.id, usedAt: null },
      { usedAt: new Date() },
    );
    if (claimed !== 1) throw invalidLink();
    await tx.nativeUpdate(User, { id: row.user.id }, { passwordHash });
    await revokeUserSessions(tx, row.user.id);
  });
}
