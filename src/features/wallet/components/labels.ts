import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { WithdrawalStatus } from '#contract/wallet.ts';

/** SPEC §4 statuses as the blogger reads them. */
export const REQUEST_STATUS: Record<WithdrawalStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  processing: msg`Processing`,
  completed: msg`Completed`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
};

export const OPERATION_STATUS: Record<'pending' | 'completed' | 'cancelled', MessageDescriptor> = {
  pending: msg`Pending`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};

export const OPERATION_TYPE: Record<'withdrawal' | 'deposit', MessageDescriptor> = {
  withdrawal: msg`Withdrawal`,
  deposit: msg`Deposit`,
};

/** Why a wallet line exists (ledger line kinds that reach the wallet book). */
export const OPERATION_KIND: Record<string, MessageDescriptor> = {
  bonus: msg`Bonus`,
  reversal: msg`A paid order was refunded`,
  withdrawal: msg`Withdrawal request`,
  payout_return: msg`Payout returned to the wallet`,
};
