/**
 * Holds and decisions (docs/decisions/070). A flagged order's commissions are planned like any order's but
 * kept in `held_commissions` instead of the ledger; a release posts exactly them under the order's own
 * posting key, a cancellation or a refund closes the review. The review row's conditional update takes a
 * row lock, so a decision and a refund of the same order, or two decisions, are serialised.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { FraudRule, ReviewDecisionBody } from '#contract/fraud.ts';
import { monthOf } from '#contract/money.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { planOrders } from '../commissions/apply-orders.ts';
import { MonthClose } from '../commissions/plan.entity.ts';
import { type LineInput, lockBook, post } from '../ledger/ledger.service.ts';
import { Order } from '../orders/order.entity.ts';
import { HeldCommission, OrderReview } from './fraud.entity.ts';

export interface Flagged {
  orderId: string;
  rules: FraudRule[];
}

/** Puts flagged orders on review with what each earner would get. Inside the transaction storing them. */
export async function holdOrders(tx: EntityManager, flagged: Flagged[], now = new Date()): Promise<void> {
  if (!flagged.length) return;
  const plans = await planOrders(
    tx,
    flagged.map((f) => f.orderId),
    now,
  );
  const byOrder = new Map(plans.map((p) => [p.key.slice('order:'.length), p]));
  for (const f of flagged) {
    const review = tx.create(OrderReview, {
      order: f.orderId,
      rules: f.rules.join(','),
      status: 'on_review',
    });
    const plan = byOrder.get(f.orderId);
    for (const line of plan?.lines ?? []) {
      if (line.account === null) continue;
      tx.create(HeldCommission, {
        review,
        account: line.account,
        level: line.level ?? 0,
        amount: line.amount,
        currency: plan?.currency ?? 'RUB',
        rateBp: line.rateBp ?? 0,
        rule: line.rule ?? 'standard',
        month: line.month,
      });
    }
  }
  await tx.flush();
}

/** A refund of an order on review ends the review: nothing was paid, so nothing is taken back. */
export async function closeReviewOnRefund(
  tx: EntityManager,
  orderId: string,
  now = new Date(),
): Promise<void> {
  await tx.nativeUpdate(
    OrderReview,
    { order: orderId, status: 'on_review' },
    { status: 'cancelled', decidedAt: now },
  );
}

/** Posts a released review's held lines as the order's commissions (key `order:<id>`: once). */
async function postHeld(tx: EntityManager, review: OrderReview, now: Date): Promise<void> {
  const order = await tx.findOneOrFail(Order, { id: review.order.id });
  const held = await tx.find(
    HeldCommission,
    { review: review.id },
    { orderBy: { account: 'asc', level: 'asc' } },
  );
  const lines: LineInput[] = [];
  for (const h of held) {
    const account = h.account.id;
    // As a late order: a month already closed for the earner is booked into the current one.
    await lockBook(tx, account, 'accrued', h.currency);
    const closed = await tx.count(MonthClose, { account, month: h.month });
    const month = closed ? monthOf(now) : h.month;
    const common = {
      kind: 'commission' as const,
      month,
      order: order.id,
      partner: order.seller?.id ?? null,
      level: h.level,
      rateBp: h.rateBp,
      rule: h.rule,
    };
    lines.push({ ...common, account, book: 'accrued', amount: h.amount });
    lines.push({ ...common, account: null, book: 'brand', amount: -h.amount });
  }
  if (lines.length)
    await post(tx, { key: `order:${order.id}`, kind: 'order', currency: order.currency, lines });
}

/**
 * Staff's decision, in the caller's transaction (which also writes the audit line): the status changes only
 * from `on_review` (a second or concurrent decision gets 409); a release writes the ledger lines.
 */
export async function decideReview(
  tx: EntityManager,
  actorId: string,
  reviewId: string,
  body: ReviewDecisionBody,
  now = new Date(),
): Promise<{ review: OrderReview; earners: string[] }> {
  const review = await tx.findOne(OrderReview, { id: reviewId }, { populate: ['order'] });
  if (!review) throw notFound();
  const release = body.decision === 'release';
  const changed = await tx.nativeUpdate(
    OrderReview,
    { id: reviewId, status: 'on_review' },
    {
      status: release ? 'released' : 'cancelled',
      decidedBy: actorId,
      decidedAt: now,
      reason: body.decision === 'cancel' ? body.reason : null,
    },
  );
  if (changed !== 1) throw conflict();
  if (release) await postHeld(tx, review, now);
  const held = await tx.find(HeldCommission, { review: reviewId }, { fields: ['account'] });
  return { review, earners: [...new Set(held.map((h) => h.account.id))] };
}
