import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { RegistrationDetailsBody } from '#contract/accounts.ts';
import { Msg } from '#contract/messages.ts';
import { CheckboxField, Field, SelectField } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { auth } from '../../../lib/auth.ts';
import { useContractForm } from '../../../lib/forms.ts';
import { networkOptions } from '../../../lib/networks.ts';
import { toast } from '../../../lib/toasts.ts';
import { submitRegistrationDetails } from '../api/accounts-api.ts';
import { RegistrationStep } from './registration-step.tsx';

/** Registration step 2 (access = 10): the blogger's largest account; then the application goes to review. */
export function RegistrationDetailsForm() {
  const { t } = useLingui();
  const form = useContractForm(RegistrationDetailsBody, async (data) => {
    auth.acceptSession(await submitRegistrationDetails(data));
    toast.success(i18n._(Msg.data_saved));
  });
  const { errors } = form;
  return (
    <RegistrationStep form={form} step={<Trans>Step 2 of 2: your audience</Trans>}>
      <SelectField
        name="network"
        label={t`Social network`}
        placeholder={t`Choose a network`}
        options={networkOptions()}
        errors={errors.network}
      />
      <Field
        name="account_url"
        label={t`Link to the account`}
        type="url"
        inputMode="url"
        errors={errors.account_url}
      />
      <Field name="followers" label={t`Followers`} inputMode="numeric" errors={errors.followers} />
      <Field name="nickname" label={t`Nickname of your largest account`} errors={errors.nickname} />
      <Field name="telegram" label={t`Telegram contact`} placeholder="@username" errors={errors.telegram} />
      <Field name="inn" label={t`INN (tax id)`} inputMode="numeric" errors={errors.inn} />
      <Field name="country" label={t`Country`} autoComplete="country-name" errors={errors.country} />
      <CheckboxField name="self_employed" label={t`I am self-employed or a sole proprietor`} />
      <FormSubmit form={form} label={<Trans>Send the application</Trans>} />
    </RegistrationStep>
  );
}
