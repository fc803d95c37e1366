/** The owner's profile (SPEC §3): read, edit, documents. Only the signed-in user's own row is touched. */
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ApiPath, apiUrl } from '../../../contract/api-paths.ts';
import type { DocumentsBody, Profile, ProfileUpdateBody } from '../../../contract/profile.ts';
import type { Config } from '../../config.ts';
import { baseUrlFor } from '../../lib/links.ts';
import { validationError } from '../../lib/valibot.ts';
import { User } from '../accounts/accounts.entity.ts';

/** SPEC ranks: everyone starts as Explorer; rank progress arrives with the income module. */
export const DEFAULT_RANK = 'Explorer';
const RESIDENCIES = ['resident', 'non_resident'] as const;

export const avatarUrl = (file: string | null | undefined) =>
  file ? apiUrl(ApiPath.avatarFile(file)) : null;

export async function toProfile(
  em: EntityManager,
  user: User,
  config: Pick<Config, 'publicUrl' | 'publicUrlEn' | 'publicUrlBy'>,
): Promise<Profile> {
  const residency = RESIDENCIES.find((r) => r === user.residency) ?? null;
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname ?? null,
    first_name: user.firstName ?? null,
    last_name: user.lastName ?? null,
    surname: user.surname ?? null,
    country: user.country ?? null,
    city: user.city ?? null,
    phone: user.phone ?? null,
    avatar_url: avatarUrl(user.avatarPath),
    referral_code: user.referralCode ?? null,
    referral_link: user.referralCode
      ? `${baseUrlFor(config, user.locale)}/r/${encodeURIComponent(user.referralCode)}`
      : null,
    rank: DEFAULT_RANK,
    partner_count: await em.count(User, { sponsor: user.id }),
    manager: null,
    inn: user.inn ?? null,
    residency,
    type: user.type ?? null,
    pending_email: user.pendingEmail ?? null,
  };
}

export const loadUser = (em: EntityManager, id: string) => em.findOneOrFail(User, { id });

const referralTaken = () => validationError({ referral_code: ['referral_taken'] });

export async function updateProfile(em: EntityManager, id: string, body: ProfileUpdateBody): Promise<User> {
  const user = await loadUser(em, id);
  const referralCode = body.referral_code?.toLowerCase();
  if (referralCode && referralCode !== user.referralCode) {
    if (await em.count(User, { referralCode, id: { $ne: id } })) throw referralTaken();
  }
  em.assign(user, {
    ...(body.nickname !== undefined && { nickname: body.nickname }),
    ...(body.first_name !== undefined && { firstName: body.first_name }),
    ...(body.last_name !== undefined && { lastName: body.last_name || null }),
    ...(body.surname !== undefined && { surname: body.surname || null }),
    ...(body.country !== undefined && { country: body.country }),
    ...(body.city !== undefined && { city: body.city || null }),
    ...(body.phone !== undefined && { phone: body.phone }),
    ...(referralCode !== undefined && { referralCode }),
  });
  try {
    await em.flush();
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw referralTaken();
    throw error;
  }
  return user;
}

export async function updateDocuments(em: EntityManager, id: string, body: DocumentsBody): Promise<User> {
  const user = await loadUser(em, id);
  em.assign(user, { inn: body.inn, residency: body.residency, type: body.type });
  await em.flush();
  return user;
}
