/**
 * What each placement and each promocode earned (docs/decisions/080-placement-links.md). A placement's
 * clicks and registrations come from its tracked link's clicks, its orders from `orders.placement_id`
 * (refunds carry their order's, so orders and revenue are net), and its earnings from the blogger's own
 * commission lines on those orders (a reversal takes its line back; a held order counts once released).
 * Every query is an index range: clicks by (placement, target, signup), orders by (placement, kind,
 * amount), ledger lines by (order, account).
 */
import type { EntityManager } from '@mikro-orm/core';
import { type Currency, currencyForLocale } from '#contract/money.ts';
import {
  type LinkFigures,
  PLACEMENT_MARK_PARAM,
  type PlacementStats,
  type PromocodeStats,
} from '#contract/placement-stats.ts';
import type { Config } from '../../config.ts';
import { chunks, db, num } from '../../lib/db-query.ts';
import { baseUrlFor } from '../../lib/links.ts';

export type Urls = Pick<Config, 'publicUrl' | 'publicUrlEn' | 'publicUrlBy'>;
export const INCOME_KINDS = ['commission', 'reversal'] as const;

const empty = (): LinkFigures => ({ clicks: 0, registrations: 0, orders: 0, revenue: 0, earnings: 0 });

/** Per placement id: clicks (`shop` and `join`) and the registrations made after a `join` click. */
export async function clickFigures(em: EntityManager, ids: string[]) {
  const out = new Map<string, { clicks: number; registrations: number }>();
  for (const part of chunks(ids)) {
    const rows = await db(em)
      .selectFrom('referral_clicks')
      .select((eb) => ['placement_id', eb.fn.countAll().as('n'), eb.fn.count('signup_id').as('signups')])
      .where('placement_id', 'in', part)
      .groupBy('placement_id')
      .execute();
    for (const r of rows)
      out.set(String(r.placement_id), { clicks: num(r.n), registrations: num(r.signups) });
  }
  return out;
}

/** Per placement id: orders and revenue net of refunds, in the orders' currency. */
export async function orderFigures(em: EntityManager, ids: string[]) {
  const out = new Map<string, { orders: number; revenue: number; currency: Currency }>();
  for (const part of chunks(ids)) {
    const rows = await db(em)
      .selectFrom('orders')
      .select((eb) => [
        'placement_id',
        'kind',
        'currency',
        eb.fn.countAll().as('n'),
        eb.fn.sum('amount').as('sum'),
      ])
      .where('placement_id', 'in', part)
      .groupBy(['placement_id', 'kind', 'currency'])
      .execute();
    for (const r of rows) {
      const key = String(r.placement_id);
      const sign = r.kind === 'refund' ? -1 : 1;
      const now = out.get(key) ?? { orders: 0, revenue: 0, currency: r.currency as Currency };
      out.set(key, {
        ...now,
        orders: now.orders + sign * num(r.n),
        revenue: now.revenue + sign * num(r.sum),
      });
    }
  }
  return out;
}

/** Per placement id: the sum of commission lines on its orders, of one earner or (null) the brand's side. */
export async function ledgerFigures(em: EntityManager, ids: string[], account: string | null) {
  const out = new Map<string, number>();
  for (const part of chunks(ids)) {
    let q = db(em)
      .selectFrom('orders as o')
      .innerJoin('ledger_lines as l', 'l.order_id', 'o.id')
      .select((eb) => ['o.placement_id', eb.fn.sum('l.amount').as('sum')])
      .where('o.placement_id', 'in', part)
      .where('o.kind', '=', 'order')
      .where('l.kind', 'in', INCOME_KINDS);
    q = account ? q.where('l.account_id', '=', account) : q.where('l.book', '=', 'brand');
    for (const r of await q.groupBy('o.placement_id').execute()) out.set(String(r.placement_id), num(r.sum));
  }
  return out;
}

interface Blogger {
  id: string;
  referral_code: string | null;
  locale: string;
  currency: string | null;
}

