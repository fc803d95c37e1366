import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const MISSING_COLUMN = msg`Missing column`;

/** Why the webhook or the import refused an event (contract REJECT_REASONS) and file-level problems. */
export const REASONS: Record<string, MessageDescriptor> = {
  unknown_order: msg`No order with this id to refund`,
  amount_mismatch: msg`The refund amount differs from the order's (only full refunds)`,
  currency_mismatch: msg`The refund currency differs from the order's`,
  already_refunded: msg`The order is already refunded`,
  before_order: msg`The refund is dated before its order`,
  invalid_csv: msg`The file is not valid CSV (check the quotes)`,
  no_rows: msg`The file has no rows below the header`,
  too_many_rows: msg`Too many rows: at most 5 000 per import`,
};

export const reasonText = (i18n: I18n, code: string) => {
  const [key, detail] = code.split(':');
  if (key === 'missing_column') return `${i18n._(MISSING_COLUMN)}: ${detail}`;
  const label = key ? REASONS[key] : undefined;
  return label ? i18n._(label) : code;
};
