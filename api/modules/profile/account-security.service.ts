/**
 * E-mail change (4-digit code to the new address: HMAC-hashed, 10 minutes, at most 5 tries, single use),
 * password change (ends the other sign-ins) and hiding the profile (ends every sign-in).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EMAIL_CODE_LENGTH, EMAIL_CODE_MAX_TRIES, EMAIL_CODE_TTL_MS } from '#contract/limits.ts';
import type { PasswordChangeBody } from '#contract/profile.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import { validationError } from '../../lib/valibot.ts';
import { User } from '../accounts/accounts.entity.ts';
import { revokeUserSessions } from '../auth/auth.service.ts';

/** Keyed hash: 10 000 codes are trivial to brute-force from a plain hash, not without the server secret. */
const codeHash = (secret: string, userId: string, code: string) =>
  createHmac('sha256', secret).update(`email-code:${userId}:${code}`).digest('hex');

const invalidCode = () => validationError({ code: ['invalid_code'] });

export async function requestEmailChange(
  em: EntityManager,
  userId: string,
  email: string,
  secret: string,
): Promise<{ user: User; code: string }> {
  const user = await em.findOneOrFail(User, { id: userId });
  if (email === user.email || (await em.count(User, { email })))
    throw validationError({ email: ['email_taken'] });
  const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, '0');
  em.assign(user, {
    pendingEmail: email,
    emailCodeHash: codeHash(secret, userId, code),
    emailCodeExpiresAt: new Date(Date.now() + EMAIL_CODE_TTL_MS),
    emailCodeTries: 0,
  });
  await em.flush();
  return { user, code };
}

const CLEARED = { pendingEmail: null, emailCodeHash: null, emailCodeExpiresAt: null, emailCodeTries: 0 };

export async function confirmEmailChange(
  em: EntityManager,
  userId: string,
  code: string,
  secret: string,
): Promise<User> {
  const user = await em.findOneOrFail(User, { id: userId });
  const { pendingEmail, emailCodeHash, emailCodeExpiresAt, emailCodeTries } = user;
  if (!pendingEmail || !emailCodeHash || !emailCodeExpiresAt) throw invalidCode();
  if (emailCodeExpiresAt.getTime() <= Date.now() || emailCodeTries >= EMAIL_CODE_MAX_TRIES) {
    await em.nativeUpdate(User, { id: userId }, CLEARED);
    throw invalidCode();
  }
  // Count the try first, conditionally, so parallel guesses cannot exceed the limit.
  const counted = await em.nativeUpdate(
    User,
    { id: userId, emailCodeHash, emailCodeTries },
    { emailCodeTries: emailCodeTries + 1 },
  );
  if (counted !== 1) throw invalidCode();
  const expected = Buffer.from(emailCodeHash, 'hex');
  const actual = Buffer.from(codeHash(secret, userId, code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    // The last wrong try burns the code.
    if (emailCodeTries + 1 >= EMAIL_CODE_MAX_TRIES) await em.nativeUpdate(User, { id: userId }, CLEARED);
    throw invalidCode();
  }
  if (await em.count(User, { email: pendingEmail })) {
    await em.nativeUpdate(User, { id: userId }, CLEARED);
    throw validationError({ code: ['email_taken'] });
  }
  try {
    await em.nativeUpdate(User, { id: userId, emailCodeHash }, { email: pendingEmail, ...CLEARED });
  } catch (error) {
    // Someone registered the address since the code was sent: the unique index decides.
    if (error instanceof UniqueConstraintViolationException) throw validationError({ code: ['email_taken'] });
    throw error;
  }
  await em.refresh(user);
  return user;
}

async function checkPassword(em: EntityManager, userId: string, password: string, field: string) {
  const user = await em.findOneOrFail(User, { id: userId }, { populate: ['passwordHash'] });
  if (!(await verifyPassword(password, user.passwordHash)))
    throw validationError({ [field]: ['wrong_password'] });
  return user;
}

export async function changePassword(
  em: EntityManager,
  userId: string,
  keepFamilyId: string,
  body: PasswordChangeBody,
): Promise<void> {
  const user = await checkPassword(em, userId, body.current_password, 'current_password');
  user.passwordHash = await hashPassword(body.password);
  await em.flush();
  await revokeUserSessions(em, userId, keepFamilyId);
}

export async function hideProfile(em: EntityManager, userId: string, password: string): Promise<void> {
  await checkPassword(em, userId, password, 'password');
  await em.transactional(async (tx) => {
    await tx.nativeUpdate(User, { id: userId }, { status: 'hidden' });
    await revokeUserSessions(tx, userId);
  });
}