async function blogger(em: EntityManager, id: string): Promise<Blogger> {
  return db(em)
    .selectFrom('users')
    .select(['id', 'referral_code', 'locale', 'currency'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow() as Promise<Blogger>;
}

/** `{locale base}/r/{part}?erid={token}`: the referral link that names the placement. */
export function trackedUrl(urls: Urls, locale: string, part: string | null, erid: string | null) {
  if (!part || !erid) return null;
  const url = new URL(`${baseUrlFor(urls, locale)}/r/${encodeURIComponent(part)}`);
  url.searchParams.set(PLACEMENT_MARK_PARAM, erid);
  return url.toString();
}

/** Every marked placement of the blogger, with its tracked link and figures. */
export async function placementStats(
  em: EntityManager,
  userId: string,
  urls: Urls,
): Promise<PlacementStats[]> {
  const me = await blogger(em, userId);
  const currency = (me.currency ?? currencyForLocale(me.locale)) as Currency;
  const placements = await db(em)
    .selectFrom('placements')
    .select(['id', 'erid'])
    .where('owner_id', '=', userId)
    .where('erid', 'is not', null)
    .execute();
  const ids = placements.map((p) => String(p.id));
  const [clicks, orders, earnings] = await Promise.all([
    clickFigures(em, ids),
    orderFigures(em, ids),
    ledgerFigures(em, ids, userId),
  ]);
  return placements.map((p) => {
    const id = String(p.id);
    return {
      placement_id: id,
      tracked_url: trackedUrl(urls, me.locale, me.referral_code, p.erid as string),
      currency,
      ...empty(),
      ...clicks.get(id),
      orders: orders.get(id)?.orders ?? 0,
      revenue: orders.get(id)?.revenue ?? 0,
      earnings: earnings.get(id) ?? 0,
    };
  });
}

/**
 * Per own promocode: the orders credited by it (refunds netted through their order), the blogger's
 * commission on them, and the clicks and registrations of the placements that carry it.
 */
export async function promocodeStats(em: EntityManager, userId: string): Promise<PromocodeStats[]> {
  const me = await blogger(em, userId);
  const currency = (me.currency ?? currencyForLocale(me.locale)) as Currency;
  const k = db(em);
  const codes = await k
    .selectFrom('promocodes')
    .select(['code', 'code_key'])
    .where('owner_id', '=', userId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const figures = new Map<string, LinkFigures>(codes.map((c) => [String(c.code_key), empty()]));
  const at = (key: unknown) => figures.get(String(key ?? '').toLowerCase());
  const sold = await k
    .selectFrom('orders as o')
    .leftJoin('orders as r', 'r.refund_of_id', 'o.id')
    .select((eb) => [
      'o.promocode',
      eb.fn.count('o.id').as('n'),
      eb.fn.count('r.id').as('refunds'),
      eb.fn.sum('o.amount').as('sum'),
      eb.fn.sum('r.amount').as('refunded'),
    ])
    .where('o.seller_id', '=', userId)
    .where('o.kind', '=', 'order')
    .where('o.attribution', '=', 'promocode')
    .groupBy('o.promocode')
    .execute();
  for (const r of sold) {
    const f = at(r.promocode);
    if (!f) continue;
    f.orders += num(r.n) - num(r.refunds);
    f.revenue += num(r.sum) - num(r.refunded);
  }
  const earned = await k
    .selectFrom('orders as o')
    .innerJoin('ledger_lines as l', 'l.order_id', 'o.id')
    .select((eb) => ['o.promocode', eb.fn.sum('l.amount').as('sum')])
    .where('o.seller_id', '=', userId)
    .where('o.kind', '=', 'order')
    .where('o.attribution', '=', 'promocode')
    .where('l.account_id', '=', userId)
    .where('l.kind', 'in', INCOME_KINDS)
    .groupBy('o.promocode')
    .execute();
  for (const r of earned) {
    const f = at(r.promocode);
    if (f) f.earnings += num(r.sum);
  }
  const clicks = await k
    .selectFrom('placements as p')
    .innerJoin('referral_clicks as c', 'c.placement_id', 'p.id')
    .select((eb) => ['p.promocode', eb.fn.countAll().as('n'), eb.fn.count('c.signup_id').as('signups')])
    .where('p.owner_id', '=', userId)
    .where('p.erid', 'is not', null)
    .groupBy('p.promocode')
    .execute();
  for (const r of clicks) {
    const f = at(r.promocode);
    if (!f) continue;
    f.clicks += num(r.n);
    f.registrations += num(r.signups);
  }
  return codes.map((c) => ({
    code: String(c.code),
    currency,
    ...(figures.get(String(c.code_key)) ?? empty()),
  }));
}
