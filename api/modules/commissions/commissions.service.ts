/**
 * An attributed order pays its seller and up to 4 uplines (the sponsor chain); a refund takes back exactly
 * what its order paid (docs/decisions/040-commission-plan.md). Call inside the transaction that records the
 * order: the posting key `order:<id>` makes a second call a no-op.
 */
import type { EntityManager } from '@mikro-orm/core';
import { pickRate, TEAM_LEVELS } from '../../../contract/commissions.ts';
import { applyRate, monthOf } from '../../../contract/money.ts';
import { User } from '../accounts/accounts.entity.ts';
import { LedgerLine } from '../ledger/ledger.entity.ts';
import { isPosted, type LineInput, lockBook, post } from '../ledger/ledger.service.ts';
import { Order } from '../orders/order.entity.ts';
import { MonthClose } from './plan.entity.ts';
import { planAt } from './plan.service.ts';

const DAY_MS = 86_400_000;

/** The seller and their uplines, level 0 to 4; the chain runs through hidden accounts too. */
async function earners(em: EntityManager, sellerId: string): Promise<{ user: User; level: number }[]> {
  const chain: { user: User; level: number }[] = [];
  let user = await em.findOne(User, { id: sellerId });
  for (let level = 0; user && level <= TEAM_LEVELS; level++) {
    chain.push({ user, level });
    const sponsor = user.sponsor?.id;
    user = sponsor ? await em.findOne(User, { id: sponsor }) : null;
  }
  return chain;
}

/** The month an earning belongs to: the order's, unless that month is already closed for the earner. */
async function earningMonth(em: EntityManager, user: User, occurredAt: Date, now: Date): Promise<string> {
  const account = user.id;
  const month = monthOf(occurredAt);
  // Serialises with the month close of this earner (which takes the same row lock first).
  if (user.currency) await lockBook(em, account, 'accrued', user.currency);
  const closed = await em.count(MonthClose, { account, month });
  return closed ? monthOf(now) : month;
}

/** Posts the commissions of an attributed order. Returns the number of lines written for bloggers. */
export async function applyOrder(em: EntityManager, orderId: string, now = new Date()): Promise<number> {
  const key = `order:${orderId}`;
  if (await isPosted(em, key)) return 0;
  const order = await em.findOneOrFail(Order, { id: orderId });
  if (order.kind !== 'order' || !order.seller) return 0;
  const plan = await planAt(em, order.occurredAt);
  const lines: LineInput[] = [];
  for (const { user, level } of await earners(em, order.seller.id)) {
    // Only approved accounts in the order's currency earn; the levels above still count (decision 040).
    if (user.status !== 'approved' || user.currency !== order.currency) continue;
    const early = order.occurredAt.getTime() - user.createdAt.getTime() < plan.earlyDays * DAY_MS;
    const { rateBp, rule } = pickRate(plan, order.product, level, early);
    const amount = applyRate(order.amount, rateBp);
    if (amount <= 0) continue;
    const month = await earningMonth(em, user, order.occurredAt, now);
    const common = {
      kind: 'commission' as const,
      month,
      order: order.id,
      partner: order.seller.id,
      level,
      rateBp,
      rule,
    };
    lines.push({ ...common, account: user.id, book: 'accrued', amount });
    lines.push({ ...common, account: null, book: 'brand', amount: -amount });
  }
  if (!lines.length) return 0;
  await post(em, { key, kind: 'order', currency: order.currency, lines });
  return lines.length / 2;
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
