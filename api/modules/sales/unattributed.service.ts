/**
 * Sales nobody was credited with (no promocode or click matched): listed for admins, who may credit one to
 * a blogger by hand. The attribution posts the order's commissions (and its refund's reversal, when the
 * sale was already refunded) in the same transaction, so the ledger stays exact.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { AttributionBody, UnattributedPage, UnattributedSale } from '#contract/sales.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { validationError } from '../../lib/valibot.ts';
import { User } from '../accounts/accounts.entity.ts';
import { applyOrder, applyRefund } from '../commissions/commissions.service.ts';
import { Order } from '../orders/order.entity.ts';
import { lockSales } from './sales-lock.ts';

const PAGE_SIZE = 50;

function toDto(order: Order, refunded: boolean, seller: User | null): UnattributedSale {
  return {
    id: order.id,
    external_id: order.externalId,
    product: order.product,
    amount: order.amount,
    currency: order.currency,
    promocode: order.promocode ?? null,
    click_id: order.clickId ?? null,
    occurred_at: order.occurredAt.toISOString(),
    source: order.source,
    refunded,
    seller: seller ? { id: seller.id, email: seller.email } : null,
  };
}

async function refundOf(em: EntityManager, orderIds: string[]): Promise<Map<string, Order>> {
  if (!orderIds.length) return new Map();
  const refunds = await em.find(Order, { kind: 'refund', refundOf: { $in: orderIds } });
  return new Map(refunds.flatMap((r) => (r.refundOf ? [[r.refundOf.id, r] as const] : [])));
}

export async function listUnattributed(em: EntityManager, page: number): Promise<UnattributedPage> {
  const [orders, total] = await em.findAndCount(
    Order,
    { kind: 'order', seller: null },
    { orderBy: { occurredAt: 'desc', id: 'desc' }, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  );
  const refunds = await refundOf(
    em,
    orders.map((o) => o.id),
  );
  return {
    items: orders.map((o) => toDto(o, refunds.has(o.id), null)),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

/** The blogger an admin named: by e-mail or referral part; approved and in the order's currency. */
async function findBlogger(em: EntityManager, key: string, currency: string): Promise<User> {
  const k = key.toLowerCase();
  const user = await em.findOne(User, k.includes('@') ? { email: k } : { referralCode: k });
  if (user?.status !== 'approved' || user.role !== 'ambassador')
    throw validationError({ blogger: ['blogger_not_found'] });
  if (user.currency !== currency) throw validationError({ blogger: ['currency_mismatch'] });
  return user;
}

export interface Attributed {
  sale: UnattributedSale;
  seller: User;
}

/** Call inside the caller's transaction (which also writes the audit line). 409 if already attributed. */
export async function attributeSale(
  tx: EntityManager,
  orderId: string,
  body: AttributionBody,
): Promise<Attributed> {
  const order = await tx.findOne(Order, { id: orderId, kind: 'order' });
  if (!order) throw notFound();
  const seller = await findBlogger(tx, body.blogger, order.currency);
  await lockSales(tx);
  const changed = await tx.nativeUpdate(
    Order,
    { id: order.id, seller: null },
    { seller: seller.id, attribution: 'manual' },
  );
  if (changed !== 1) throw conflict();
  const refund = (await refundOf(tx, [order.id])).get(order.id);
  await tx.refresh(order);
  await applyOrder(tx, order.id);
  if (refund) {
    await tx.nativeUpdate(Order, { id: refund.id }, { seller: seller.id, attribution: 'manual' });
    await applyRefund(tx, refund.id);
  }
  return { sale: toDto(order, !!refund, seller), seller };
}
