import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReceiptState } from '#contract/tax.ts';
import type { WalletOperation, WithdrawalStatus } from '#contract/wallet.ts';
import { formatMonth } from '../../../lib/format.ts';

/** SPEC §4 statuses as the blogger reads them. */
export const REQUEST_STATUS: Record<WithdrawalStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  processing: msg`Processing`,
  completed: msg`Completed`,
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
};

/** Receipt tasks of self-employed payouts (decision 067). */
export const RECEIPT_STATE: Record<ReceiptState, MessageDescriptor> = {
  due: msg`Receipt due`,
  overdue: msg`Receipt overdue`,
  cancelled: msg`Receipt cancelled`,
  done: msg`Receipt added`,
};

export const OPERATION_STATUS: Record<'pending' | 'completed' | 'cancelled', MessageDescriptor> = {
  pending: msg`Pending`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
};

/**
 * What each wallet line is, by the ledger kind that put it there: a refund is not a withdrawal, so the
 * direction alone (the amount's sign) never names an operation.
 */
const OPERATION_KIND: Record<string, MessageDescriptor> = {
  bonus: msg`Bonus`,
  commission: msg`Commission`,
  reversal: msg`Refund of a paid order`,
  withdrawal: msg`Withdrawal`,
  payout_return: msg`Payout returned to the wallet`,
};

const OPERATION_TYPE: Record<'withdrawal' | 'deposit', MessageDescriptor> = {
  withdrawal: msg`Debit`,
  deposit: msg`Deposit`,
};

const RELEASE = msg({ message: 'Income for {name}' });

/** The operation's name: the released month's income, its kind's own label, else only its direction. */
export function operationLabel(i18n: I18n, o: Pick<WalletOperation, 'kind' | 'month' | 'type'>): string {
  if (o.kind === 'release')
    return i18n._({ ...RELEASE, values: { name: formatMonth(i18n.locale, o.month) } });
  const label = OPERATION_KIND[o.kind] ?? OPERATION_TYPE[o.type];
  return i18n._(label);
}
