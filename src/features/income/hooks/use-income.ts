import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  type HistoryFilters,
  incomeChartQuery,
  incomeHistoryQuery,
  incomeProductsQuery,
  incomeSummaryQuery,
} from '../api/income-api.ts';

export const useIncomeSummary = (month: string) => useQuery(incomeSummaryQuery(month));

export const useIncomeChart = (month: string) => useQuery(incomeChartQuery(month));

export const useIncomeProducts = () => useQuery(incomeProductsQuery());

export const useIncomeHistory = (filters: HistoryFilters) => useInfiniteQuery(incomeHistoryQuery(filters));
