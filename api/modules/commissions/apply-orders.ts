/**
 * `applyOrder` for a batch of orders (sales webhook, CSV import): the same rules, lines and posting keys,
 * with the lookups done once per batch. The plan in force, the sponsor chain, the approved-and-same-currency
 * rule, early rates and the month (the order's, unless already closed for the earner: the earner's accrued
 * book is locked before that check, as `applyOrder` does) all match; tests/api/commissions-batch.test.ts
 * compares the two. Call inside the transaction that stored the orders.
 */
import type { EntityManager } from '@mikro-orm/core';
import { pickRate, TEAM_LEVELS } from '#contract/commissions.ts';
import { applyRate, type Currency, monthOf } from '#contract/money.ts';
import { chunks, db, rowDate } from '../../lib/db-query.ts';
import { LedgerPosting } from '../ledger/ledger.entity.ts';
import type { LineInput, PostingInput } from '../ledger/ledger.service.ts';
import { addToBooks, ensureBalancesMany, postMany } from '../ledger/post-many.ts';
import { Order } from '../orders/order.entity.ts';
import { CommissionPlanRow } from './plan.entity.ts';

const DAY_MS = 86_400_000;
const CHUNK = 500;

async function inChunks<T>(ids: string[], load: (part: string[]) => Promise<T[]>): Promise<T[]> {
  const out: T[] = [];
  for (const part of chunks(ids, CHUNK)) out.push(...(await load(part)));
  return out;
}

/** Posts the commissions of the given orders; returns the number of lines written for bloggers. */
export async function applyOrders(em: EntityManager, orderIds: string[], now = new Date()): Promise<number> {
  return postPlanned(em, await planOrders(em, orderIds, now));
}

/** Posts planned commissions; returns the number of lines written for bloggers. */
export async function postPlanned(em: EntityManager, postings: PostingInput[]): Promise<number> {
  await postMany(em, postings);
  return postings.reduce((n, p) => n + p.lines.length / 2, 0);
}

/** What the planner needs of an attributed order (a stored row, or one this transaction just wrote). */
export interface PlannedOrder {
  id: string;
  seller: string;
  product: string;
  amount: number;
  currency: Currency;
  occurredAt: Date;
}

/**
 * What the given orders pay (not yet posted ones): one posting per order, keyed `order:<id>`. Locks the
 * earners' accrued books, so the months it picks stay right until the transaction ends. A held order (fraud
 * rules) keeps its plan here and is posted only on release.
 */
export async function planOrders(
  em: EntityManager,
  orderIds: string[],
  now = new Date(),
): Promise<PostingInput[]> {
  const keyOf = (id: string) => `order:${id}`;
  const posted = new Set(
    (await inChunks(orderIds, (part) => em.find(LedgerPosting, { key: { $in: part.map(keyOf) } }))).map(
      (p) => p.key,
    ),
  );
  const orders = (
    await inChunks(orderIds, (part) =>
      em.find(Order, { id: { $in: part }, kind: 'order', seller: { $ne: null } }),
    )
  ).filter((o) => !posted.has(keyOf(o.id)));
  return planFor(
    em,
    orders.map((o) => ({
      id: o.id,
      seller: o.seller?.id as string,
      product: o.product,
      amount: o.amount,
      currency: o.currency,
      occurredAt: o.occurredAt,
    })),
    now,
  );
}

interface Earner {
  id: string;
  sponsor: string | null;
  status: string;
  currency: string | null;
  createdAt: number;
}

/** Sellers and their uplines, a level at a time (only the columns the plan reads). */
async function loadChains(em: EntityManager, sellers: string[]): Promise<Map<string, Earner>> {
  const users = new Map<string, Earner>();
  let wanted = [...new Set(sellers)];
  for (let level = 0; level <= TEAM_LEVELS && wanted.length; level++) {
    const rows = await inChunks(wanted, (part) =>
      db(em)
        .selectFrom('users')
        .select(['id', 'sponsor_id', 'status', 'currency', 'created_at'])
        .where('id', 'in', part)
        .execute(),
    );
    for (const r of rows)
      users.set(String(r.id), {
        id: String(r.id),
        sponsor: r.sponsor_id == null ? null : String(r.sponsor_id),
        status: String(r.status),
        currency: r.currency == null ? null : String(r.currency),
        createdAt: rowDate(r.created_at).getTime(),
      });
    wanted = [
      ...new Set(
        rows.flatMap((r) =>
          r.sponsor_id != null && !users.has(String(r.sponsor_id)) ? [String(r.sponsor_id)] : [],
        ),
      ),
    ];
  }
  return users;
}

