import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { CURRENCIES } from '#contract/money.ts';
import { createdAt, timestamps, uuidKey } from '../../lib/columns.ts';
import { User } from '../accounts/accounts.entity.ts';

/** Where the blogger stands with the provider (YooKassa's self-employed object; the sandbox is confirmed). */
export const CONNECTION_STATUSES = ['pending', 'confirmed', 'canceled', 'unregistered'] as const;

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
    /**
     * When the request was first handed to the provider. A resend after the provider's idempotency window
     * (YooKassa: 24 h) must look the payout up before creating one (docs/decisions/077).
     */
    sentAt: p.datetime().nullable(),
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
    status: p.enum(CONNECTION_STATUSES).default('confirmed'),
    /** How the blogger was identified to the provider: the profile's INN or a phone linked to «Мой налог». */
    identifiedBy: p.string().length(8).nullable(),
    /** Counts reconnections: each one is a new provider object under its own idempotency key. */
    attempt: p.integer().default(1),
    /** The last time the status was read from the provider. */
    checkedAt: p.datetime().nullable(),
    createdAt: createdAt(),
  },
});
export type PayoutConnection = InferEntity<typeof PayoutConnection>;
