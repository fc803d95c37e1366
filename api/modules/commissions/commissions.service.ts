/**
 * An attributed order pays its seller and up to 4 uplines (the sponsor chain); a refund takes back exactly
 * what its order paid (docs/decisions/040-commission-plan.md). Call inside the transaction that records the
 * order: the posting key `order:<id>` makes a second call a no-op.
 */
import type { EntityManager } from '@mikro-orm/core';
import { monthOf } from '#contract/money.ts';
import { LedgerLine } from '../ledger/ledger.entity.ts';
import { isPosted, type LineInput, lockBook, post } from '../ledger/ledger.service.ts';
import { Order } from '../orders/order.entity.ts';
import { applyOrders } from './apply-orders.ts';
import { MonthClose } from './plan.entity.ts';

/** Posts the commissions of one attributed order (the batch path with one order, so both share every rule). */
export async function applyOrder(em: EntityManager, orderId: string, now = new Date()): Promise<number> {
  return applyOrders(em, [orderId], now);
}

/**
 * Takes back what an order paid: from `accrued` while the earner's month is open, from the wallet once it was
 * released, and nothing where the integration rule already held it back (it was never paid).
 */
export async function applyRefund(em: EntityManager, refundId: string, now = new Date()): Promise<number> {
  const key = `refund:${refundId}`;
  if (await isPosted(em, key)) return 0;
  const refund = await em.findOneOrFail(Order, { id: refundId });
  if (refund.kind !== 'refund' || !refund.refundOf) return 0;
  const paid = await em.find(LedgerLine, {
    order: refund.refundOf.id,
    kind: 'commission',
    book: 'accrued',
  });
  const lines: LineInput[] = [];
  let currency = refund.currency;
  for (const line of paid) {
    const account = line.account?.id;
    if (!account) continue;
    currency = line.currency;
    await lockBook(em, account, 'accrued', currency);
    const closed = await em.findOne(MonthClose, { account, month: line.month });
    if (closed?.outcome === 'held') continue;
    const common = {
      kind: 'reversal' as const,
      order: refund.refundOf.id,
      partner: line.partner?.id ?? null,
      level: line.level,
      rateBp: line.rateBp,
      rule: line.rule,
    };
    const where = closed
      ? { book: 'wallet' as const, month: monthOf(now) }
      : { book: 'accrued' as const, month: line.month };
    lines.push({ ...common, ...where, account, amount: -line.amount });
    lines.push({ ...common, account: null, book: 'brand', month: where.month, amount: line.amount });
  }
  if (!lines.length) return 0;
  await post(em, { key, kind: 'refund', currency, lines });
  return lines.length / 2;
}
