/** The referral link (`/r/{part}`): who it belongs to, and where each click goes. */
import type { EntityManager } from '@mikro-orm/core';
import { PLACEMENT_MARK_PARAM } from '#contract/placement-stats.ts';
import { CLICK_ID_PARAM } from '#contract/sales.ts';
import type { Config } from '../../config.ts';
import { baseUrlFor } from '../../lib/links.ts';
import { User } from '../accounts/accounts.entity.ts';
import { ReferralClick } from '../orders/order.entity.ts';
import { Placement } from '../placements/placement.entity.ts';
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
  /** The tracked link's `erid` (decision 080): names one of the owner's marked placements, or nothing. */
  erid?: string | null;
}

export interface ClickTarget {
  url: string;
  /** A recorded `join` click: registration links the new account to it (the placement's registrations). */
  joinClick: string | null;
}

/** The owner's marked placement a tracked link names; anything else is an ordinary referral click. */
async function placementOf(em: EntityManager, owner: User, erid: string | null | undefined) {
  if (!erid || erid.length > 100) return null;
  return em.findOne(Placement, { owner: owner.id, erid }, { fields: ['id', 'erid'] });
}

/**
 * Records the click and answers where to send the visitor. Every target is built from configuration, never
 * from the request. An unknown part still reaches the registration page (no inviter) or the shop (no click).
 */
export async function referralTarget(
  em: EntityManager,
  config: Pick<Config, 'publicUrl' | 'publicUrlEn' | 'publicUrlBy' | 'sales'>,
  input: ClickInput,
): Promise<ClickTarget> {
  const owner = await linkOwner(em, input.part);
  if (!owner) return { url: strayTarget(config, input.join), joinClick: null };
  const placement = await placementOf(em, owner, input.erid);
  if (input.join) {
    const url = new URL(`${baseUrlFor(config, owner.locale)}/user/register`);
    let joinClick: string | null = null;
    if (owner.referralCode) {
      url.searchParams.set('ref', owner.referralCode);
      if (input.record) joinClick = (await saveClick(em, owner, 'join', null, placement?.id)).id;
    }
    return { url: url.toString(), joinClick };
  }
  const url = new URL(config.sales.shopUrl);
  if (input.record) {
    const click = await saveClick(em, owner, 'shop', input.paidParam ?? null, placement?.id);
    url.searchParams.set(CLICK_ID_PARAM, signClickId(config.sales.clickKey, click.id));
  }
  // The marked ad's token goes on to the shop (38-ФЗ): the stored one, never what the visitor typed.
  if (placement?.erid) url.searchParams.set(PLACEMENT_MARK_PARAM, placement.erid);
  return { url: url.toString(), joinClick: null };
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
  placementId: string | null = null,
): Promise<ReferralClick> {
  const click = em.create(ReferralClick, { owner: owner.id, target, paidParam, placementId });
  await em.flush();
  return click;
}
