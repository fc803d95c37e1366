import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import {
  AdminWithdrawal,
  AdminWithdrawalPage,
  type PayoutDecisionBody,
  type WithdrawalStatus,
} from '#contract/wallet.ts';
import { api } from '../../../lib/api-client.ts';
import { adminKey } from '../../../lib/query-keys.ts';

export const walletAdminKeys = {
  withdrawals: (status: WithdrawalStatus, page: number) =>
    [...adminKey, 'withdrawals', status, page] as const,
};

export const adminWithdrawalsQuery = (status: WithdrawalStatus, page: number) =>
  queryOptions({
    queryKey: walletAdminKeys.withdrawals(status, page),
    queryFn: async () =>
      v.parse(
        AdminWithdrawalPage,
        await api.get(ApiPath.adminWithdrawals, { searchParams: { status, page } }).json(),
      ),
    placeholderData: keepPreviousData,
  });

export async function decideWithdrawal(input: { id: string; body: PayoutDecisionBody }) {
  return v.parse(
    AdminWithdrawal,
    await api.post(ApiPath.adminWithdrawalDecision(input.id), { json: input.body }).json(),
  );
}
