/**
 * Demo fraud review: one order on review. Pavel's sale bought with the e-mail of Sveta, his own partner
 * (self-referral), so Pavel, Maria and the demo ambassador each see a commission "on review", and staff
 * find it in the queue (docs/decisions/070).
 */
import type { EntityManager } from '@mikro-orm/core';
import { User } from '../../modules/accounts/accounts.entity.ts';
import { OrderCustomer } from '../../modules/fraud/fraud.entity.ts';
import { holdOrders } from '../../modules/fraud/hold.service.ts';
import { emailHash } from '../../modules/fraud/identity.ts';
import { Order } from '../../modules/orders/order.entity.ts';

export async function seedDemoFraud(em: EntityManager, now = new Date()): Promise<void> {
  await em.fork().transactional(async (tx) => {
    const pavel = await tx.findOneOrFail(User, { email: 'pavel@demo.local' });
    const at = new Date(now.getTime() - 3_600_000);
    const order = tx.create(Order, {
      externalId: 'demo-review-1',
      kind: 'order',
      product: 'annual-12m',
      amount: 690_000,
      currency: 'RUB',
      promocode: 'PAVELRUN',
      seller: pavel.id,
      attribution: 'promocode',
      occurredAt: at,
      source: 'webhook',
    });
    tx.create(OrderCustomer, {
      order,
      emailHash: emailHash('sveta@demo.local'),
      phoneHash: null,
      emailDomain: 'demo.local',
      seller: pavel.id,
      occurredAt: at,
    });
    await tx.flush();
    await holdOrders(tx, [{ orderId: order.id, rules: ['self_referral'] }], now);
  });
}
