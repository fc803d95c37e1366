/** Orders and the blogger's commission lines for the team benchmark (tests/bench/team-data.ts). */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/core';
import { monthOf } from '#contract/money.ts';
import { dateParam } from '../../api/lib/db-query.ts';
import type { Row } from './bench-lib.ts';

/** Orders of a fifth of the blogger's team, each paying the blogger a commission at the seller's line. */
export function sales(em: EntityManager, blogger: string, users: Row[], links: Row[], rnd: () => number) {
  const depthOf = new Map(
    links.filter((l) => l.ancestor_id === blogger).map((l) => [l.descendant_id, l.depth]),
  );
  const orders: Row[] = [];
  const postings: Row[] = [];
  const ledger: Row[] = [];
  const created = dateParam(em, new Date());
  const rates = [500, 300, 200, 100];
  for (const u of users) {
    const depth = depthOf.get(u.id) as number | undefined;
    if (!depth || rnd() > 0.2) continue;
    for (let k = 0; k < 1 + Math.floor(rnd() * 3); k++) {
      const amount = 50_000 + Math.floor(rnd() * 100) * 1_000;
      // 2025-01 … 2026-11: the last month is the current one, so the ranks page has a team month to add up.
      const at = new Date(Date.UTC(2025, Math.floor(rnd() * 23), 1 + Math.floor(rnd() * 27)));
      const order = {
        id: randomUUID(),
        external_id: `team-bench-${orders.length}`,
        kind: 'order',
        product: 'monthly',
        amount,
        currency: 'RUB',
        refund_of_id: null,
        click_id: null,
        promocode: null,
        seller_id: u.id,
        attribution: 'click',
        occurred_at: dateParam(em, at),
        source: 'webhook',
        created_at: created,
      };
      orders.push(order);
      const rate = rates[depth - 1] as number;
      const earned = Math.floor((amount * rate) / 10_000);
      const line = {
        currency: 'RUB',
        month: monthOf(at),
        order_id: order.id,
        partner_id: u.id,
        level: depth,
        rate_bp: rate,
        rule: 'standard',
        created_at: created,
      };
      const posting = randomUUID();
      postings.push({ id: posting, key: `order:${order.id}`, kind: 'order', created_at: created });
      ledger.push({
        ...line,
        posting_id: posting,
        account_id: blogger,
        book: 'accrued',
        kind: 'commission',
        amount: earned,
      });
      ledger.push({
        ...line,
        posting_id: posting,
        account_id: null,
        book: 'brand',
        kind: 'commission',
        amount: -earned,
      });
      if (rnd() < 0.05) {
        const refund = {
          ...order,
          id: randomUUID(),
          external_id: `${order.external_id}-r`,
          kind: 'refund',
          refund_of_id: order.id,
        };
        orders.push(refund);
        const rp = randomUUID();
        postings.push({ id: rp, key: `refund:${refund.id}`, kind: 'refund', created_at: created });
        ledger.push({
          ...line,
          posting_id: rp,
          account_id: blogger,
          book: 'accrued',
          kind: 'reversal',
          amount: -earned,
        });
        ledger.push({
          ...line,
          posting_id: rp,
          account_id: null,
          book: 'brand',
          kind: 'reversal',
          amount: earned,
        });
      }
    }
  }
  return { orders, postings, ledger };
}
