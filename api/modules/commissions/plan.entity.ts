import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type { CommissionPlanBody, RateSet } from '#contract/commissions.ts';
import { createdAt, uuidKey } from '../../lib/columns.ts';
import { User } from '../accounts/accounts.entity.ts';

export const CommissionPlanRow = defineEntity({
  name: 'CommissionPlanRow',
  tableName: 'commission_plans',
  properties: {
    id: uuidKey(),
    version: p.integer().unique(),
    rates: p.json<RateSet>(),
    products: p.json<Record<string, RateSet>>(),
    earlyDays: p.integer(),
    quickStart: p.json<CommissionPlanBody['quick_start']>(),
    quickStartRevenue: p.json<CommissionPlanBody['quick_start_revenue']>(),
    /** When this version took effect. */
    createdAt: createdAt(),
    createdBy: () => p.manyToOne(User).ref().nullable().deleteRule('set null'),
  },
});
export type CommissionPlanRow = InferEntity<typeof CommissionPlanRow>;

/** A blogger's month after its close: released to the wallet, or held back by the integration rule. */
export const MONTH_OUTCOMES = ['released', 'held'] as const;

export const MonthClose = defineEntity({
  name: 'MonthClose',
  tableName: 'month_closes',
  uniques: [{ properties: ['account', 'month'] }],
  properties: {
    id: uuidKey(),
    account: () => p.manyToOne(User).ref().deleteRule('cascade'),
    month: p.string().length(7),
    outcome: p.enum(MONTH_OUTCOMES),
    integrations: p.integer(),
    required: p.integer(),
    /** The month's net accrued income that was released or held, minor units. */
    amount: p.bigint('number'),
    createdAt: createdAt(),
  },
});
export type MonthClose = InferEntity<typeof MonthClose>;
