/**
 * The commission plan in the admin area: versions (the one in force and the past ones), saving a new version
 * with an audit line, and the month close run by hand with its results (docs/decisions/040-commission-plan.md).
 */
import { type EntityManager, UniqueConstraintViolationException } from '@mikro-orm/core';
import type {
  CommissionPlanInput,
  MonthCloseItem,
  MonthClosePage,
  MonthCloseQuery,
  MonthCloseRun,
  PlanHistory,
  PlanVersion,
} from '#contract/commission-admin.ts';
import { lastEndedMonth, type MonthKey, monthOf } from '#contract/money.ts';
import { conflict } from '../../lib/app-error.ts';
import { db, rowDate } from '../../lib/db-query.ts';
import { validationError } from '../../lib/valibot.ts';
import { audited } from '../audit/audited.ts';
import { type CatalogLocale, productNames } from '../products/products.service.ts';
import { CommissionPlanRow, MonthClose } from './plan.entity.ts';
import { planAt, savePlan, toPlanDto } from './plan.service.ts';

const VERSIONS = 50;
export const MONTH_CLOSE_PAGE = 50;
/** The job name the hourly month close claims (api/jobs/month-close.ts). */
export const MONTH_CLOSE_JOB = 'month-close';

const toVersion = (row: CommissionPlanRow): PlanVersion => ({
  ...toPlanDto(row),
  created_by: row.createdBy?.getEntity().email ?? null,
});

export async function planHistory(
  em: EntityManager,
  locale: CatalogLocale,
  now = new Date(),
): Promise<PlanHistory> {
  const rows = await em.find(
    CommissionPlanRow,
    {},
    { orderBy: { version: 'desc' }, limit: VERSIONS, populate: ['createdBy'] },
  );
  const inForce = await planAt(em, now);
  const current = rows.find((r) => r.id === inForce.id) ?? inForce;
  if (current === inForce) await em.populate(inForce, ['createdBy']);
  const product_names = Object.fromEntries(await productNames(em, locale));
  return { current: toVersion(current), versions: rows.map(toVersion), product_names };
}

/** Stores the plan as a new version (from now on) and writes who did it into the audit log. */
export async function saveNewPlan(
  em: EntityManager,
  actorId: string,
  body: CommissionPlanInput,
): Promise<PlanVersion> {
  try {
    const saved = await audited(
      em,
      actorId,
      'commission_plan.save',
      (tx) => savePlan(tx, body, actorId),
      (plan) => ({ id: plan.id, reason: `v${plan.version}` }),
    );
    const row = await em.findOneOrFail(CommissionPlanRow, { id: saved.id }, { populate: ['createdBy'] });
    return toVersion(row);
  } catch (error) {
    // Two admins saving at the same moment: the second one's version number was taken.
    if (error instanceof UniqueConstraintViolationException) throw conflict();
    throw error;
  }
}

/** Closes a month that has ended; `run` is the claimed job (null when another instance is running it). */
export async function runMonthCloseNow(
  month: MonthKey,
  now: Date,
  run: () => Promise<number | null>,
): Promise<MonthCloseRun> {
  if (month >= monthOf(now)) throw validationError({ month: ['month_not_ended'] });
  const closed = await run();
  return { month, ran: closed !== null, closed: closed ?? 0 };
}

export async function listMonthCloses(
  em: EntityManager,
  query: MonthCloseQuery,
  now = new Date(),
): Promise<MonthClosePage> {
  const month = query.month ?? lastEndedMonth(now);
  const [rows, total] = await em.findAndCount(
    MonthClose,
    { month },
    {
      populate: ['account'],
      orderBy: { outcome: 'asc', amount: 'desc', id: 'asc' },
      limit: MONTH_CLOSE_PAGE,
      offset: (query.page - 1) * MONTH_CLOSE_PAGE,
    },
  );
  const job = await db(em)
    .selectFrom('job_runs')
    .select(['finished_at', 'count'])
    .where('name', '=', MONTH_CLOSE_JOB)
    .where('period', '=', month)
    .executeTakeFirst();
  const items: MonthCloseItem[] = rows.map((r) => {
    const account = r.account.getEntity();
    return {
      id: r.id,
      account: { id: account.id, email: account.email, nickname: account.nickname ?? null },
      month: r.month,
      outcome: r.outcome,
      integrations: r.integrations,
      required: r.required,
      amount: r.amount,
      currency: account.currency ?? null,
      created_at: r.createdAt.toISOString(),
    };
  });
  return {
    month,
    items,
    total,
    page: query.page,
    pages: Math.max(1, Math.ceil(total / MONTH_CLOSE_PAGE)),
    job: job
      ? {
          finished_at: job.finished_at == null ? null : rowDate(job.finished_at).toISOString(),
          count: Number(job.count),
        }
      : null,
  };
}
