/**
 * Data for the rank job benchmark, written with multi-row inserts: `count` approved bloggers in a sponsor
 * tree 4 levels deep (10 roots, 10 partners each per level, the last level cut to fit), their closure rows,
 * a month of orders (some refunded, some in dollars) and approved placements, and a few bloggers already at
 * a higher rank so that the job also keeps and takes ranks away. The user rows (the baseline) go in 400 a
 * statement in one transaction; the rest as large statements with the secondary indexes built afterwards.
 */

import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { dateParam } from '../../api/lib/db-query.ts';
import { insertRows, type Row, withIndexesDeferred } from './bench-lib.ts';

const ROOTS = 10;
const FAN_OUT = 10;
/** The baseline's statement size (issue 10's figures were measured with it); the rest load in larger ones. */
const BATCH = 400;

const parentOf = (i: number): number | null => (i < ROOTS ? null : Math.floor((i - ROOTS) / FAN_OUT));

export interface RankBenchData {
  /** Seconds to insert the bloggers' user rows: the same-run baseline. */
  usersSeconds: number;
  orders: number;
  placements: number;
  links: number;
}

/** Writes everything for `month` (yyyy-mm); returns the counts and the baseline's time. */
export async function generateRankData(
  em: EntityManager,
  count: number,
  month: string,
  tag: string,
): Promise<RankBenchData> {
  const long = dateParam(em, new Date('2025-01-01T00:00:00Z'));
  const ids = Array.from({ length: count }, () => randomUUID());
  const currency = (i: number) => (i % 20 === 19 ? 'USD' : 'RUB');
  const rank = (i: number) =>
    i % 97 === 5 ? 'rising_star' : i % 211 === 7 ? 'leader' : i % 503 === 9 ? 'legend' : 'explorer';
  const users: Row[] = ids.map((id, i) => ({
    id,
    email: `b${i}-${tag}@rank.bench`,
    password_hash: 'x',
    status: 'approved',
    currency: currency(i),
    sponsor_id: parentOf(i) === null ? null : ids[parentOf(i) as number],
    rank_code: rank(i),
    rank_since: rank(i) === 'explorer' ? null : long,
    created_at: long,
    updated_at: long,
  }));
  const t0 = performance.now();
  await em.transactional((tx) => insertRows(tx, 'users', users, BATCH));
  const usersSeconds = (performance.now() - t0) / 1000;

  const links: Row[] = [];
  for (let i = 0; i < count; i++) {
    let p = parentOf(i);
    for (let depth = 1; p !== null && depth <= 4; depth++, p = parentOf(p)) {
      links.push({ ancestor_id: ids[p], descendant_id: ids[i], depth, joined_at: long });
    }
  }
  const created = dateParam(em, new Date());
  const orders: Row[] = [];
  const placements: Row[] = [];
  const day = (i: number) => String(1 + (i % 28)).padStart(2, '0');
  for (let i = 0; i < count; i++) {
    const sales = i % 3 === 0 ? 1 + ((i * 7) % 5) : 0;
    for (let s = 0; s < sales; s++) {
      const id = randomUUID();
      const order = {
        id,
        external_id: `rb-${tag}-${i}-${s}`,
        kind: 'order',
        product: 'monthly',
        amount: currency(i) === 'USD' ? 5_000 + (i % 50) * 100 : 500_000 + (i % 97) * 10_000,
        currency: currency(i),
        refund_of_id: null,
        seller_id: ids[i],
        attribution: 'promocode',
        occurred_at: dateParam(em, new Date(`${month}-${day(i + s)}T12:00:00Z`)),
        source: 'webhook',
        created_at: created,
      };
      orders.push(order);
      if ((i + s) % 25 === 0) {
        orders.push({
          ...order,
          id: randomUUID(),
          external_id: `${order.external_id}-r`,
          kind: 'refund',
          refund_of_id: id,
        });
      }
    }
    const integrations = i % 2 === 0 ? (i * 11) % 4 : 0;
    for (let p = 0; p < integrations; p++) {
      const start = `${month}-${day(i + p)}`;
      placements.push({
        id: randomUUID(),
        owner_id: ids[i],
        revision: 1,
        status: 'ready',
        network: 'vk',
        format: 'post',
        category: 'fitness',
        start_date: start,
        end_date: start,
        removal_due_at: dateParam(em, new Date(`${start}T21:00:00Z`)),
        text: 'Bench integration',
        reach: 1000,
        target_url: 'https://example.com',
        erid: `erid-${tag}-${i}-${p}`,
        created_at: created,
        updated_at: created,
      });
    }
  }
  // The rest of the data is setup, not measured: loaded as a restore does (decision 087).
  const rest = ['team_links', 'orders', 'placements'];
  await withIndexesDeferred(em, rest, () =>
    em.transactional(async (tx) => {
      await insertRows(tx, 'team_links', links);
      await insertRows(tx, 'orders', orders);
      await insertRows(tx, 'placements', placements);
    }),
  );
  return { usersSeconds, orders: orders.length, placements: placements.length, links: links.length };
}
