/** The referral link (`/r/{part}`): who it belongs to, and where each click goes. */
import type { EntityManager } from '@mikro-orm/core';
import { CLICK_ID_PARAM } from '#contract/sales.ts';
import type { Config } from '../../config.ts';
import { baseUrlFor } from '../../lib/links.ts';
import { User } from '../accounts/accounts.entity.ts';
import { ReferralClick } from '../orders/order.entity.ts';
import { signClickId } from './click-id.ts';

/** Referral parts are letters only, stored lower-case (profile rules). */
const PART = /^\p{L}{1,32}$/u;

/** The approved blogger a link part names, or null (unknown, malformed, not approved). */
export async function linkOwner(em: EntityManager, part: string): Promise<User | null> {
  if (!PART.test(part)) return null;
  const user = await em.findOne(User, { referralCode: part.toLowerCase() });
  return user?.status === 'approved' ? user : null;
}

export interface ClickInput {
  part: string;
  join: boolean;
  /** false: over the per-address limit; the visitor is still sent on, the click is not stored. */
  record: boolean;
  /** The paid-ad click id parameter the visit carried (`gclid`, …), if any. */
  paidParam?: string | null;
}

/**
 * Records the click and answers where to send the visitor. Every target is built from configuration, never
 * from the request. An unknown part still reaches the registration page (no inviter) or the shop (no click).
 */
export async function referralTarget(
  em: EntityManager,
  config: Pick<Config, 'publicUrl' | 'publicUrlEn' | 'publicUrlBy' | 'sales'>,
  input: ClickInput,
): Promise<string> {
  const owner = await linkOwner(em, input.part);
  if (!owner) return strayTarget(config, input.join);
  if (input.join) {
    const url = new URL(`${baseUrlFor(config, owner.locale)}/user/register`);
    if (owner.referralCode) {
      url.searchParams.set('ref', owner.referralCode);
      if (input.record) await saveClick(em, owner, 'join');
    }
    return url.toString();
  }
  const url = new URL(config.sales.shopUrl);
  if (input.record) {
    const click = await saveClick(em, owner, 'shop', input.paidParam ?? null);
    url.searchParams.set(CLICK_ID_PARAM, signClickId(config.sales.clickKey, click.id));
  }
  return url.toString();
}

/** Where a link that names nobody (unknown, malformed, mangled) sends the visitor: it records nothing. */
export function strayTarget(
  config: Pick<Config, 'publicUrl' | 'publicUrlEn' | 'publicUrlBy' | 'sales'>,
  join: boolean,
) {
  return new URL(join ? `${baseUrlFor(config, 'ru')}/user/register` : config.sales.shopUrl).toString();
}

async function saveClick(
  em: EntityManager,
  owner: User,
  target: 'join' | 'shop',
  paidParam: string | null = null,
): Promise<ReferralClick> {
  const click = em.create(ReferralClick, { owner: owner.id, target, paidParam });
  await em.flush();
  return click;
}
