/** The owner's profile (SPEC §3): read, edit, documents. Only the signed-in user's own row is touched. */
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ApiPath, apiUrl } from '#contract/api-paths.ts';
import type { Profile, ProfileUpdateBody } from '#contract/profile.ts';
import { BASE_RANK } from '#contract/ranks.ts';
import type { Config } from '../../config.ts';
import { db, num } from '../../lib/db-query.ts';
import { baseUrlFor } from '../../lib/links.ts';
import { validationError } from '../../lib/valibot.ts';
import { User } from '../accounts/accounts.entity.ts';
import { legalFieldsOf } from '../accounts/legal-fields.ts';
import { displayName, telegramOf } from '../accounts/people.ts';
import { loadLadder } from '../ranks/ladder.service.ts';

export const avatarUrl = (file: string | null | undefined) =>
  file ? apiUrl(ApiPath.avatarFile(file)) : null;

/** The current rank's names from the ladder (a code no longer on it reads as itself). */
async function rankOf(em: EntityManager, code: string): Promise<Profile['rank']> {
  const rank = (await loadLadder(em)).find((r) => r.code === code);
  if (rank) return { code, name_ru: rank.name_ru, name_en: rank.name_en };
  return code === BASE_RANK
    ? { code, name_ru: 'Исследователь', name_en: 'Explorer' }
    : { code, name_ru: code, name_en: code };
}

/** The whole team, 4 lines deep, as the team page lists it: hidden and rejected accounts are left out. */
async function partnerCount(em: EntityManager, userId: string): Promise<number> {
  const row = await db(em)
    .selectFrom('team_links as l')
    .innerJoin('users as u', 'u.id', 'l.descendant_id')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('l.ancestor_id', '=', userId)
    .where('u.status', 'not in', ['hidden', 'rejected'])
    .executeTakeFirst();
  return num(row?.n);
}

async function managerOf(em: EntityManager, user: User): Promise<Profile['manager']> {
  if (!user.manager) return null;
  const manager = await em.findOne(User, { id: user.manager.id });
  if (!manager) return null;
  return {
    name: displayName(manager),
    email: manager.email,
    telegram: telegramOf(manager),
    phone: manager.phone ?? null,
  };
}

export async function toProfile(
  em: EntityManager,
  user: User,
  config: Pick<Config, 'publicUrl' | 'publicUrlEn' | 'publicUrlBy'>,
): Promise<Profile> {
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
    rank: await rankOf(em, user.rankCode),
    partner_count: await partnerCount(em, user.id),
    manager: await managerOf(em, user),
    ...legalFieldsOf(user),
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
