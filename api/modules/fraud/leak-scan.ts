/**
 * The leaked-promocode scan (docs/decisions/078): per code, the orders of the last `windowDays` against what
 * the blogger's link and placements explain, plus bursts from one region or referrer and coupon-site
 * referrers. A code with a signal gets (or keeps) an open flag with the figures; a flag staff decided is
 * left alone. Aggregates only: a few grouped queries over the (promocode, occurred_at) index per run.
 */
import type { EntityManager } from '@mikro-orm/core';
import {
  AUDIENCE_HOSTS,
  COUPON_SITES,
  hostIn,
  type LeakFigures,
  type LeakSignal,
  type LeakTop,
  LEAK_THRESHOLDS as T,
} from '#contract/leaks.ts';
import { dateParam, db, num } from '../../lib/db-query.ts';
import { Promocode } from '../promocodes/promocode.entity.ts';
import { PromocodeLeak } from './leak.entity.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** Placements whose ad ran (token issued, later taken down or completed). */
const RAN = ['ready', 'needs_removal', 'completed'];

interface Tally {
  orders: number;
  withClick: number;
  byReferrer: Map<string, number>;
  burstOrders: number;
  burstRegions: Map<string, number>;
  burstReferrers: Map<string, number>;
}

const bump = (m: Map<string, number>, key: string, n: number) => m.set(key, (m.get(key) ?? 0) + n);

/** The value holding the largest share, among the orders that carried one. */
function top(counts: Map<string, number>, skip: (value: string) => boolean = () => false): LeakTop | null {
  let of = 0;
  let best: LeakTop | null = null;
  for (const [value, orders] of counts) {
    of += orders;
    if (!skip(value) && (!best || orders > best.orders)) best = { value, orders, of: 0 };
  }
  return best ? { ...best, of } : null;
}

const bursting = (t: LeakTop | null) =>
  !!t && t.orders >= T.burstMinOrders && t.orders >= T.burstShare * t.of;

async function tallies(em: EntityManager, at: Date): Promise<Map<string, Tally>> {
  const since = dateParam(em, new Date(at.getTime() - T.windowDays * DAY_MS));
  const burstSince = dateParam(em, new Date(at.getTime() - T.burstHours * HOUR_MS));
  const until = dateParam(em, at);
  const k = db(em);
  const byCode = new Map<string, Tally>();
  const tally = (id: unknown) => {
    const key = String(id);
    let t = byCode.get(key);
    if (!t) {
      t = {
        orders: 0,
        withClick: 0,
        byReferrer: new Map(),
        burstOrders: 0,
        burstRegions: new Map(),
        burstReferrers: new Map(),
      };
      byCode.set(key, t);
    }
    return t;
  };
  const inWindow = k
    .selectFrom('promocode_uses')
    .where('occurred_at', '>=', since)
    .where('occurred_at', '<=', until);
  for (const r of await inWindow
    .select((eb) => [
      'promocode_id',
      eb.fn.countAll().as('n'),
      eb.fn.sum(eb.case().when(eb.ref('clicked')).then(1).else(0).end()).as('clicked'),
    ])
    .groupBy('promocode_id')
    .execute()) {
    const t = tally(r.promocode_id);
    t.orders = num(r.n);
    t.withClick = num(r.clicked);
  }
  for (const r of await inWindow
    .select((eb) => ['promocode_id', 'referrer_host', eb.fn.countAll().as('n')])
    .where('referrer_host', 'is not', null)
    .groupBy(['promocode_id', 'referrer_host'])
    .execute())
    bump(tally(r.promocode_id).byReferrer, String(r.referrer_host), num(r.n));
  const inBurst = k
    .selectFrom('promocode_uses')
    .where('occurred_at', '>=', burstSince)
    .where('occurred_at', '<=', until);
  for (const r of await inBurst
    .select((eb) => ['promocode_id', 'region', 'referrer_host', eb.fn.countAll().as('n')])
    .groupBy(['promocode_id', 'region', 'referrer_host'])
    .execute()) {
    const t = tally(r.promocode_id);
    t.burstOrders += num(r.n);
    if (r.region != null) bump(t.burstRegions, String(r.region).toUpperCase(), num(r.n));
    if (r.referrer_host != null) bump(t.burstReferrers, String(r.referrer_host), num(r.n));
  }
  return byCode;
}

