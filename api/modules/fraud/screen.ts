/**
 * Runs the fraud rules over a batch of new attributed orders (docs/decisions/070). The lookups are made once
 * per batch and only for the rules that are on; then each order is checked without further queries.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { FraudRule } from '#contract/fraud.ts';
import { chunks, dateParam, db, rowDate } from '../../lib/db-query.ts';
import { emailHash, isDisposableDomain, phoneHash } from './identity.ts';

const DAY_MS = 86_400_000;

export interface ScreenedOrder {
  seller: string;
  /** The order was attributed by a click that carried a paid-ad click id. */
  paidClick: boolean;
  emailHash: string | null;
  phoneHash: string | null;
  emailDomain: string | null;
  occurredAt: Date;
}

const idsOf = (rows: { [k: string]: unknown }[], key: string) => rows.map((r) => String(r[key]));

/** Hashes of each seller, their uplines and their own team (the closure table's 4 levels both ways). */
async function circleHashes(em: EntityManager, sellers: string[]): Promise<Map<string, Set<string>>> {
  const members = new Map(sellers.map((s) => [s, new Set([s])]));
  for (const part of chunks(sellers)) {
    const rows = await db(em)
      .selectFrom('team_links')
      .select(['ancestor_id', 'descendant_id'])
      .where((eb) => eb.or([eb('ancestor_id', 'in', part), eb('descendant_id', 'in', part)]))
      .execute();
    for (const r of rows) {
      members.get(String(r.ancestor_id))?.add(String(r.descendant_id));
      members.get(String(r.descendant_id))?.add(String(r.ancestor_id));
    }
  }
  const people = new Map<string, string[]>();
  const everyone = [...new Set([...members.values()].flatMap((m) => [...m]))];
  for (const part of chunks(everyone)) {
    const rows = await db(em)
      .selectFrom('users')
      .select(['id', 'email', 'phone'])
      .where('id', 'in', part)
      .execute();
    for (const u of rows) {
      people.set(
        String(u.id),
        [emailHash(u.email as string | null), phoneHash(u.phone as string | null)].filter(
          (h): h is string => h !== null,
        ),
      );
    }
  }
  return new Map(
    [...members].map(([seller, ids]) => [seller, new Set([...ids].flatMap((id) => people.get(id) ?? []))]),
  );
}

/** Earlier attributed orders of the same customers: hash → [seller, time]. */
async function pastBuyers(em: EntityManager, orders: ScreenedOrder[], windowMs: number) {
  const hashes = [...new Set(orders.flatMap((o) => [o.emailHash, o.phoneHash].filter((h) => h !== null)))];
  const times = orders.map((o) => o.occurredAt.getTime());
  const from = dateParam(em, new Date(Math.min(...times) - windowMs));
  const to = dateParam(em, new Date(Math.max(...times) + windowMs));
  const seen = new Map<string, { seller: string; at: number }[]>();
  for (const part of chunks(hashes)) {
    const rows = await db(em)
      .selectFrom('order_customers')
      .select(['email_hash', 'phone_hash', 'seller_id', 'occurred_at'])
      .where((eb) => eb.or([eb('email_hash', 'in', part), eb('phone_hash', 'in', part)]))
      .where('seller_id', 'is not', null)
      .where('occurred_at', '>=', from)
      .where('occurred_at', '<=', to)
      .execute();
    for (const r of rows) {
      const entry = { seller: String(r.seller_id), at: rowDate(r.occurred_at).getTime() };
      for (const h of [r.email_hash, r.phone_hash])
        if (h) seen.set(String(h), [...(seen.get(String(h)) ?? []), entry]);
    }
  }
  return seen;
}

/** Sellers whose payout account (provider and its account id) is also another blogger's. */
async function sharedPayouts(em: EntityManager, sellers: string[]): Promise<Set<string>> {
  const own = [];
  for (const part of chunks(sellers)) {
    own.push(
      ...(await db(em)
        .selectFrom('payout_connections')
        .select(['owner_id', 'provider', 'external_id'])
        .where('owner_id', 'in', part)
        .execute()),
    );
  }
  const shared = new Set<string>();
  for (const part of chunks([...new Set(idsOf(own, 'external_id'))])) {
    const rows = await db(em)
      .selectFrom('payout_connections')
      .select(['owner_id', 'provider', 'external_id'])
      .where('external_id', 'in', part)
      .execute();
    for (const mine of own) {
      const twin = rows.some(
        (r) =>
          r.provider === mine.provider && r.external_id === mine.external_id && r.owner_id !== mine.owner_id,
      );
      if (twin) shared.add(String(mine.owner_id));
    }
  }
  return shared;
}

/** Prepares the batch's lookups; the returned check gives the rules an order breaks (in rule order). */
export async function screener(
  em: EntityManager,
  orders: ScreenedOrder[],
  rules: Set<FraudRule>,
  windowDays: number,
): Promise<(order: ScreenedOrder) => FraudRule[]> {
  const windowMs = windowDays * DAY_MS;
  const known = orders.filter((o) => o.emailHash || o.phoneHash);
  const sellersOf = (list: ScreenedOrder[]) => [...new Set(list.map((o) => o.seller))];
  const circles =
    rules.has('self_referral') && known.length ? await circleHashes(em, sellersOf(known)) : new Map();
  const buyers =
    rules.has('several_bloggers') && known.length ? await pastBuyers(em, known, windowMs) : new Map();
  const shared =
    rules.has('shared_payout') && orders.length ? await sharedPayouts(em, sellersOf(orders)) : new Set();

  return (order) => {
    const flags: FraudRule[] = [];
    const hashes = [order.emailHash, order.phoneHash].filter((h): h is string => h !== null);
    const circle: Set<string> | undefined = circles.get(order.seller);
    if (rules.has('self_referral') && hashes.some((h) => circle?.has(h))) flags.push('self_referral');
    if (rules.has('several_bloggers')) {
      const at = order.occurredAt.getTime();
      const other = hashes.some((h) =>
        (buyers.get(h) ?? []).some(
          (b: { seller: string; at: number }) => b.seller !== order.seller && Math.abs(b.at - at) <= windowMs,
        ),
      );
      if (other) flags.push('several_bloggers');
      // Later orders of the same batch see this one.
      for (const h of hashes) buyers.set(h, [...(buyers.get(h) ?? []), { seller: order.seller, at }]);
    }
    if (rules.has('disposable_email') && order.emailDomain && isDisposableDomain(order.emailDomain))
      flags.push('disposable_email');
    if (rules.has('paid_click') && order.paidClick) flags.push('paid_click');
    if (rules.has('shared_payout') && shared.has(order.seller)) flags.push('shared_payout');
    return flags;
  };
}
