import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ErrorCode } from '#contract/errors.ts';
import { Msg } from '#contract/messages.ts';
import type { WalletSummary } from '#contract/wallet.ts';
import { WithdrawalBody } from '#contract/wallet.ts';
import { DateInput } from '../../../components/date-input.tsx';
import { Field } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { errorCode, errorMessages, errorRemaining } from '../../../lib/errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { FieldRejection, useContractForm } from '../../../lib/forms.ts';
import { toast } from '../../../lib/toasts.ts';
import { createWithdrawal, walletKey } from '../api/wallet-api.ts';
import { parseAmount } from '../money.ts';

/** A month back to today: the usual payout period, editable. */
function defaultPeriod() {
  const today = new Date();
  const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 1));
  return { start: start.toISOString().slice(0, 10), end: today.toISOString().slice(0, 10) };
}

/**
 * The withdrawal request. One Idempotency-Key per attempt: a retry of the same values (the answer was lost)
 * sends the same key and gets the first request back; changed values or a success start a new attempt.
 */
export function WithdrawalForm({ summary }: { summary: WalletSummary }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [period, setPeriod] = useState(defaultPeriod);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const money = (minor: number) => formatMoney(i18n.locale, minor, summary.currency);
  const amountLimits = (minor: number): Record<string, string[]> => {
    if (minor < summary.minimum) return { amount: [t`The minimum withdrawal is ${money(summary.minimum)}`] };
    if (minor > summary.balance) return { amount: [t`More than available: ${money(summary.balance)}`] };
    return {};
  };

  const form = useContractForm(
    WithdrawalBody,
    async (data) => {
      const body = JSON.stringify(data);
      if (attempt.current?.body !== body) attempt.current = { key: crypto.randomUUID(), body };
      try {
        await createWithdrawal(data, attempt.current.key);
      } catch (error) {
        // The balance moved since the page read it (another device, a refund): say so at the amount and
        // show the current balance.
        const remaining = errorRemaining(error);
        // Over the self-employed yearly limit: name what may still be paid this year.
        if (errorCode(error) === ErrorCode.npdYearLimit && remaining !== null)
          throw new FieldRejection({
            amount: [...errorMessages(error), t`This year you can still withdraw ${money(remaining)}`],
          });
        if (errorCode(error) !== ErrorCode.insufficientFunds) throw error;
        await queryClient.invalidateQueries({ queryKey: walletKey });
        throw new FieldRejection({ amount: errorMessages(error) });
      }
      attempt.current = null;
      setAmount('');
      toast.success(i18n._(Msg.request_created));
      await queryClient.invalidateQueries({ queryKey: walletKey });
    },
    {
      // The page knows the real limits, so it names them (formatted as money) instead of the schema's
      // generic bounds ('Не может быть меньше 10' for a 10 000 ₽ minimum): these messages win at the amount.
      read: () => {
        const minor = parseAmount(amount);
        return {
          input: {
            amount: minor ?? (amount.trim() === '' ? '' : amount),
            start_date: period.start,
            end_date: period.end,
          },
          errors: minor === null ? {} : amountLimits(minor),
        };
      },
    },
  );
  const { errors } = form;

  return (
    <form className="form wallet-form" {...form.props} aria-label={t`Withdrawal request`}>
      <Field
        name="amount"
        label={t`Amount, ${summary.currency}`}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        errors={errors.amount}
        hint={
          summary.balance >= summary.minimum
            ? t`From ${money(summary.minimum)} to ${money(summary.balance)}`
            : t`The minimum withdrawal is ${money(summary.minimum)}`
        }
      />
      <div className="wallet-form__period">
        <DateInput
          name="start_date"
          label={t`Period start`}
          value={period.start}
          onChange={(start) => setPeriod((p) => ({ ...p, start }))}
          errors={errors.start_date}
        />
        <DateInput
          name="end_date"
          label={t`Period end`}
          value={period.end}
          onChange={(end) => setPeriod((p) => ({ ...p, end }))}
          errors={errors.end_date}
        />
      </div>
      <FormSubmit form={form} label={<Trans>Request a payout</Trans>} disabled={!summary.can_withdraw} />
    </form>
  );
}
