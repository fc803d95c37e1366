import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { CURRENCIES } from '#contract/money.ts';
import { createdAt, uuidKey } from '../../lib/columns.ts';
import { User } from '../accounts/accounts.entity.ts';

export const ORDER_KINDS = ['order', 'refund'] as const;
/** How the seller was found: the promocode beats a click; `manual` is an admin's decision (audited). */
export const ATTRIBUTIONS = ['promocode', 'click', 'manual'] as const;
export const SALE_SOURCES = ['webhook', 'csv'] as const;

export const Order = defineEntity({
  name: 'Order',
  tableName: 'orders',
  indexes: [
    { properties: ['seller', 'occurredAt'] },
    { properties: ['attribution', 'occurredAt'] },
    // The income page's product filter lists distinct products with a loose index scan (decision 046).
    { properties: ['product'] },
    // The income summary's month of own sales, answered from the index alone.
    {
      name: 'orders_income_month_index',
      properties: ['seller', 'occurredAt', 'kind', 'currency', 'attribution', 'amount', 'id'],
    },
    // The team summary's revenue: the amount of each order that paid the viewer, without a table read
    // (decision 050: 68 ms → 14 ms for 40 000 orders on SQLite).
    { properties: ['id', 'amount'] },
    // What each placement earned (decision 080): its orders and revenue, read from the index alone. Every
    // read names placements, so orders without one (most) stay out of it (decision 092).
    { properties: ['placementId', 'kind', 'amount'], where: 'placement_id is not null' },
  ],
  properties: {
    id: uuidKey(),
    externalId: p.string().length(100).unique(),
    kind: p.enum(ORDER_KINDS),
    /** For a refund: the order it takes back (one refund per order). */
    // Its unique index is the foreign key's index too (no second one, SQLite's default; decision 092).
    refundOf: () => p.manyToOne(Order).ref().nullable().unique().deleteRule('restrict').index(false),
    product: p.string().length(100),
    amount: p.integer(),
    currency: p.enum(CURRENCIES),
    promocode: p.string().length(32).nullable(),
    clickId: p.string().length(100).nullable(),
    /** The blogger credited with the sale; null while unattributed. */
    // The (seller, occurredAt) indexes above serve the foreign key: no single-column one (decision 092).
    seller: () => p.manyToOne(User).ref().nullable().deleteRule('set null').index(false),
    attribution: p.enum(ATTRIBUTIONS).nullable(),
    /**
     * The seller's placement that brought the sale (its tracked link's click, or its promocode); a plain id,
     * as orders sit below placements (decision 030). A refund carries its order's.
     */
    placementId: p.uuid().nullable(),
    occurredAt: p.datetime(),
    source: p.enum(SALE_SOURCES),
    createdAt: createdAt(),
  },
});
export type Order = InferEntity<typeof Order>;

export const CLICK_TARGETS = ['join', 'shop'] as const;

export const ReferralClick = defineEntity({
  name: 'ReferralClick',
  tableName: 'referral_clicks',
  indexes: [{ properties: ['owner', 'createdAt'] }, { properties: ['placementId', 'target', 'signup'] }],
  properties: {
    id: uuidKey(),
    owner: () => p.manyToOne(User).ref().deleteRule('cascade'),
    target: p.enum(CLICK_TARGETS),
    /** The placement whose tracked link was clicked (`?erid=`), a plain id like the order's (decision 080). */
    placementId: p.uuid().nullable(),
    /** For a `join` click: the account registered after it. */
    signup: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    /** A paid-ad click id the visitor arrived with (`gclid`, `yclid`, …): the fraud rule `paid_click`. */
    paidParam: p.string().length(32).nullable(),
    createdAt: createdAt(),
  },
});
export type ReferralClick = InferEntity<typeof ReferralClick>;
