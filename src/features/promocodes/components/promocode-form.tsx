import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Network } from '#contract/accounts.ts';
import { Msg } from '#contract/messages.ts';
import { PROMOCODE_MAX, PromocodeBody } from '#contract/promocodes.ts';
import { Field, SelectField } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { useContractForm } from '../../../lib/forms.ts';
import { networkOptions } from '../../../lib/networks.ts';
import { addPromocode } from '../../../lib/promocodes.ts';
import { toast } from '../../../lib/toasts.ts';
import { useAddedPromocode } from '../../../lib/use-promocodes.ts';

/**
 * Adds a promocode bound to a network. Every failure says 'Ошибка при добавлении промокода' (SPEC §8):
 * under the form with the field's reason when there is one, as a toast when the server could not be asked.
 */
export function PromocodeForm({ network }: { network?: Network }) {
  const { t } = useLingui();
  const added = useAddedPromocode();
  const failed = i18n._(Msg.promocode_add_failed);
  const form = useContractForm(
    PromocodeBody,
    async (data, element) => {
      added(await addPromocode(data));
      toast.success(i18n._(Msg.promocode_added));
      const code = element.elements.namedItem('code');
      if (code instanceof HTMLInputElement) code.value = '';
    },
    { failure: failed, onError: () => toast.error(failed) },
  );
  const { errors } = form;

  return (
    <form className="card form promocode-form" {...form.props} aria-labelledby="promocode-add">
      <h2 id="promocode-add">{t`Add a promocode`}</h2>
      <div className="form__row">
        <SelectField
          key={network ?? ''}
          label={t`Social network`}
          name="network"
          options={networkOptions()}
          placeholder={t`Choose`}
          defaultValue={network ?? ''}
          errors={errors.network}
        />
        <Field
          label={t`Promocode`}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={PROMOCODE_MAX}
          hint={t`Letters and digits only, up to ${PROMOCODE_MAX} characters`}
          errors={errors.code}
        />
      </div>
      <FormSubmit form={form} label={<Trans>Add</Trans>} row />
    </form>
  );
}
