import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import { ApiPath } from '#contract/api-paths.ts';
import { NpdSummary, type ReceiptBody, ReceiptTask } from '#contract/tax.ts';
import {
  type PayoutConnectionBody,
  WalletOperationPage,
  WalletSummary,
  Withdrawal,
  type WithdrawalBody,
  WithdrawalPage,
} from '#contract/wallet.ts';
import { api } from '../../../lib/api-client.ts';

export const walletKey = ['wallet'] as const;

export const walletQuery = () =>
  queryOptions({
    queryKey: [...walletKey, 'summary'],
    queryFn: async () => v.parse(WalletSummary, await api.get(ApiPath.wallet).json()),
  });

export const operationsQuery = (page: number) =>
  queryOptions({
    queryKey: [...walletKey, 'operations', page],
    queryFn: async () =>
      v.parse(
        WalletOperationPage,
        await api.get(ApiPath.walletOperations, { searchParams: { page } }).json(),
      ),
    placeholderData: keepPreviousData,
  });

export const requestsQuery = (page: number) =>
  queryOptions({
    queryKey: [...walletKey, 'requests', page],
    queryFn: async () =>
      v.parse(WithdrawalPage, await api.get(ApiPath.withdrawals, { searchParams: { page } }).json()),
    placeholderData: keepPreviousData,
  });

/** Connects the payout service; YooKassa needs the wallet and how the blogger is identified. */
export const connectPayouts = async (body?: PayoutConnectionBody) =>
  v.parse(WalletSummary, await api.post(ApiPath.payoutConnection, body ? { json: body } : {}).json());

/** The key makes a retried attempt (lost answer, double tap) return the first request instead of a second. */
export const createWithdrawal = async (body: WithdrawalBody, idempotencyKey: string) =>
  v.parse(
    Withdrawal,
    await api
      .post(ApiPath.withdrawals, { json: body, headers: { 'Idempotency-Key': idempotencyKey } })
      .json(),
  );

/** The self-employed side: status today, the year against the limit, receipt tasks (decision 067). */
export const npdQuery = () =>
  queryOptions({
    queryKey: [...walletKey, 'npd'],
    queryFn: async () => v.parse(NpdSummary, await api.get(ApiPath.walletNpd).json()),
  });

export const attachReceipt = async (id: string, body: ReceiptBody) =>
  v.parse(ReceiptTask, await api.put(ApiPath.walletReceipt(id), { json: body }).json());
