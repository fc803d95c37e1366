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

/**
 * Lines per history page. A line is a card of about 250 px on a phone: the API's default 30 made a 9 000 px
 * page before "show more"; ten keep it to a few screens, and "show more" appends the next ten.
 */
export const HISTORY_PAGE_SIZE = 10;

/** History pages follow the server's keyset cursor; "show more" appends the next one. */
export const useIncomeHistory = (filters: { month?: string; product?: string }) =>
  useInfiniteQuery({
    queryKey: ['income', 'history', filters],
    queryFn: ({ pageParam }) => fetchHistory({ ...filters, cursor: pageParam, limit: HISTORY_PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
