/**
 * Who sold an order (docs/decisions/044): the promocode's owner (case-insensitive) beats a click; a click
 * counts when its id is correctly signed and the click happened within the window before the order. The
 * seller must be an approved blogger in the order's currency, otherwise the sale stays unattributed for an
 * admin to decide. Lookups are made once per batch.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { Currency } from '#contract/money.ts';
import { SIGNATURE_TOLERANCE_S } from '#contract/sales.ts';
import { chunks } from '../../lib/db-query.ts';
import { User } from '../accounts/accounts.entity.ts';
import { ReferralClick } from '../orders/order.entity.ts';
import { Placement } from '../placements/placement.entity.ts';
import { Promocode } from '../promocodes/promocode.entity.ts';
import { verifyClickId } from './click-id.ts';

const DAY_MS = 86_400_000;

export interface OrderFacts {
  promocode: string | null;
  click_id: string | null;
  currency: Currency;
  occurred_at: Date;
}

export interface Attribution {
  seller: string | null;
  attribution: 'promocode' | 'click' | null;
  /** The attributing click arrived with a paid-ad click id (fraud rule `paid_click`). */
  paidClick: boolean;
  /** The seller's placement that brought it (decision 080): its tracked link's click, else its promocode. */
  placementId: string | null;
  /**
   * The registered code the order carried (attributing or not: a retired one past its grace period too),
   * and whether the order also came through that code owner's own link: the leak scan's facts (078).
   */
  code: { id: string; clicked: boolean } | null;
}

export interface AttributionContext {
  clickKey: Buffer;
  windowDays: number;
}

/** Prepares the lookups for a batch, then attributes each order without further queries. */
export async function attributor(em: EntityManager, orders: OrderFacts[], ctx: AttributionContext) {
  const codeKeys = [...new Set(orders.flatMap((o) => (o.promocode ? [o.promocode.toLowerCase()] : [])))];
  const clickIds = [
    ...new Set(
      orders.flatMap((o) => (o.click_id ? [verifyClickId(ctx.clickKey, o.click_id) ?? []] : []).flat()),
    ),
  ];
  const codes = new Map<string, { id: string; owner: string; until: number | null }>();
  const clicks = new Map<string, { owner: string; at: number; paid: boolean; placement: string | null }>();
  const found: Promocode[] = [];
  for (const part of chunks(codeKeys)) {
    for (const p of await em.find(Promocode, { codeKey: { $in: part } })) {
      codes.set(p.codeKey, { id: p.id, owner: p.owner.id, until: p.attributesUntil?.getTime() ?? null });
      found.push(p);
    }
  }
  const codePlacements = await placementsByCode(em, found);
  for (const part of chunks(clickIds)) {
    for (const c of await em.find(ReferralClick, { id: { $in: part }, target: 'shop' }))
      clicks.set(c.id, {
        owner: c.owner.id,
        at: c.createdAt.getTime(),
        paid: c.paidParam != null,
        placement: c.placementId ?? null,
      });
  }
  const ownerIds = [
    ...new Set([...[...codes.values()].map((c) => c.owner), ...[...clicks.values()].map((c) => c.owner)]),
  ];
  const owners = new Map<string, { status: string; currency: string | null }>();
  for (const part of chunks(ownerIds)) {
    for (const u of await em.find(User, { id: { $in: part } }, { fields: ['id', 'status', 'currency'] }))
      owners.set(u.id, { status: u.status, currency: u.currency ?? null });
  }
  const fits = (owner: string | undefined, currency: Currency): owner is string => {
    const o = owner ? owners.get(owner) : undefined;
    return o?.status === 'approved' && o.currency === currency;
  };
  const windowMs = ctx.windowDays * DAY_MS;

  return (order: OrderFacts): Attribution => {
    const key = order.promocode?.toLowerCase();
    const registered = key ? codes.get(key) : undefined;
    const clickId = order.click_id ? verifyClickId(ctx.clickKey, order.click_id) : null;
    const seen = clickId ? clicks.get(clickId) : undefined;
    const age = seen ? order.occurred_at.getTime() - seen.at : 0;
    // A little slack for the brand's clock running behind ours.
    const click = seen && age >= -SIGNATURE_TOLERANCE_S * 1000 && age <= windowMs ? seen : undefined;
    const code = registered ? { id: registered.id, clicked: seen?.owner === registered.owner } : null;
    // A retired code attributes the orders placed before the end of its grace period only.
    const live = registered && (registered.until === null || order.occurred_at.getTime() < registered.until);
    const byCode = live ? registered.owner : undefined;
    if (fits(byCode, order.currency)) {
      // The seller's own tracked click names the placement best; else the placement that carries the code.
      const placementId =
        click?.owner === byCode && click.placement
          ? click.placement
          : codePlacement(codePlacements.get(key ?? ''), order.occurred_at);
      return { seller: byCode, attribution: 'promocode', paidClick: false, placementId, code };
    }
    if (click && fits(click.owner, order.currency))
      return {
        seller: click.owner,
        attribution: 'click',
        paidClick: click.paid,
        placementId: click.placement,
        code,
      };
    return { seller: null, attribution: null, paidClick: false, placementId: null, code };
  };
}

/** The owner's marked placements that carry each code (its key), latest start first. */
async function placementsByCode(em: EntityManager, codes: Promocode[]) {
  const byCode = new Map<string, { id: string; start: string }[]>();
  for (const part of chunks(codes, 200)) {
    const rows = await em.find(
      Placement,
      {
        $or: part.map((c) => ({ owner: c.owner.id, promocode: c.code })),
        erid: { $ne: null },
      },
      { fields: ['id', 'promocode', 'startDate'], orderBy: { startDate: 'desc', id: 'desc' } },
    );
    for (const r of rows) {
      const key = r.promocode.toLowerCase();
      byCode.set(key, [...(byCode.get(key) ?? []), { id: r.id, start: r.startDate }]);
    }
  }
  return byCode;
}

/** Of a code's placements, the latest one that had started by the order's day (UTC). */
function codePlacement(list: { id: string; start: string }[] | undefined, at: Date): string | null {
  const day = at.toISOString().slice(0, 10);
  return list?.find((p) => p.start <= day)?.id ?? null;
}
