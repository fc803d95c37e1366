/**
 * How income reads in the UI: the line types, rules, states and reasons the API sends as codes (decision 046).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  IncomeLine,
  IncomeReason,
  IncomeSummary,
  LineState,
  MonthState,
  ReasonCode,
} from '#contract/income.ts';
import { formatDate, formatMonth } from '../../lib/format.ts';

export const LINE_STATE_LABELS: Record<LineState, MessageDescriptor> = {
  accrued: msg`Accrued`,
  held: msg`Held`,
  paid: msg`Paid out`,
  reversed: msg`Reversed`,
};

export const MONTH_STATE_LABELS: Record<MonthState, MessageDescriptor> = {
  open: msg`Month open`,
  released: msg`Released to the wallet`,
  held: msg`Held by the integration rule`,
};

export const RULE_LABELS: Record<NonNullable<IncomeLine['rule']>, MessageDescriptor> = {
  standard: msg`standard rate`,
  early: msg`first 60 days rate`,
  product: msg`product rate`,
  product_early: msg`product rate, first 60 days`,
};

export function lineTypeLabel(i18n: I18n, line: Pick<IncomeLine, 'type' | 'level'>): string {
  switch (line.type) {
    case 'own':
      return i18n._(msg`Own sale`);
    case 'team':
      return i18n._(msg`Team, level ${line.level ?? 0}`);
    case 'quick_start':
      return i18n._(msg`Quick-start bonus`);
    case 'reversal':
      return i18n._(msg`Refund`);
  }
}

const REASONS: Record<ReasonCode, MessageDescriptor> = {
  accrued_open: msg({ message: 'Accrued for {month}; it is paid out when the month is closed.' }),
  held_integrations: msg({ message: 'Held: {integrations} of {required} integrations in {month}.' }),
  paid_released: msg({ message: 'Paid out to the wallet when {month} was closed.' }),
  paid_bonus: msg({ message: 'Quick-start bonus paid to the wallet for {month}.' }),
  reversed_refund: msg({ message: 'Reversed: order {order} was refunded on {date}.' }),
  refund: msg({ message: 'Taken back: order {order} was refunded on {date}.' }),
};

/** One sentence for a line's state; month and date parameters are formatted in the reader's locale. */
export function reasonText(i18n: I18n, reason: IncomeReason): string {
  const p = reason.params;
  const values: Record<string, string | number> = { ...p };
  if (typeof p.month === 'string') values.month = formatMonth(i18n.locale, p.month);
  if (typeof p.date === 'string' && p.date) values.date = formatDate(i18n.locale, p.date);
  return i18n._({ ...REASONS[reason.code], values });
}

const MONTH_RULE = {
  short: msg({
    message:
      'Income for {month} is held until {required} integrations are published this month: {integrations} of {required} so far. Without them the month is not paid out.',
  }),
  met: msg({
    message:
      '{integrations} of {required} integrations in {month}: the condition is met, the income goes to the wallet when the month closes.',
  }),
  released: msg({
    message: 'Income for {month} was paid to the wallet: {integrations} of {required} integrations.',
  }),
  held: msg({
    message:
      'Income for {month} was not paid out: {integrations} of {required} integrations, at least {required} are needed.',
  }),
};

/** SPEC §9 in words: a month's income is paid only with enough integrations (2, or 3 for old agreements). */
export function monthRuleText(i18n: I18n, s: IncomeSummary): string {
  const key = s.state === 'open' ? (s.integrations < s.required ? 'short' : 'met') : s.state;
  const values = {
    month: formatMonth(i18n.locale, s.month),
    integrations: s.integrations,
    required: s.required,
  };
  return i18n._({ ...MONTH_RULE[key], values });
}

/** `month` shifted by `delta` months. */
export function addMonths(month: string, delta: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + delta, 1)).toISOString().slice(0, 7);
}
