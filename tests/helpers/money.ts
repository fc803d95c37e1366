/** Test data for money: orders, refunds and integrations written straight to the database. */
import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { Order } from '../../api/modules/orders/order.entity.ts';
import { Placement } from '../../api/modules/placements/placement.entity.ts';

let seq = 0;

export async function makeOrder(
  app: FastifyInstance,
  fields: { seller: string | null; amount: number; at: string; product?: string; currency?: 'RUB' | 'USD' },
): Promise<Order> {
  const em = app.orm.em.fork();
  const order = em.create(Order, {
    externalId: `test-order-${process.pid}-${++seq}`,
    kind: 'order',
    product: fields.product ?? 'monthly',
    amount: fields.amount,
    currency: fields.currency ?? 'RUB',
    seller: fields.seller,
    attribution: fields.seller ? 'promocode' : null,
    occurredAt: new Date(fields.at),
    source: 'webhook',
  });
  await em.flush();
  return order;
}

export async function makeRefund(app: FastifyInstance, order: Order, at: string): Promise<Order> {
  const em = app.orm.em.fork();
  const refund = em.create(Order, {
    externalId: `${order.externalId}-refund`,
    kind: 'refund',
    refundOf: order.id,
    product: order.product,
    amount: order.amount,
    currency: order.currency,
    seller: order.seller?.id ?? null,
    attribution: order.attribution,
    occurredAt: new Date(at),
    source: 'webhook',
  });
  await em.flush();
  return refund;
}

/** Approved placements (ERID issued) starting on the given days: integrations for the month rule. */
export async function makeIntegrations(
  app: FastifyInstance,
  owner: string,
  startDates: string[],
): Promise<void> {
  const em = app.orm.em.fork();
  for (const startDate of startDates) {
    em.create(Placement, {
      id: uuidv7(),
      owner,
      revision: 1,
      status: 'ready',
      network: 'vk',
      format: 'post',
      category: 'fitness',
      startDate,
      endDate: startDate,
      removalDueAt: new Date(`${startDate}T21:00:00Z`),
      text: 'Integration for the month rule',
      reach: 1000,
      targetUrl: 'https://example.com',
      erid: `erid-${uuidv7()}`,
    });
  }
  await em.flush();
}
