/**
 * Records a batch of sale events (webhook or CSV) in ONE transaction with their ledger postings: an order row
 * never exists without its commissions, nor a refund without its reversal. Idempotent by external id: an event
 * already stored answers from the stored row and writes nothing. docs/decisions/044-sales-webhook.md
 */

import {
  DeadlockException,
  DriverException,
  type EntityManager,
  LockWaitTimeoutException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { v7 as timeOrderedId } from 'uuid';
import type { FraudRule } from '#contract/fraud.ts';
import { referrerHost } from '#contract/leaks.ts';
import type { Currency } from '#contract/money.ts';
import type { RejectReason, SaleEvent, SaleResult } from '#contract/sales.ts';
import { chunks, dateParam, db, isPostgres, num, rowDate } from '../../lib/db-query.ts';
import { faultPoint } from '../../lib/fault-points.ts';
import { planFor, postPlanned } from '../commissions/apply-orders.ts';
import { applyRefund } from '../commissions/commissions.service.ts';
import { closeReviewOnRefund, holdOrders } from '../fraud/hold.service.ts';
import { enabledRules } from '../fraud/rules.service.ts';
import { screener } from '../fraud/screen.ts';
import { type AttributionContext, attributor } from './attribution.ts';
import { lockSales } from './sales-lock.ts';

type Source = 'webhook' | 'csv';
const ATTEMPTS = 3;

/** Per event: the answer, and whether this call stored it (false: already known, or rejected). */
export interface Ingested {
  results: SaleResult[];
  fresh: boolean[];
}

/** A stored sale as the batch needs it: read with the columns it uses, or written by this batch. */
interface Sale {
  id: string;
  externalId: string;
  kind: 'order' | 'refund';
  product: string;
  amount: number;
  currency: Currency;
  seller: string | null;
  attribution: SaleResult['attribution'];
  /** The placement the sale is credited to (decision 080), carried over to its refunds. */
  placementId: string | null;
  occurredAt: Date;
}

const recorded = (o: Sale): SaleResult => ({
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
      // Queries written with Kysely throw the driver's own errors: classified as the ORM would.
      const known =
        error instanceof DriverException
          ? error
          : em
              .getPlatform()
              .getExceptionConverter()
              .convertException(error as Error);
      const retry =
        known instanceof DeadlockException ||
        known instanceof LockWaitTimeoutException ||
        known instanceof UniqueConstraintViolationException;
      if (!retry || attempt >= ATTEMPTS) throw error;
    }
  }
}

/** Stored sales by external id (the columns the batch reads). */
async function storedSales(tx: EntityManager, ids: string[]): Promise<Map<string, Sale>> {
  const known = new Map<string, Sale>();
  for (const part of chunks(ids)) {
    const rows = await db(tx)
      .selectFrom('orders')
      .select([
        'id',
        'external_id',
        'kind',
        'product',
        'amount',
        'currency',
        'seller_id',
        'attribution',
        'placement_id',
        'occurred_at',
      ])
      .where('external_id', 'in', part)
      .execute();
    for (const r of rows)
      known.set(String(r.external_id), {
        id: String(r.id),
        externalId: String(r.external_id),
        kind: r.kind,
        product: String(r.product),
        amount: num(r.amount),
        currency: r.currency,
        seller: r.seller_id == null ? null : String(r.seller_id),
        attribution: r.attribution ?? null,
        placementId: r.placement_id == null ? null : String(r.placement_id),
        occurredAt: rowDate(r.occurred_at),
      });
  }
  return known;
}