/** The owner's shop clicks and the placements that ran in the window on the code's network. */
async function reachOf(em: EntityManager, code: Promocode, at: Date) {
  const since = new Date(at.getTime() - T.windowDays * DAY_MS);
  const k = db(em);
  const clicks = await k
    .selectFrom('referral_clicks')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('owner_id', '=', code.owner.id)
    .where('target', '=', 'shop')
    .where('created_at', '>=', dateParam(em, since))
    .where('created_at', '<=', dateParam(em, at))
    .executeTakeFirst();
  const placements = await k
    .selectFrom('placements')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('reach').as('reach')])
    .where('owner_id', '=', code.owner.id)
    .where('network', '=', code.network)
    .where('status', 'in', RAN)
    .where('start_date', '<=', at.toISOString().slice(0, 10))
    .where('end_date', '>=', since.toISOString().slice(0, 10))
    .executeTakeFirst();
  return { clicks: num(clicks?.n), placements: num(placements?.n), reach: num(placements?.reach) };
}

/** Signals and figures of one code's tally. */
export function judge(
  t: Tally,
  reach: { clicks: number; placements: number; reach: number },
): { signals: LeakSignal[]; figures: LeakFigures } {
  const explained = Math.min(t.orders, t.withClick + Math.floor(reach.reach * T.reachConversion));
  const unexplained = t.orders - explained;
  const coupons = [...t.byReferrer].filter(([host]) => hostIn(host, COUPON_SITES));
  const couponOrders = coupons.reduce((s, [, n]) => s + n, 0);
  const topRegion = top(t.burstRegions);
  const topReferrer = top(t.burstReferrers, (host) => !!hostIn(host, AUDIENCE_HOSTS));
  const signals: LeakSignal[] = [];
  if (unexplained >= T.minUnexplained && unexplained >= T.unexplainedShare * t.orders)
    signals.push('unexplained');
  if (bursting(topRegion)) signals.push('region_burst');
  if (bursting(topReferrer)) signals.push('referrer_burst');
  if (couponOrders >= T.couponMinOrders) signals.push('coupon_site');
  return {
    signals,
    figures: {
      window_days: T.windowDays,
      orders: t.orders,
      orders_with_click: t.withClick,
      ...reach,
      explained,
      unexplained,
      burst_hours: T.burstHours,
      burst_orders: t.burstOrders,
      top_region: topRegion,
      top_referrer: topReferrer,
      coupon_orders: couponOrders,
      coupon_sites: coupons.map(([host]) => host).sort(),
    },
  };
}

/** One scan at `at`; returns how many flags it opened or brought up to date. */
export async function scanLeaks(em: EntityManager, at: Date): Promise<number> {
  const fork = em.fork();
  const byCode = await tallies(fork, at);
  // Below every threshold at once: nothing to look up.
  const least = Math.min(T.minUnexplained, T.burstMinOrders, T.couponMinOrders);
  const ids = [...byCode].filter(([, t]) => t.orders >= least || t.burstOrders >= least).map(([id]) => id);
  let count = 0;
  for (const id of ids) {
    const code = await fork.findOne(Promocode, { id });
    const tally = byCode.get(id);
    if (!code || !tally || code.retiredAt) continue;
    const { signals, figures } = judge(tally, await reachOf(fork, code, at));
    if (!signals.length) continue;
    const existing = await fork.findOne(PromocodeLeak, { promocode: id });
    if (existing && existing.status !== 'open') continue;
    const fields = { signals: signals.join(','), figures: JSON.stringify(figures), updatedAt: at };
    if (existing) fork.assign(existing, fields);
    else fork.create(PromocodeLeak, { promocode: id, status: 'open', ...fields, createdAt: at });
    count++;
  }
  // The job runs under an hourly claim (api/jobs/leak-scan.ts), so two instances never write one flag.
  await fork.flush();
  return count;
}
