import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { AdminNpdBlogger, AdminReceiptPage, type ReceiptState, ReceiptTask } from '#contract/tax.ts';
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
  receipts: (state: ReceiptState, page: number) => [...adminKey, 'receipts', state, page] as const,
  npd: (id: string) => [...adminKey, 'npd', id] as const,
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

/** The receipts board of self-employed payouts (decision 067). */
export const adminReceiptsQuery = (state: ReceiptState, page: number) =>
  queryOptions({
    queryKey: walletAdminKeys.receipts(state, page),
    queryFn: async () =>
      v.parse(
        AdminReceiptPage,
        await api.get(ApiPath.adminReceipts, { searchParams: { state, page } }).json(),
      ),
    placeholderData: keepPreviousData,
  });

/** One blogger's self-employed status today and its history. */
export const adminNpdQuery = (id: string) =>
  queryOptions({
    queryKey: walletAdminKeys.npd(id),
    queryFn: async () => v.parse(AdminNpdBlogger, await api.get(ApiPath.adminNpd(id)).json()),
  });

export const markReceiptCancelled = async (id: string) =>
  v.parse(ReceiptTask, await api.post(ApiPath.adminReceiptCancellation(id)).json());
