import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { LEAK_STATUSES } from '#contract/leaks.ts';
import { createdAt, uuidKey } from '../../lib/columns.ts';
import { User } from '../accounts/accounts.entity.ts';
import { Order } from '../orders/order.entity.ts';
import { Promocode } from '../promocodes/promocode.entity.ts';

/**
 * An order that carried a registered promocode, with what the leak scan reads (docs/decisions/078): whether
 * it also came through the code owner's own link, and the region and referrer the brand sent.
 */
export const PromocodeUse = defineEntity({
  name: 'PromocodeUse',
  tableName: 'promocode_uses',
  indexes: [{ properties: ['promocode', 'occurredAt'] }, { properties: ['occurredAt'] }],
  properties: {
    order: () => p.oneToOne(Order).owner().primary().ref().deleteRule('cascade'),
    promocode: () => p.manyToOne(Promocode).ref().deleteRule('cascade'),
    /** The order carried a valid click id of the code owner's link. */
    clicked: p.boolean(),
    region: p.string().length(64).nullable(),
    referrerHost: p.string().length(253).nullable(),
    occurredAt: p.datetime(),
  },
});
export type PromocodeUse = InferEntity<typeof PromocodeUse>;

/** One flag per code: the scan keeps an open flag's figures current; staff retire the code or dismiss it. */
export const PromocodeLeak = defineEntity({
  name: 'PromocodeLeak',
  tableName: 'promocode_leaks',
  indexes: [{ properties: ['status', 'updatedAt'] }],
  properties: {
    id: uuidKey(),
    promocode: () => p.oneToOne(Promocode).owner().unique().ref().deleteRule('cascade'),
    status: p.enum(LEAK_STATUSES).default('open'),
    /** Comma-separated signal codes. */
    signals: p.string().length(200),
    /** LeakFigures as JSON text. */
    figures: p.text(),
    decidedBy: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
    decidedAt: p.datetime().nullable(),
    reason: p.string().length(500).nullable(),
    createdAt: createdAt(),
    updatedAt: p.datetime(),
  },
});
export type PromocodeLeak = InferEntity<typeof PromocodeLeak>;
