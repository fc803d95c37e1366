/**
 * A small, fully known money history for the income page tests: seller B (under sponsor S) sells in four
 * months; one month is held by the integration rule, one released, two orders are refunded (one after its
 * month was released, one while it was open), and S gets a quick-start bonus.
 */
import type { FastifyInstance } from 'fastify';
import type { Currency } from '#contract/money.ts';
import { applyOrder, applyRefund } from '../../api/modules/commissions/commissions.service.ts';
import { closeMonth } from '../../api/modules/commissions/month-close.service.ts';
import { post } from '../../api/modules/ledger/ledger.service.ts';
import { Order } from '../../api/modules/orders/order.entity.ts';
import { createUser } from './api-app.ts';
import { makeIntegrations, makeOrder, makeRefund } from './money.ts';

const LONG_AGO = new Date('2025-01-01T00:00:00Z');

export interface IncomeFixture {
  seller: { id: string; email: string };
  sponsor: { id: string; email: string };
  orders: Record<'o1' | 'o2' | 'o3' | 'o4' | 'o5', Order>;
}

async function sale(
  app: FastifyInstance,
  currency: Currency,
  seller: string,
  amount: number,
  at: string,
  product: string,
  promocode: string | null,
): Promise<Order> {
  const order = await makeOrder(app, { seller, amount, at, product, currency });
  const em = app.orm.em.fork();
  await em.nativeUpdate(
    Order,
    { id: order.id },
    { promocode, attribution: promocode ? 'promocode' : 'click' },
  );
  await applyOrder(app.orm.em.fork(), order.id, new Date(at));
  return app.orm.em.fork().findOneOrFail(Order, { id: order.id });
}

async function refund(app: FastifyInstance, order: Order, at: string): Promise<void> {
  const r = await makeRefund(app, order, at);
  await applyRefund(app.orm.em.fork(), r.id, new Date(at));
}

export async function incomeFixture(
  app: FastifyInstance,
  tag: string,
  currency: Currency = 'RUB',
): Promise<IncomeFixture> {
  const sponsor = await createUser(app, {
    email: `s-${tag}@income.test`,
    createdAt: LONG_AGO,
    nickname: 'lead',
    currency,
  });
  const seller = await createUser(app, {
    currency,
    email: `b-${tag}@income.test`,
    sponsor: sponsor.id,
    createdAt: LONG_AGO,
    nickname: `sasha-${tag}`,
  });
  const em = () => app.orm.em.fork();
  const o1 = await sale(app, currency, seller.id, 100_000, '2026-08-10T10:00:00Z', 'monthly', `SASHA${tag}`);
  await makeIntegrations(app, seller.id, ['2026-08-15']);
  await makeIntegrations(app, sponsor.id, ['2026-08-02', '2026-08-20']);
  await closeMonth(em(), '2026-08', new Date('2026-09-01T01:00:00Z'));
  const o2 = await sale(app, currency, seller.id, 200_000, '2026-09-05T10:00:00Z', 'yearly', null);
  const o3 = await sale(app, currency, seller.id, 50_000, '2026-09-20T10:00:00Z', 'monthly', `SASHA${tag}`);
  await makeIntegrations(app, seller.id, ['2026-09-03', '2026-09-17']);
  await closeMonth(em(), '2026-09', new Date('2026-10-01T01:00:00Z'));
  await refund(app, o3, '2026-10-02T12:00:00Z');
  const o4 = await sale(app, currency, seller.id, 30_000, '2026-11-03T10:00:00Z', 'monthly', `SASHA${tag}`);
  const o5 = await sale(app, currency, seller.id, 40_000, '2026-11-04T10:00:00Z', 'monthly', `SASHA${tag}`);
  await refund(app, o5, '2026-11-06T10:00:00Z');
  // The quick-start bonus as the close of August pays it (quick-start.service.ts), without 21 partners.
  await em().transactional((tx) =>
    post(tx, {
      key: `quick_start:${sponsor.id}`,
      kind: 'quick_start',
      currency,
      lines: [
        { kind: 'bonus', month: '2026-08', account: sponsor.id, book: 'wallet', amount: 3_000_000 },
        { kind: 'bonus', month: '2026-08', account: null, book: 'brand', amount: -3_000_000 },
      ],
    }),
  );
  return {
    seller: { id: seller.id, email: seller.email },
    sponsor: { id: sponsor.id, email: sponsor.email },
    orders: { o1, o2, o3, o4, o5 },
  };
}
