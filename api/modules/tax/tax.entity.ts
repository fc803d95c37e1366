import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { CURRENCIES } from '#contract/money.ts';
import { createdAt, timestamps, uuidKey } from '../../lib/columns.ts';
import { User } from '../accounts/accounts.entity.ts';

/**
 * The tax service's answer for one INN on one Moscow day: the cache (one call per INN and day) and the
 * status history staff read (docs/decisions/067-self-employed-payouts.md).
 */
export const NpdCheck = defineEntity({
  name: 'NpdCheck',
  tableName: 'npd_checks',
  uniques: [{ properties: ['inn', 'day'] }],
  properties: {
    id: uuidKey(),
    inn: p.string().length(12),
    /** yyyy-mm-dd, the requestDate sent. */
    day: p.string().length(10),
    valid: p.boolean(),
    /** The service's own words ("… является плательщиком налога на профессиональный доход"). */
    message: p.string().length(500),
    checkedAt: createdAt(),
  },
});
export type NpdCheck = InferEntity<typeof NpdCheck>;

/**
 * A payout to a self-employed blogger needs an income receipt from «Мой налог», due by the 9th of the next
 * month. `withdrawalId` names the payout (no foreign key: the wallet module sits above this one).
 */
export const TaxReceipt = defineEntity({
  name: 'TaxReceipt',
  tableName: 'tax_receipts',
  indexes: [{ properties: ['owner', 'status'] }, { properties: ['status', 'dueDay'] }],
  properties: {
    id: uuidKey(),
    withdrawalId: p.uuid().unique(),
    owner: () => p.manyToOne(User).ref().deleteRule('cascade'),
    amount: p.bigint('number'),
    currency: p.enum(CURRENCIES),
    paidDay: p.string().length(10),
    dueDay: p.string().length(10),
    /** open: the blogger owes the receipt; done: a receipt is attached. */
    status: p.enum(['open', 'done'] as const).default('open'),
    receiptUrl: p.string().length(300).nullable(),
    /** The receipt id from the link; unique, so one receipt never closes two payouts. */
    receiptId: p.string().length(40).nullable().unique(),
    source: p.enum(['blogger', 'provider'] as const).nullable(),
    /** Set when an attached receipt was cancelled in «Мой налог»; the task is open again. */
    cancelledAt: p.datetime().nullable(),
    /** The last reminder sent: 'soon' before the due day, 'overdue' after it. */
    reminded: p.string().length(10).nullable(),
    ...timestamps(),
  },
});
export type TaxReceipt = InferEntity<typeof TaxReceipt>;