/** The stored row of a sale (column names as stored). */
const orderRow = (
  tx: EntityManager,
  s: Sale,
  extra: { refundOf: string | null; promocode: string | null; clickId: string | null },
  source: Source,
  at: unknown,
) => ({
  id: s.id,
  external_id: s.externalId,
  kind: s.kind,
  refund_of_id: extra.refundOf,
  product: s.product,
  amount: s.amount,
  currency: s.currency,
  promocode: extra.promocode,
  click_id: extra.clickId,
  seller_id: s.seller,
  attribution: s.attribution,
  placement_id: s.placementId,
  occurred_at: dateParam(tx, s.occurredAt),
  source,
  created_at: at,
});

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
  const known = await storedSales(tx, ids);
  // Orders of this batch's refunds that were refunded before (possibly under another external id).
  const targets = [...known.values()].filter((o) => o.kind === 'order').map((o) => o.id);
  const refunded = new Set<string>();
  for (const part of chunks(targets)) {
    const rows = await db(tx)
      .selectFrom('orders')
      .select('refund_of_id')
      .where('refund_of_id', 'in', part)
      .execute();
    for (const r of rows) if (r.refund_of_id != null) refunded.add(String(r.refund_of_id));
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
  const createdAt = dateParam(tx, new Date());
  /** New orders not yet written: stored together, with their commissions, before any refund and at the end. */
  let pending: Sale[] = [];
  let rows: ReturnType<typeof orderRow>[] = [];
  let customers: Record<string, unknown>[] = [];
  let uses: Record<string, unknown>[] = [];
  let held: { orderId: string; rules: FraudRule[] }[] = [];
  const writePending = async () => {
    if (!pending.length) return;
    // Plain multi-row inserts with bound values: 14 columns × 500 rows stay below both parameter limits.
    for (const part of chunks(rows)) await db(tx).insertInto('orders').values(part).execute();
    for (const part of chunks(customers)) await db(tx).insertInto('order_customers').values(part).execute();
    for (const part of chunks(uses)) await db(tx).insertInto('promocode_uses').values(part).execute();
    faultPoint('webhook-orders-before-ledger');
    const onHold = new Set(held.map((h) => h.orderId));
    // Just written, so not posted yet: planned from the rows in hand instead of reading them back.
    await postPlanned(
      tx,
      await planFor(
        tx,
        pending.flatMap((o) => (o.seller && !onHold.has(o.id) ? [{ ...o, seller: o.seller }] : [])),
        now,
      ),
    );
    await holdOrders(tx, held, now);
    pending = [];
    rows = [];
    customers = [];
    uses = [];
    held = [];
  };
  for (const event of events) {
    const stored = known.get(event.external_id);
    if (stored) {
      results.push(recorded(stored));
      fresh.push(false);
      continue;
    }
    let sale: Sale;
    if (event.type === 'order') {
      const found = attribute(event);
      const { seller, attribution } = found;
      sale = {
        id: timeOrderedId(),
        externalId: event.external_id,
        kind: 'order',
        product: event.product,
        amount: event.amount,
        currency: event.currency,
        seller,
        attribution,
        placementId: found.placementId,
        occurredAt: event.occurred_at,
      };
      pending.push(sale);
      rows.push(
        orderRow(
          tx,
          sale,
          { refundOf: null, promocode: event.promocode, clickId: event.click_id },
          source,
          createdAt,
        ),
      );
      const customer = event.customer_email_hash || event.customer_phone_hash || event.customer_email_domain;
      if (customer) {
        customers.push({
          order_id: sale.id,
          email_hash: event.customer_email_hash,
          phone_hash: event.customer_phone_hash,
          email_domain: event.customer_email_domain,
          seller_id: seller,
          occurred_at: dateParam(tx, event.occurred_at),
        });
      }
      if (found.code) {
        uses.push({
          order_id: sale.id,
          promocode_id: found.code.id,
          // node:sqlite binds no booleans; the column is an integer there.
          clicked: isPostgres(tx) ? found.code.clicked : Number(found.code.clicked),
          region: event.customer_region ?? null,
          referrer_host: event.referrer ? referrerHost(event.referrer) : null,
          occurred_at: dateParam(tx, event.occurred_at),
        });
      }
      const flags = seller && rules.size ? screen(screenInput(event, found)) : [];
      if (flags.length) held.push({ orderId: sale.id, rules: flags });
    } else {
      await writePending();
      const order = known.get(event.refund_of);
      const problem = refundProblem(event, order, refunded);
      if (problem || !order) {
        results.push(rejected(event.external_id, problem ?? 'unknown_order'));
        fresh.push(false);
        continue;
      }
      sale = {
        id: timeOrderedId(),
        externalId: event.external_id,
        kind: 'refund',
        product: order.product,
        amount: event.amount,
        currency: event.currency,
        seller: order.seller,
        attribution: order.attribution ?? null,
        placementId: order.placementId ?? null,
        occurredAt: event.occurred_at,
      };
      await db(tx)
        .insertInto('orders')
        .values(orderRow(tx, sale, { refundOf: order.id, promocode: null, clickId: null }, source, createdAt))
        .execute();
      // Before the reversal: the review row's lock orders a refund against a concurrent release.
      await closeReviewOnRefund(tx, order.id, now);
      await applyRefund(tx, sale.id, now);
      refunded.add(order.id);
      tx.clear();
    }
    known.set(sale.externalId, sale);
    results.push(recorded(sale));
    fresh.push(true);
  }
  await writePending();
  return { results, fresh };
}

/** Full refunds only: the same amount and currency as the order, after it, once. */
function refundProblem(
  event: Extract<SaleEvent, { type: 'refund' }>,
  order: Sale | undefined,
  refunded: Set<string>,
): RejectReason | null {
  if (order?.kind !== 'order') return 'unknown_order';
  if (refunded.has(order.id)) return 'already_refunded';
  if (order.currency !== event.currency) return 'currency_mismatch';
  if (order.amount !== event.amount) return 'amount_mismatch';
  if (event.occurred_at.getTime() < order.occurredAt.getTime()) return 'before_order';
  return null;
}
