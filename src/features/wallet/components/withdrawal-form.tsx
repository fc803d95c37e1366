import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Msg } from '../../../../contract/messages.ts';
import type { WalletSummary } from '../../../../contract/wallet.ts';
import { WithdrawalBody } from '../../../../contract/wallet.ts';
import { Button } from '../../../components/button.tsx';
import { DateInput } from '../../../components/date-input.tsx';
import { Field } from '../../../components/form-field.tsx';
import { fieldErrors, handleError } from '../../../lib/errors.ts';
import { formatMoney } from '../../../lib/format.ts';
import { type FieldErrors, validateForm } from '../../../lib/forms.ts';
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
  const [errors, setErrors] = useState<FieldErrors>({});
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const money = (minor: number) => formatMoney(i18n.locale, minor, summary.currency);

  const mutation = useMutation({
    mutationFn: ({ body, key }: { body: WithdrawalBody; key: string }) => createWithdrawal(body, key),
    onSuccess: async () => {
      attempt.current = null;
      setAmount('');
      toast.success(i18n._(Msg.request_created));
      await queryClient.invalidateQueries({ queryKey: walletKey });
    },
    onError: (error) => {
      const server = fieldErrors(error);
      if (Object.keys(server).length > 0) setErrors(server);
      else handleError(error);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minor = parseAmount(amount);
    const checked = validateForm(WithdrawalBody, {
      amount: minor ?? (amount.trim() === '' ? '' : amount),
      start_date: period.start,
      end_date: period.end,
    });
    if (!checked.ok) return setErrors(checked.errors);
    // Name the minimum itself: "below the minimum" alone sends the blogger looking for the number.
    if (checked.data.amount < summary.minimum)
      return setErrors({ amount: [t`The minimum withdrawal is ${money(summary.minimum)}`] });
    if (checked.data.amount > summary.balance) return setErrors({ amount: [i18n._(Msg.insufficient_funds)] });
    setErrors({});
    const body = JSON.stringify(checked.data);
    if (attempt.current?.body !== body) attempt.current = { key: crypto.randomUUID(), body };
    mutation.mutate({ body: checked.data, key: attempt.current.key });
  };

  return (
    <form className="form wallet-form" onSubmit={submit} noValidate aria-label={t`Withdrawal request`}>
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
      <Button
        type="submit"
        loading={mutation.isPending}
        disabled={mutation.isPending || !summary.can_withdraw}
      >
        <Trans>Request a payout</Trans>
      </Button>
    </form>
  );
}
