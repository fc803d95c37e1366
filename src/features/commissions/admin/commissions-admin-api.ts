import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import {
  type CommissionPlanInput,
  MonthClosePage,
  MonthCloseRun,
  PlanHistory,
  PlanVersion,
} from '#contract/commission-admin.ts';
import { api } from '../../../lib/api-client.ts';
import { ADMIN_STALE_MS, adminKey } from '../../../lib/query-keys.ts';

export const commissionsKeys = {
  plan: [...adminKey, 'commission-plan'] as const,
  monthCloses: [...adminKey, 'month-closes'] as const,
  monthClosePage: (month: string, page: number) => [...adminKey, 'month-closes', month, page] as const,
};

export const planHistoryQuery = () =>
  queryOptions({
    queryKey: commissionsKeys.plan,
    staleTime: ADMIN_STALE_MS,
    queryFn: async () => v.parse(PlanHistory, await api.get(ApiPath.adminCommissionPlan).json()),
  });

export async function savePlan(body: CommissionPlanInput): Promise<PlanVersion> {
  return v.parse(PlanVersion, await api.post(ApiPath.adminCommissionPlan, { json: body }).json());
}

export const monthClosesQuery = (month: string, page: number) =>
  queryOptions({
    queryKey: commissionsKeys.monthClosePage(month, page),
    queryFn: async () =>
      v.parse(
        MonthClosePage,
        await api.get(ApiPath.adminMonthCloses, { searchParams: { month, page } }).json(),
      ),
    placeholderData: keepPreviousData,
  });

export async function runMonthClose(month: string): Promise<MonthCloseRun> {
  return v.parse(MonthCloseRun, await api.post(ApiPath.adminMonthCloses, { json: { month } }).json());
}
