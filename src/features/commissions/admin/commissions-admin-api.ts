import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '../../../../contract/api-paths.ts';
import {
  type CommissionPlanInput,
  MonthClosePage,
  MonthCloseRun,
  PlanHistory,
  PlanVersion,
} from '../../../../contract/commission-admin.ts';
import { api } from '../../../lib/api-client.ts';

export const planHistoryQuery = () =>
  queryOptions({
    queryKey: ['admin', 'commission-plan'],
    queryFn: async () => v.parse(PlanHistory, await api.get(ApiPath.adminCommissionPlan).json()),
  });

export async function savePlan(body: CommissionPlanInput): Promise<PlanVersion> {
  return v.parse(PlanVersion, await api.post(ApiPath.adminCommissionPlan, { json: body }).json());
}

export const monthClosesQuery = (month: string, page: number) =>
  queryOptions({
    queryKey: ['admin', 'month-closes', month, page],
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
