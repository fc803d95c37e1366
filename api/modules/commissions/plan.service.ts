/** The commission plan in force, its versions, and the default plan seeded on an empty database. */
import type { EntityManager } from '@mikro-orm/core';
import type { CommissionPlan, CommissionPlanBody } from '#contract/commissions.ts';
import { CommissionPlanRow } from './plan.entity.ts';

/** docs/decisions/040-commission-plan.md explains these figures. */
export const DEFAULT_PLAN: CommissionPlanBody = {
  rates: {
    personal: 2000,
    levels: [500, 300, 200, 100],
    early_personal: 2500,
    early_levels: [700, 400, 300, 200],
  },
  early_days: 60,
  products: {
    'annual-12m': {
      personal: 1500,
      levels: [400, 200, 100, 100],
      early_personal: 2000,
      early_levels: [500, 300, 200, 100],
    },
  },
  quick_start: { RUB: 3_000_000, USD: 35_000 },
  quick_start_revenue: { RUB: 50_000_000, USD: 550_000 },
};
/** The default plan is in force from this date, so orders of any past date find a plan. */
const DEFAULT_PLAN_SINCE = new Date('2020-01-01T00:00:00Z');

export const toPlanDto = (row: CommissionPlanRow): CommissionPlan => ({
  id: row.id,
  version: row.version,
  created_at: row.createdAt.toISOString(),
  rates: row.rates,
  early_days: row.earlyDays,
  products: row.products,
  quick_start: row.quickStart,
  quick_start_revenue: row.quickStartRevenue,
});

/** Inserts version 1 when no plan exists (a concurrent instance doing the same is harmless). */
export async function ensureDefaultPlan(em: EntityManager): Promise<void> {
  if (await em.count(CommissionPlanRow, {})) return;
  await em.upsert(
    CommissionPlanRow,
    {
      id: crypto.randomUUID(),
      version: 1,
      rates: DEFAULT_PLAN.rates,
      products: DEFAULT_PLAN.products,
      earlyDays: DEFAULT_PLAN.early_days,
      quickStart: DEFAULT_PLAN.quick_start,
      quickStartRevenue: DEFAULT_PLAN.quick_start_revenue,
      createdAt: DEFAULT_PLAN_SINCE,
    },
    { onConflictFields: ['version'], onConflictAction: 'ignore' },
  );
}

/** The plan in force at `at`: the newest version created before it (the oldest if none is). */
export async function planAt(em: EntityManager, at: Date): Promise<CommissionPlanRow> {
  const row =
    (await em.findOne(CommissionPlanRow, { createdAt: { $lte: at } }, { orderBy: { version: 'desc' } })) ??
    (await em.find(CommissionPlanRow, {}, { orderBy: { version: 'asc' }, limit: 1 }))[0];
  if (!row) throw new Error('no commission plan: ensureDefaultPlan() was not run');
  return row;
}

export async function listPlans(em: EntityManager): Promise<CommissionPlan[]> {
  const rows = await em.find(CommissionPlanRow, {}, { orderBy: { version: 'desc' }, limit: 50 });
  return rows.map(toPlanDto);
}

/**
 * Saves a new version; it applies to orders from now on. Two saves at the same moment race for the next
 * number: the unique version makes the second one fail (the admin route answers 409).
 */
export async function savePlan(
  em: EntityManager,
  body: CommissionPlanBody,
  actor: string,
): Promise<CommissionPlan> {
  // find + limit: findOne refuses an empty filter.
  const [last] = await em.find(CommissionPlanRow, {}, { orderBy: { version: 'desc' }, limit: 1 });
  const row = em.create(CommissionPlanRow, {
    version: (last?.version ?? 0) + 1,
    rates: body.rates,
    products: body.products,
    earlyDays: body.early_days,
    quickStart: body.quick_start,
    quickStartRevenue: body.quick_start_revenue,
    createdBy: actor,
  });
  await em.flush();
  return toPlanDto(row);
}
