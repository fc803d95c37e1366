import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type { Network } from '../../../../contract/accounts.ts';
import { Msg } from '../../../../contract/messages.ts';
import { PROMOCODE_MAX, PromocodeBody } from '../../../../contract/promocodes.ts';
import { Button } from '../../../components/button.tsx';
import { Field, FormError, SelectField } from '../../../components/form-field.tsx';
import { fieldErrors } from '../../../lib/errors.ts';
import { type FieldErrors, formValues, validateForm } from '../../../lib/forms.ts';
import { NETWORK_OPTIONS } from '../../../lib/networks.ts';
import { addPromocode } from '../../../lib/promocodes.ts';
import { toast } from '../../../lib/toasts.ts';
import { useAddedPromocode } from '../../../lib/use-promocodes.ts';

/**
 * Adds a promocode bound to a network. Every failure says 'Ошибка при добавлении промокода' (SPEC §8):
 * under the form with the field's reason when there is one, as a toast when the server could not be asked.
 */
export function PromocodeForm({ network }: { network?: Network }) {
  const { t } = useLingui();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const added = useAddedPromocode();
  const failed = i18n._(Msg.promocode_add_failed);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validateForm(PromocodeBody, formValues(form));
    if (!checked.ok) return setErrors({ ...checked.errors, form: [failed] });
    setErrors({});
    setPending(true);
    try {
      added(await addPromocode(checked.data));
      toast.success(i18n._(Msg.promocode_added));
      const code = form.elements.namedItem('code');
      if (code instanceof HTMLInputElement) code.value = '';
    } catch (error) {
      const server = fieldErrors(error);
      if (Object.keys(server).length > 0) setErrors({ ...server, form: [failed] });
      else toast.error(failed);
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="card form promocode-form" onSubmit={submit} noValidate aria-labelledby="promocode-add">
      <h2 id="promocode-add">{t`Add a promocode`}</h2>
      <div className="form__row">
        <SelectField
          key={network ?? ''}
          label={t`Social network`}
          name="network"
          options={NETWORK_OPTIONS}
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
      <FormError errors={errors.form} />
      <div className="button-row">
        <Button type="submit" loading={pending} disabled={pending}>
          <Trans>Add</Trans>
        </Button>
      </div>
    </form>
  );
}
