import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PayoutConnectionBody, type WalletSummary } from '#contract/wallet.ts';
import { Field } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { useContractForm } from '../../../lib/forms.ts';
import { connectPayouts, walletKey, walletQuery } from '../api/wallet-api.ts';

/**
 * YooKassa's self-employed connection (docs/decisions/077): the YooMoney wallet the money goes to (YooKassa
 * pays the self-employed to wallets or cards; a card needs its widget, not built), and who the blogger is in
 * «Мой налог»: the profile's INN, or the phone linked to «Мой налог».
 */
export function YooKassaConnectForm({ service }: { service: WalletSummary['payout_service'] }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [by, setBy] = useState<'itn' | 'phone'>(service.inn ? 'itn' : 'phone');
  const form = useContractForm(
    PayoutConnectionBody,
    async (body) => {
      queryClient.setQueryData(walletQuery().queryKey, await connectPayouts(body));
      await queryClient.invalidateQueries({ queryKey: walletKey });
    },
    {
      read: (el) => {
        const data = new FormData(el);
        const text = (name: string) => String(data.get(name) ?? '').trim();
        return {
          // Wallet numbers are often written in groups: the spaces are not part of the number.
          input: {
            destination: text('destination').replace(/[\s-]/g, ''),
            by,
            ...(by === 'phone' && { phone: text('phone') }),
          },
        };
      },
    },
  );
  const { errors } = form;
  return (
    <form className="form wallet-yk-form" {...form.props} aria-label={t`Connect YooKassa payouts`}>
      <p className="muted">
        <Trans>
          Payouts to the self-employed go through YooMoney: it registers your income receipts in «Мой налог»
          itself. Give the wallet for the money and say how «Мой налог» knows you.
        </Trans>
      </p>
      <Field
        name="destination"
        label={t`YooMoney wallet number`}
        inputMode="numeric"
        autoComplete="off"
        placeholder="410012345678901"
        errors={errors.destination}
        hint={t`11 to 20 digits, starts with 41`}
      />
      <fieldset className="wallet-yk-form__by">
        <legend>{t`Identify me in «Мой налог» by`}</legend>
        <label className="wallet-yk-form__choice">
          <input
            type="radio"
            name="by"
            value="itn"
            checked={by === 'itn'}
            disabled={!service.inn}
            onChange={() => setBy('itn')}
          />
          <span>
            {service.inn ? t`INN from the profile: ${service.inn}` : t`INN (add it in the profile first)`}
          </span>
        </label>
        <label className="wallet-yk-form__choice">
          <input
            type="radio"
            name="by"
            value="phone"
            checked={by === 'phone'}
            onChange={() => setBy('phone')}
          />
          <span>{t`Phone linked to «Мой налог»`}</span>
        </label>
      </fieldset>
      {by === 'phone' ? (
        <Field
          name="phone"
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          defaultValue={service.phone ?? ''}
          placeholder="+7 900 000-00-00"
          errors={errors.phone}
        />
      ) : null}
      {errors.by ? <small className="field__error">{errors.by.join(' ')}</small> : null}
      <FormSubmit form={form} label={<Trans>Send the request to «Мой налог»</Trans>} />
    </form>
  );
}
