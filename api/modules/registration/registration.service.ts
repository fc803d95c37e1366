/** Registration (SPEC §6): step 1 creates the account (access 10), step 2 adds the audience (access 0). */
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { RegistrationDetailsBody, SignUpBody } from '#contract/accounts.ts';
import type { TokenPair } from '#contract/auth.ts';
import { ACCESS_REGISTRATION_STEP_2, type Locale } from '#contract/limits.ts';
import { conflict } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { validationError } from '../../lib/valibot.ts';
import { User } from '../accounts/accounts.entity.ts';
import { SocialAccount } from '../accounts/social-account.entity.ts';
import { linkIntoTree } from '../accounts/team-links.ts';
import { type ClientMeta, issueTokens } from '../auth/auth.service.ts';
import { ReferralClick } from '../orders/order.entity.ts';

const UUID = /^[0-9a-f-]{36}$/i;
const emailTaken = () => validationError({ email: ['email_taken'] });

/** The inviter by referral code or e-mail; only approved ambassadors can invite. */
async function findInviter(em: EntityManager, inviter: string): Promise<User> {
  const key = inviter.toLowerCase();
  const found = await em.findOne(User, key.includes('@') ? { email: key } : { referralCode: key });
  if (found?.status !== 'approved') throw validationError({ inviter: ['inviter_not_found'] });
  return found;
}

export async function signUp(
  em: EntityManager,
  body: SignUpBody,
  locale: Locale,
  meta: ClientMeta,
  joinClick: string | null = null,
): Promise<TokenPair> {
  if (await em.count(User, { email: body.email })) throw emailTaken();
  const sponsor = body.inviter ? await findInviter(em, body.inviter) : null;
  const passwordHash = await hashPassword(body.password);
  let user: User;
  try {
    // The account and its place in the sponsor tree are written together, or not at all.
    user = await em.transactional(async (tx) => {
      const created = tx.create(User, {
        email: body.email,
        passwordHash,
        status: 'review',
        access: ACCESS_REGISTRATION_STEP_2,
        firstName: body.first_name,
        phone: body.phone,
        sponsor,
        manager: sponsor?.manager ?? null,
        personalDataConsentAt: new Date(),
        marketingConsent: body.marketing_consent,
        locale,
      });
      await tx.flush();
      await linkIntoTree(tx, created, sponsor?.id);
      // A registration through the inviter's own link counts for it (and its placement), once.
      if (sponsor && joinClick && UUID.test(joinClick)) {
        await tx.nativeUpdate(
          ReferralClick,
          { id: joinClick, owner: sponsor.id, target: 'join', signup: null },
          { signup: created.id },
        );
      }
      return created;
    });
  } catch (error) {
    // Two sign-ups with one address at once: the unique index decides.
    if (error instanceof UniqueConstraintViolationException) throw emailTaken();
    throw error;
  }
  return issueTokens(em, user, crypto.randomUUID(), meta);
}

export async function completeRegistration(
  em: EntityManager,
  userId: string,
  body: RegistrationDetailsBody,
): Promise<User> {
  const user = await em.findOneOrFail(User, { id: userId });
  if (user.access !== ACCESS_REGISTRATION_STEP_2) throw conflict();
  em.assign(user, {
    access: 0,
    nickname: body.nickname,
    telegram: body.telegram,
    selfEmployed: body.self_employed,
    country: body.country,
    ...(body.inn ? { inn: body.inn } : {}),
  });
  em.create(SocialAccount, {
    user,
    network: body.network,
    url: body.account_url,
    followers: body.followers,
  });
  await em.flush();
  return user;
}