/**
 * The plan of orders known not to be posted yet (the webhook's freshly stored ones skip the re-read): the
 * same lookups and locks as `planOrders`.
 */
export async function planFor(
  em: EntityManager,
  orders: PlannedOrder[],
  now = new Date(),
): Promise<PostingInput[]> {
  if (!orders.length) return [];
  const keyOf = (id: string) => `order:${id}`;

  // Plans newest first: the one in force is the newest created before the order (else the oldest).
  const plans = await em.find(CommissionPlanRow, {}, { orderBy: { version: 'desc' } });
  const planAt = (at: Date) => plans.find((p) => p.createdAt <= at) ?? plans[plans.length - 1];

  const users = await loadChains(
    em,
    orders.map((o) => o.seller),
  );
  const chainOf = (sellerId: string) => {
    const chain: { user: Earner; level: number }[] = [];
    let user = users.get(sellerId);
    for (let level = 0; user && level <= TEAM_LEVELS; level++) {
      chain.push({ user, level });
      user = user.sponsor ? users.get(user.sponsor) : undefined;
    }
    return chain;
  };
  const earns = (user: Earner, order: PlannedOrder) =>
    user.status === 'approved' && user.currency === order.currency;

  // Lock the earners' accrued books in a fixed order, then read their closed months.
  const earners = new Map<string, Currency>();
  for (const o of orders)
    for (const { user } of chainOf(o.seller)) if (earns(user, o)) earners.set(user.id, o.currency);
  const accounts = [...earners.keys()].sort();
  await ensureBalancesMany(em, new Map(accounts.map((id) => [id, earners.get(id) ?? 'RUB'])));
  await addToBooks(
    em,
    'accrued',
    accounts.map((id) => [id, 0]),
  );
  const months = [...new Set(orders.map((o) => monthOf(o.occurredAt)))];
  const closed = new Set<string>();
  for (const part of chunks(accounts, CHUNK)) {
    const rows = await db(em)
      .selectFrom('month_closes')
      .select(['account_id', 'month'])
      .where('account_id', 'in', part)
      .where('month', 'in', months)
      .execute();
    for (const c of rows) closed.add(`${c.account_id}|${c.month}`);
  }

  const postings: PostingInput[] = [];
  for (const order of orders) {
    const plan = planAt(order.occurredAt);
    if (!plan) throw new Error('no commission plan: ensureDefaultPlan() was not run');
    const lines: LineInput[] = [];
    for (const { user, level } of chainOf(order.seller)) {
      if (!earns(user, order)) continue;
      // Early = inside [registration, registration + early days). An order dated before the earner existed is
      // outside that window: it still pays, as any sale attributed to them (a promocode, a click with the
      // shop's clock slack, an admin's attribution), at the standard rates (SPEC §9, decision 040).
      const sinceJoined = order.occurredAt.getTime() - user.createdAt;
      const early = sinceJoined >= 0 && sinceJoined < plan.earlyDays * DAY_MS;
      const { rateBp, rule } = pickRate(plan, order.product, level, early);
      const amount = applyRate(order.amount, rateBp);
      if (amount <= 0) continue;
      const own = monthOf(order.occurredAt);
      const month = closed.has(`${user.id}|${own}`) ? monthOf(now) : own;
      const common = {
        kind: 'commission' as const,
        month,
        order: order.id,
        partner: order.seller,
        level,
        rateBp,
        rule,
      };
      lines.push({ ...common, account: user.id, book: 'accrued', amount });
      lines.push({ ...common, account: null, book: 'brand', amount: -amount });
    }
    if (!lines.length) continue;
    postings.push({ key: keyOf(order.id), kind: 'order', currency: order.currency, lines });
  }
  return postings;
}
