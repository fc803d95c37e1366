import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { FRAUD_RULES, REVIEW_STATUSES } from '#contract/fraud.ts';
import { CURRENCIES } from '#contract/money.ts';
import { createdAt, uuidKey } from '../../lib/columns.ts';
import { User } from '../accounts/accounts.entity.ts';
import { Order } from '../orders/order.entity.ts';

/** A rule staff switch on and off (docs/decisions/070). A missing row counts as on. */
export const FraudRuleRow = defineEntity({
  name: 'FraudRuleRow',
  tableName: 'fraud_rules',
  properties: {
    code: p.enum(FRAUD_RULES).primary(),
    enabled: p.boolean(),
    updatedAt: p.datetime().onCreate(() => new Date()),
  },
});
export type FraudRuleRow = InferEntity<typeof FraudRuleRow>;

/** The customer as the brand sent them: hashes of the normalised e-mail and phone, the e-mail's domain. */
export const OrderCustomer = defineEntity({
  name: 'OrderCustomer',
  tableName: 'order_customers',
  indexes: [{ properties: ['emailHash', 'occurredAt'] }, { properties: ['phoneHash', 'occurredAt'] }],
  properties: {
    order: () => p.oneToOne(Order).owner().primary().ref().deleteRule('cascade'),
    emailHash: p.string().length(64).nullable(),
    phoneHash: p.string().length(64).nullable(),
    emailDomain: p.string().length(253).nullable(),
    /** Copied from the order, so the "several bloggers" rule reads one index range. */
    seller: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    occurredAt: p.datetime(),
  },
});
export type OrderCustomer = InferEntity<typeof OrderCustomer>;

/** A flagged order: its commissions wait here, on every level, until staff release or cancel them. */
export const OrderReview = defineEntity({
  name: 'OrderReview',
  tableName: 'order_reviews',
  indexes: [{ properties: ['status', 'createdAt'] }],
  properties: {
    id: uuidKey(),
    order: () => p.oneToOne(Order).owner().unique().ref().deleteRule('restrict'),
    status: p.enum(REVIEW_STATUSES).default('on_review'),
    /** The rules that flagged it, comma-separated codes. */
    rules: p.string().length(200),
    decidedBy: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    decidedAt: p.datetime().nullable(),
    reason: p.string().length(500).nullable(),
    createdAt: createdAt(),
  },
});
export type OrderReview = InferEntity<typeof OrderReview>;

/** What the order would pay each earner (the plan in force at the order), posted only on release. */
export const HeldCommission = defineEntity({
  name: 'HeldCommission',
  tableName: 'held_commissions',
  indexes: [{ properties: ['account', 'createdAt'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    review: () => p.manyToOne(OrderReview).ref().deleteRule('cascade').index(),
    account: () => p.manyToOne(User).ref().deleteRule('restrict'),
    level: p.integer(),
    amount: p.bigint('number'),
    currency: p.enum(CURRENCIES),
    rateBp: p.integer(),
    rule: p.enum(['standard', 'early', 'product', 'product_early'] as const),
    /** The order's month; on release a month already closed for the earner becomes the current one. */
    month: p.string().length(7),
    createdAt: createdAt(),
  },
});
export type HeldCommission = InferEntity<typeof HeldCommission>;
