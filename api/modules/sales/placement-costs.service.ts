/**
 * Staff's view of what placements cost (decision 080): per placement, network or blogger and currency, the
 * clicks, orders and revenue (net of refunds) and the commission the brand paid on every level for those
 * orders (the brand side of their lines), and the cost per order. Read from the same indexes as the
 * blogger's figures: only placements that brought a click or an order are read at all.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { Currency } from '#contract/money.ts';
import type { PlacementCostGroup, PlacementCostRow } from '#contract/placement-stats.ts';
import { chunks, db } from '../../lib/db-query.ts';
import { clickFigures, ledgerFigures, orderFigures } from './placement-stats.service.ts';

/** Rows answered at most: the busiest first. */
export const PLACEMENT_COST_ROWS = 500;

export async function placementCosts(em: EntityManager, by: PlacementCostGroup): Promise<PlacementCostRow[]> {
  const k = db(em);
  const withOrders = await k
    .selectFrom('orders')
    .select('placement_id')
    .distinct()
    .where('placement_id', 'is not', null)
    .execute();
  const withClicks = await k
    .selectFrom('referral_clicks')
    .select('placement_id')
    .distinct()
    .where('placement_id', 'is not', null)
    .execute();
  const ids = [...new Set([...withOrders, ...withClicks].map((r) => String(r.placement_id)))];
  const [clicks, orders, brand] = await Promise.all([
    clickFigures(em, ids),
    orderFigures(em, ids),
    ledgerFigures(em, ids, null),
  ]);
  const rows = new Map<string, PlacementCostRow>();
  for (const part of chunks(ids)) {
    const placements = await k
      .selectFrom('placements as p')
      .innerJoin('users as u', 'u.id', 'p.owner_id')
      .select(['p.id', 'p.network', 'p.start_date', 'u.first_name', 'u.email', 'u.currency', 'u.locale'])
      .where('p.id', 'in', part)
      .execute();
    for (const p of placements) {
      const id = String(p.id);
      const o = orders.get(id);
      const currency = (o?.currency ?? p.currency ?? (p.locale === 'en' ? 'USD' : 'RUB')) as Currency;
      const blogger = `${p.first_name ?? ''} <${p.email}>`.trim();
      const key = by === 'placement' ? id : by === 'network' ? String(p.network) : String(p.email);
      const rowKey = `${key}\u0000${currency}`;
      const row = rows.get(rowKey) ?? {
        key,
        network: by === 'blogger' ? null : String(p.network),
        blogger: by === 'network' ? null : blogger,
        start_date: by === 'placement' ? String(p.start_date) : null,
        currency,
        clicks: 0,
        orders: 0,
        revenue: 0,
        cost: 0,
        cost_per_order: null,
      };
      row.clicks += clicks.get(id)?.clicks ?? 0;
      row.orders += o?.orders ?? 0;
      row.revenue += o?.revenue ?? 0;
      // The brand side of a commission is negative: the cost is its opposite.
      row.cost -= brand.get(id) ?? 0;
      rows.set(rowKey, row);
    }
  }
  return [...rows.values()]
    .map((r) => ({ ...r, cost_per_order: r.orders > 0 ? Math.round(r.cost / r.orders) : null }))
    .sort((a, b) => b.orders - a.orders || b.clicks - a.clicks || a.key.localeCompare(b.key))
    .slice(0, PLACEMENT_COST_ROWS);
}
