import * as v from 'valibot';
import { ApiPath } from '../../../../contract/api-paths.ts';
import {
  IncomeChart,
  IncomeHistoryPage,
  type IncomeHistoryQuery,
  IncomeProducts,
  IncomeSummary,
} from '../../../../contract/income.ts';
import { api } from '../../../lib/api-client.ts';

const params = (query: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number
  >;

export const fetchSummary = async (month: string) =>
  v.parse(IncomeSummary, await api.get(ApiPath.income, { searchParams: { month } }).json());

export const fetchChart = async (month: string) =>
  v.parse(IncomeChart, await api.get(ApiPath.incomeChart, { searchParams: { month } }).json());

export const fetchHistory = async (query: IncomeHistoryQuery) =>
  v.parse(IncomeHistoryPage, await api.get(ApiPath.incomeHistory, { searchParams: params(query) }).json());

export const fetchProducts = async () =>
  v.parse(IncomeProducts, await api.get(ApiPath.incomeProducts).json());
