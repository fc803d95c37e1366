import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { CURRENCIES } from '#contract/money.ts';
import { createdAt, timestamps, uuidKey } from '../../lib/columns.ts';
import { User } from '../accounts/accounts.entity.ts';

export const WITHDRAWAL_STATUSES = ['pending', 'processing', 'completed', 'failed', 'cancelled'] as const;

export const Withdrawal = defineEntity({
  name: 'Withdrawal',
  tableName: 'withdrawals',
  uniques: [{ properties: ['owner', 'idempotencyKey'] }],
  indexes: [{ properties: ['owner', 'createdAt'] }, { properties: ['status', 'createdAt'] }],
  properties: {
    id: uuidKey(),
    owner: () => p.manyToOne(User).ref().deleteRule('restrict'),
    amount: p.bigint('number'),
    currency: p.enum(CURRENCIES),
    status: p.enum(WITHDRAWAL_STATUSES).default('pending'),
    idempotencyKey: p.string().length(200),
    /** SPEC §3 payout period, yyyy-mm-dd. */
    periodStart: p.string().length(10),
    periodEnd: p.string().length(10),
    /** The payout provider's id for this payout, once sent. */
    providerRef: p.string().length(100).nullable().unique(),
    failureReason: p.string().length(500).nullable(),
    decidedBy: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    ...timestamps(),
  },
});
export type Withdrawal = InferEntity<typeof Withdrawal>;

export const PayoutConnection = defineEntity({
  name: 'PayoutConnection',
  tableName: 'payout_connections',
  properties: {
    id: uuidKey(),
    owner: () => p.manyToOne(User).ref().unique().deleteRule('cascade'),
    provider: p.string().length(32),
    /** The provider's id of the blogger's payout account. */
    externalId: p.string().length(100),
    /** Where the provider sends the money when it needs it from us (YooKassa: a YooMoney wallet number). */
    destination: p.string().length(100).nullable(),
    /** The provider's page where the blogger grants it rights (YooKassa: the «Мой налог» request). */
    confirmationUrl: p.string().length(500).nullable(),
    createdAt: createdAt(),
  },
});
export type PayoutConnection = InferEntity<typeof PayoutConnection>;
