import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchChart, fetchHistory, fetchProducts, fetchSummary } from '../api/income-api.ts';

export const useIncomeSummary = (month: string) =>
  useQuery({
    queryKey: ['income', 'summary', month],
    queryFn: () => fetchSummary(month),
    placeholderData: keepPreviousData,
  });

export const useIncomeChart = (month: string) =>
  useQuery({
    queryKey: ['income', 'chart', month],
    queryFn: () => fetchChart(month),
    placeholderData: keepPreviousData,
  });

export const useIncomeProducts = () =>
  useQuery({ queryKey: ['income', 'products'], queryFn: fetchProducts, staleTime: 5 * 60_000 });

/** History pages follow the server's keyset cursor; "show more" appends the next one. */
export const useIncomeHistory = (filters: { month?: string; product?: string }) =>
  useInfiniteQuery({
    queryKey: ['income', 'history', filters],
    queryFn: ({ pageParam }) => fetchHistory({ ...filters, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
