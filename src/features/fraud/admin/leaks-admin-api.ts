import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { LeakPage, type LeakStatus, PromocodeLeak } from '#contract/leaks.ts';
import { api } from '../../../lib/api-client.ts';
import { adminKey } from '../../../lib/query-keys.ts';

export const leakKeys = {
  list: (status: LeakStatus, page: number) => [...adminKey, 'promocode-leaks', status, page] as const,
};

export const leaksQuery = (status: LeakStatus, page: number) =>
  queryOptions({
    queryKey: leakKeys.list(status, page),
    queryFn: async () =>
      v.parse(
        LeakPage,
        await api.get(ApiPath.adminPromocodeLeaks, { searchParams: { status, page } }).json(),
      ),
    placeholderData: keepPreviousData,
  });

export async function retireLeak(input: { id: string; graceDays: number }) {
  return v.parse(
    PromocodeLeak,
    await api
      .post(ApiPath.adminPromocodeLeakRetire(input.id), { json: { grace_days: input.graceDays } })
      .json(),
  );
}

export async function dismissLeak(input: { id: string; reason: string }) {
  return v.parse(
    PromocodeLeak,
    await api.post(ApiPath.adminPromocodeLeakDismiss(input.id), { json: { reason: input.reason } }).json(),
  );
}
