import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReceiptBody, type ReceiptTask } from '#contract/tax.ts';
import { Field } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useContractForm } from '../../../lib/forms.ts';
import { toast } from '../../../lib/toasts.ts';
import { attachReceipt, npdQuery, walletKey } from '../api/wallet-api.ts';
import { parseAmount } from '../money.ts';
import { RECEIPT_STATE } from './labels.ts';

/**
 * The self-employed (НПД) card of a Russian-market wallet (decision 067): today's status from the tax
 * service and what to do when it is lost, the year's payouts against the 2.4 M ₽ limit, and the receipts
 * each payout needs from «Мой налог». Other accounts see nothing.
 */
export function NpdCard() {
  const { t, i18n } = useLingui();
  const { data } = useQuery(npdQuery());
  if (!data?.applies) return null;
  const money = (minor: number) => formatMoney(i18n.locale, minor, 'RUB');
  const open = data.receipts.filter((r) => r.state !== 'done');
  return (
    <div className="card wallet-npd" data-testid="npd-card">
      <div className="wallet-npd__head">
        <strong>
          <Trans>Self-employed status</Trans>
        </strong>
        <span className={`chip chip--npd-${data.status}`} data-testid="npd-status">
          {data.status === 'valid'
            ? t`Confirmed today`
            : data.status === 'lost'
              ? t`Not confirmed`
              : t`Not checked`}
        </span>
      </div>
      {data.status === 'lost' ? (
        <p className="wallet-npd__warn" role="alert">
          <Trans>
            The tax service does not confirm your self-employed status today, so payouts are on hold. Renew
            the status in «Мой налог», or change the cooperation type in your profile and send the documents
            to your manager.
          </Trans>
        </p>
      ) : data.status === 'unknown' ? (
        <p className="muted">
          <Trans>
            The tax service cannot be reached right now; the status is checked again before every payout.
          </Trans>
        </p>
      ) : null}
      <p className="muted" data-testid="npd-limit">
        <Trans>
          Paid out in {data.year}: {money(data.year_paid)} of {money(data.year_limit)}. You can still withdraw{' '}
          {money(data.year_remaining)} this year.
        </Trans>
      </p>
      {data.receipts.length ? (
        <>
          <h3 className="wallet-subtitle">
            <Trans>Receipts from «Мой налог»</Trans>
          </h3>
          {open.length ? (
            <p className="muted">
              <Trans>
                Register each payout as income in «Мой налог» by the 9th of the next month and paste the
                receipt link here. While a receipt is overdue, new withdrawals wait.
              </Trans>
            </p>
          ) : null}
          <ul className="wallet-receipts">
            {data.receipts.map((r) => (
              <li key={r.id} className="wallet-receipt" data-testid="npd-receipt" data-state={r.state}>
                <div className="wallet-receipt__line">
                  <span>
                    {money(r.amount)} · {t`paid ${formatDate(i18n.locale, r.paid_on)}`}
                  </span>
                  <span className={`chip chip--receipt-${r.state}`}>{i18n._(RECEIPT_STATE[r.state])}</span>
                </div>
                {r.state === 'done' ? (
                  <a className="muted" href={r.receipt_url ?? undefined} target="_blank" rel="noreferrer">
                    <Trans>Open the receipt</Trans>
                  </a>
                ) : (
                  <>
                    <span className="muted">{t`Due by ${formatDate(i18n.locale, r.due_on)}`}</span>
                    <ReceiptForm task={r} />
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function ReceiptForm({ task }: { task: ReceiptTask }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState('');
  const [amount, setAmount] = useState('');
  const form = useContractForm(
    ReceiptBody,
    async (data) => {
      await attachReceipt(task.id, data);
      toast.success(t`Receipt added`);
      await queryClient.invalidateQueries({ queryKey: walletKey });
    },
    {
      read: () => ({ input: { url, amount: parseAmount(amount) ?? (amount.trim() === '' ? '' : amount) } }),
    },
  );
  return (
    <form className="form wallet-receipt__form" {...form.props} aria-label={t`Receipt for the payout`}>
      <Field
        name="url"
        label={t`Receipt link`}
        placeholder="https://lknpd.nalog.ru/api/v1/receipt/…/print"
        inputMode="url"
        autoComplete="off"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        errors={form.errors.url}
      />
      <Field
        name="amount"
        label={t`Amount on the receipt, ₽`}
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        errors={form.errors.amount}
        hint={t`The payout was ${formatMoney(i18n.locale, task.amount, task.currency)}`}
      />
      <FormSubmit form={form} label={<Trans>Add the receipt</Trans>} />
    </form>
  );
}
