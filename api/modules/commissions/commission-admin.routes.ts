/**
 * /api/v1/admin/commission-plan and /admin/month-closes: moderators read the plan and the month results;
 * only admins save a plan version or close a month (docs/decisions/040-commission-plan.md).
 */
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import { ApiPath } from '#contract/api-paths.ts';
import {
  CommissionPlanInput,
  MonthClosePage,
  MonthCloseQuery,
  MonthCloseRun,
  MonthCloseRunBody,
  PlanHistory,
  PlanVersion,
} from '#contract/commission-admin.ts';
import { ErrorBody } from '#contract/errors.ts';
import { ADMIN_ROUTE } from '../../lib/admin-schema.ts';
import { now as clockNow } from '../../lib/clock.ts';
import { currentUser } from '../../lib/current-user.ts';
import type { ValibotTypeProvider } from '../../lib/valibot.ts';
import { listMonthCloses, planHistory, runMonthCloseNow, saveNewPlan } from './commission-admin.service.ts';

const errors = { 401: ErrorBody, 403: ErrorBody, 409: ErrorBody, 422: ErrorBody };

export interface CommissionAdminOptions {
  /** The month close under the job claim (api/jobs/month-close.ts; modules do not import jobs). */
  closeMonthNow: (em: EntityManager, month: string, now: Date) => Promise<number | null>;
}

const commissionAdminRoutes: FastifyPluginAsync<
  CommissionAdminOptions,
  RawServerDefault,
  ValibotTypeProvider
> = async (app, { closeMonthNow }) => {
  const read = app.requireRole('moderator');
  const write = app.requireRole('admin');

  app.get(
    `/${ApiPath.adminCommissionPlan}`,
    { schema: { ...ADMIN_ROUTE, response: { 200: PlanHistory, ...errors } }, onRequest: read },
    // Staff read product names in the site's language: the English site reads the English catalog.
    async (request) => planHistory(request.em, request.locale() === 'en' ? 'en' : 'ru'),
  );

  app.post(
    `/${ApiPath.adminCommissionPlan}`,
    {
      schema: { ...ADMIN_ROUTE, body: CommissionPlanInput, response: { 200: PlanVersion, ...errors } },
      onRequest: write,
    },
    async (request) => saveNewPlan(request.em, currentUser(request).id, request.body),
  );

  app.get(
    `/${ApiPath.adminMonthCloses}`,
    {
      schema: { ...ADMIN_ROUTE, querystring: MonthCloseQuery, response: { 200: MonthClosePage, ...errors } },
      onRequest: read,
    },
    async (request) => listMonthCloses(request.em, request.query),
  );

  app.post(
    `/${ApiPath.adminMonthCloses}`,
    {
      schema: { ...ADMIN_ROUTE, body: MonthCloseRunBody, response: { 200: MonthCloseRun, ...errors } },
      onRequest: write,
    },
    async (request) => {
      const now = clockNow();
      const { month } = request.body;
      return runMonthCloseNow(month, now, () => closeMonthNow(request.em, month, now));
    },
  );
};

export default commissionAdminRoutes;
