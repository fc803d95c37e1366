import { Trans, useLingui } from '@lingui/react/macro';
import { SignUpBody } from '#contract/accounts.ts';
import { CheckboxField, Field } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { NewPasswordField } from '../../../components/shared-fields.tsx';
import { localHref } from '../../../lib/app-locale.ts';
import { auth } from '../../../lib/auth.ts';
import { useContractForm } from '../../../lib/forms.ts';
import { signUp } from '../api/accounts-api.ts';
import { RegistrationStep } from './registration-step.tsx';

/**
 * Registration step 1: the account. The inviter comes from `?ref=` of a referral link when present. The legal
 * pages open in a new tab so the half-filled form is not lost.
 */
export function SignUpForm({ inviter }: { inviter?: string }) {
  const { t } = useLingui();
  const form = useContractForm(SignUpBody, async (data) => {
    await auth.acceptTokens(await signUp(data));
  });
  const { errors } = form;
  return (
    <RegistrationStep form={form} step={<Trans>Step 1 of 2: your account</Trans>}>
      <Field name="first_name" label={t`Name`} autoComplete="given-name" errors={errors.first_name} />
      <Field name="phone" label={t`Phone`} type="tel" autoComplete="tel" errors={errors.phone} />
      <Field name="email" label="E-mail" type="email" autoComplete="email" errors={errors.email} />
      <NewPasswordField label={t`Password`} errors={errors.password} />
      <Field
        name="inviter"
        label={t`Inviter's login or e-mail`}
        defaultValue={inviter}
        errors={errors.inviter}
      />
      <CheckboxField
        name="personal_data_consent"
        label={
          <Trans>
            I accept the{' '}
            <a href={localHref('/terms')} target="_blank" rel="noopener" className="link">
              terms of cooperation
            </a>{' '}
            and consent to the processing of my personal data under the{' '}
            <a href={localHref('/privacy')} target="_blank" rel="noopener" className="link">
              privacy policy
            </a>
          </Trans>
        }
        errors={errors.personal_data_consent}
      />
      <CheckboxField name="marketing_consent" label={t`I agree to receive news and offers by e-mail`} />
      <FormSubmit form={form} label={<Trans>Continue</Trans>} />
    </RegistrationStep>
  );
}
