/**
 * Records a batch of sale events (webhook or CSV) in ONE transaction with their ledger postings: an order row
 * never exists without its commissions, nor a refund without its reversal. Idempotent by external id: an event
 * already stored answers from the stored row and writes nothing. docs/decisions/044-sales-webhook.md
 */
import {
  DeadlockException,
  type EntityManager,
  LockWaitTimeoutException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import type { FraudRule } from '#contract/fraud.ts';
import { referrerHost } from '#contract/leaks.ts';
import type { RejectReason, SaleEvent, SaleResult } from '#contract/sales.ts';
import { chunks } from '../../lib/db-query.ts';
import { faultPoint } from '../../lib/fault-points.ts';
import { applyOrders } from '../commissions/apply-orders.ts';
import { applyRefund } from '../commissions/commissions.service.ts';
import { OrderCustomer } from '../fraud/fraud.entity.ts';
import { closeReviewOnRefund, holdOrders } from '../fraud/hold.service.ts';
import { PromocodeUse } from '../fraud/leak.entity.ts';
import { enabledRules } from '../fraud/rules.service.ts';
import { screener } from '../fraud/screen.ts';
import { Order } from '../orders/order.entity.ts';
import { type AttributionContext, attributor } from './attribution.ts';
import { lockSales } from './sales-lock.ts';

type Source = 'webhook' | 'csv';
const ATTEMPTS = 3;

/** Per event: the answer, and whether this call stored it (false: already known, or rejected). */
export interface Ingested {
  results: SaleResult[];
  fresh: boolean[];
}

const recorded = (o: Order): SaleResult => ({
  external_id: o.externalId,
  status: 'recorded',
  attribution: o.attribution ?? null,
  reason: null,
});
const rejected = (externalId: string, reason: RejectReason): SaleResult => ({
  external_id: externalId,
  status: 'rejected',
  attribution: null,
  reason,
});

/**
 * Batches are serialised (PostgreSQL advisory lock; SQLite is serial anyway), which keeps concurrent
 * duplicates and lock order simple; a deadlock with another money transaction is retried.
 */
export async function ingest(
  em: EntityManager,
  events: SaleEvent[],
  source: Source,
  ctx: AttributionContext,
  now = new Date(),
): Promise<Ingested> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await em.fork().transactional(async (tx) => {
        await lockSales(tx);
        return ingestIn(tx, events, source, ctx, now);
      });
    } catch (error) {
      const retry =
        error instanceof DeadlockException ||
        error instanceof LockWaitTimeoutException ||
        error instanceof UniqueConstraintViolationException;
      if (!retry || attempt >= ATTEMPTS) throw error;
    }
  }
}

