/**
 * What each demo placement earned (decision 080): the sales credited by a promocode go to the marked
 * placement that carried the code (the same rule as the webhook's), every marked placement gets clicks on
 * its tracked link, and Irina's published placements bring sales through their links, paid through the
 * ledger like any order. Deterministic, like the rest of the demo.
 */
import type { EntityManager } from '@mikro-orm/core';
import { applyOrders } from '../../modules/commissions/apply-orders.ts';
import { Order, ReferralClick } from '../../modules/orders/order.entity.ts';
import { Placement } from '../../modules/placements/placement.entity.ts';
import { random } from './demo-money-sales.ts';

const HOUR_MS = 3_600_000;
/** Irina's sales through her tracked links: placement status → orders (the story is live today). */
const IRINA_SALES: Record<string, number> = { completed: 3, needs_removal: 2, ready: 1 };

export async function seedDemoPlacementLinks(em: EntityManager, now = new Date()): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const next = random(20_261_126);
    const marked = await tx.find(
      Placement,
      { erid: { $ne: null } },
      { orderBy: { startDate: 'desc', id: 'desc' } },
    );
    await creditCodes(tx, marked);
    const clicks: Record<string, unknown>[] = [];
    const click = (p: Placement, target: 'shop' | 'join', at: Date) => {
      const row = { id: crypto.randomUUID(), owner: p.owner.id, target, placementId: p.id, createdAt: at };
      clicks.push(row);
      return row;
    };
    for (const p of marked) {
      const from = Math.min(new Date(`${p.startDate}T09:00:00Z`).getTime(), now.getTime() - 2 * HOUR_MS);
      const span = Math.max(HOUR_MS, now.getTime() - HOUR_MS - from);
      const count = 6 + Math.floor(next() * 30);
      for (let i = 0; i < count; i++) click(p, i % 9 === 8 ? 'join' : 'shop', new Date(from + next() * span));
    }
    // Irina's sales, each after a click on the placement's link.
    const sold: Order[] = [];
    for (const p of marked.filter((m) => IRINA_SALES[m.status] && m.promocode === 'IRINA10')) {
      for (let i = 0; i < (IRINA_SALES[p.status] ?? 0); i++) {
        const at = new Date(now.getTime() - (4 + i * 5) * HOUR_MS);
        const c = click(p, 'shop', new Date(at.getTime() - HOUR_MS));
        sold.push(
          tx.create(Order, {
            // Named by position, not by the placement's id: every empty database gets the same order ids.
            externalId: `demo-placement-${marked.indexOf(p)}-${i}`,
            kind: 'order',
            product: i === 0 ? 'quarterly-3m' : 'monthly',
            amount: i === 0 ? 249_000 : 99_000,
            currency: 'RUB',
            promocode: null,
            clickId: String(c.id),
            seller: p.owner.id,
            attribution: 'click',
            placementId: p.id,
            occurredAt: at,
            source: 'webhook',
          }),
        );
      }
    }
    for (const row of clicks) tx.create(ReferralClick, row as never);
    await tx.flush();
    await applyOrders(
      tx,
      sold.map((o) => o.id),
      now,
    );
  });
}

/** Orders credited by a code name the latest marked placement of its seller that carried it by then. */
async function creditCodes(tx: EntityManager, marked: Placement[]): Promise<void> {
  const orders = await tx.find(Order, { attribution: 'promocode', kind: 'order', placementId: null });
  for (const o of orders) {
    const day = o.occurredAt.toISOString().slice(0, 10);
    const code = o.promocode?.toLowerCase();
    const p = marked.find(
      (m) => m.owner.id === o.seller?.id && m.promocode.toLowerCase() === code && m.startDate <= day,
    );
    if (!p) continue;
    o.placementId = p.id;
    await tx.nativeUpdate(Order, { refundOf: o.id }, { placementId: p.id });
  }
  await tx.flush();
}
