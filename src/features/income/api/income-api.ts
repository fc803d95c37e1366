import { infiniteQueryOptions, keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { HeldCommissionList } from '#contract/fraud.ts';
import {
  IncomeChart,
  IncomeHistoryPage,
  type IncomeHistoryQuery,
  IncomeProducts,
  IncomeSummary,
} from '#contract/income.ts';
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

/**
 * Lines per history page. A line is a card of about 250 px on a phone: the API's default 30 made a 9 000 px
 * page before "show more"; ten keep it to a few screens, and "show more" appends the next ten.
 */
export const HISTORY_PAGE_SIZE = 10;

export type HistoryFilters = { month?: string; product?: string };

export const incomeKeys = {
  all: ['income'] as const,
  summary: (month: string) => ['income', 'summary', month] as const,
  chart: (month: string) => ['income', 'chart', month] as const,
  products: ['income', 'products'] as const,
  history: (filters: HistoryFilters) => ['income', 'history', filters] as const,
  onReview: ['income', 'on-review'] as const,
};

/** The blogger's commissions held by the fraud rules, and those a review cancelled. */
export const onReviewQuery = () =>
  queryOptions({
    queryKey: incomeKeys.onReview,
    queryFn: async () => v.parse(HeldCommissionList, await api.get(ApiPath.incomeOnReview).json()),
  });

export const incomeSummaryQuery = (month: string) =>
  queryOptions({
    queryKey: incomeKeys.summary(month),
    queryFn: () => fetchSummary(month),
    placeholderData: keepPreviousData,
  });

export const incomeChartQuery = (month: string) =>
  queryOptions({
    queryKey: incomeKeys.chart(month),
    queryFn: () => fetchChart(month),
    placeholderData: keepPreviousData,
  });

export const incomeProductsQuery = () =>
  queryOptions({ queryKey: incomeKeys.products, queryFn: fetchProducts, staleTime: 5 * 60_000 });

/** History pages follow the server's keyset cursor; "show more" appends the next one. */
export const incomeHistoryQuery = (filters: HistoryFilters) =>
  infiniteQueryOptions({
    queryKey: incomeKeys.history(filters),
    queryFn: ({ pageParam }) => fetchHistory({ ...filters, cursor: pageParam, limit: HISTORY_PAGE_SIZE }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    placeholderData: keepPreviousData,
  });