async function ingestIn(
  tx: EntityManager,
  events: SaleEvent[],
  source: Source,
  ctx: AttributionContext,
  now: Date,
): Promise<Ingested> {
  const ids = [
    ...new Set(events.flatMap((e) => (e.type === 'refund' ? [e.external_id, e.refund_of] : [e.external_id]))),
  ];
  /** Stored orders by external id: earlier ones, and those this batch records as it goes. */
  const known = new Map<string, Order>();
  for (const part of chunks(ids)) {
    for (const o of await tx.find(Order, { externalId: { $in: part } })) known.set(o.externalId, o);
  }
  // Orders of this batch's refunds that were refunded before (possibly under another external id).
  const targets = [...known.values()].filter((o) => o.kind === 'order').map((o) => o.id);
  const refunded = new Set<string>();
  for (const part of chunks(targets)) {
    for (const r of await tx.find(Order, { refundOf: { $in: part } }, { fields: ['refundOf'] }))
      if (r.refundOf) refunded.add(r.refundOf.id);
  }
  const newOrders = events.flatMap((e) => (e.type === 'order' && !known.has(e.external_id) ? [e] : []));
  const attribute = await attributor(tx, newOrders, ctx);
  // The fraud rules see each attributed order with its customer (docs/decisions/070).
  const screenInput = (e: (typeof newOrders)[number], a: ReturnType<typeof attribute>) => ({
    seller: a.seller ?? '',
    paidClick: a.paidClick,
    emailHash: e.customer_email_hash,
    phoneHash: e.customer_phone_hash,
    emailDomain: e.customer_email_domain,
    occurredAt: e.occurred_at,
  });
  const rules = await enabledRules(tx);
  const screen = await screener(
    tx,
    rules.size
      ? newOrders.flatMap((e) => {
          const a = attribute(e);
          return a.seller ? [screenInput(e, a)] : [];
        })
      : [],
    rules,
    ctx.windowDays,
  );
  const results: SaleResult[] = [];
  const fresh: boolean[] = [];
  /** New orders not yet written: stored together, with their commissions, before any refund and at the end. */
  let pending: Order[] = [];
  let held: { row: Order; rules: FraudRule[] }[] = [];
  const writePending = async () => {
    if (!pending.length) return;
    await tx.flush();
    faultPoint('webhook-orders-before-ledger');
    const onHold = new Set(held.map((h) => h.row.id));
    await applyOrders(
      tx,
      pending.flatMap((o) => (onHold.has(o.id) ? [] : [o.id])),
      now,
    );
    await holdOrders(
      tx,
      held.map((h) => ({ orderId: h.row.id, rules: h.rules })),
      now,
    );
    pending = [];
    held = [];
    // Keeps later flushes cheap: the unit of work would otherwise re-check every row of the batch.
    tx.clear();
  };
  for (const event of events) {
    const stored = known.get(event.external_id);
    if (stored) {
      results.push(recorded(stored));
      fresh.push(false);
      continue;
    }
    let row: Order;
    if (event.type === 'order') {
      const found = attribute(event);
      const { seller, attribution } = found;
      row = tx.create(Order, {
        externalId: event.external_id,
        kind: 'order',
        product: event.product,
        amount: event.amount,
        currency: event.currency,
        promocode: event.promocode,
        clickId: event.click_id,
        seller,
        attribution,
        occurredAt: event.occurred_at,
        source,
      });
      pending.push(row);
      const customer = event.customer_email_hash || event.customer_phone_hash || event.customer_email_domain;
      if (customer) {
        tx.create(OrderCustomer, {
          order: row,
          emailHash: event.customer_email_hash,
          phoneHash: event.customer_phone_hash,
          emailDomain: event.customer_email_domain,
          seller,
          occurredAt: event.occurred_at,
        });
      }
      if (found.code) {
        tx.create(PromocodeUse, {
          order: row,
          promocode: found.code.id,
          clicked: found.code.clicked,
          region: event.customer_region,
          referrerHost: event.referrer ? referrerHost(event.referrer) : null,
          occurredAt: event.occurred_at,
        });
      }
      const flags = seller && rules.size ? screen(screenInput(event, found)) : [];
      if (flags.length) held.push({ row, rules: flags });
    } else {
      await writePending();
      const order = known.get(event.refund_of);
      const problem = refundProblem(event, order, refunded);
      if (problem || !order) {
        results.push(rejected(event.external_id, problem ?? 'unknown_order'));
        fresh.push(false);
        continue;
      }
      row = tx.create(Order, {
        externalId: event.external_id,
        kind: 'refund',
        refundOf: order.id,
        product: order.product,
        amount: event.amount,
        currency: event.currency,
        seller: order.seller?.id ?? null,
        attribution: order.attribution ?? null,
        occurredAt: event.occurred_at,
        source,
      });
      await tx.flush();
      // Before the reversal: the review row's lock orders a refund against a concurrent release.
      await closeReviewOnRefund(tx, order.id, now);
      await applyRefund(tx, row.id, now);
      refunded.add(order.id);
      tx.clear();
    }
    known.set(row.externalId, row);
    results.push(recorded(row));
    fresh.push(true);
  }
  await writePending();
  return { results, fresh };
}

/** Full refunds only: the same amount and currency as the order, after it, once. */
function refundProblem(
  event: Extract<SaleEvent, { type: 'refund' }>,
  order: Order | undefined,
  refunded: Set<string>,
): RejectReason | null {
  if (order?.kind !== 'order') return 'unknown_order';
  if (refunded.has(order.id)) return 'already_refunded';
  if (order.currency !== event.currency) return 'currency_mismatch';
  if (order.amount !== event.amount) return 'amount_mismatch';
  if (event.occurred_at.getTime() < order.occurredAt.getTime()) return 'before_order';
  return null;
}
