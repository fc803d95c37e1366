import { Trans, useLingui } from '@lingui/react/macro';
import { SignUpBody } from '#contract/accounts.ts';
import { CheckboxField, Field } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { localHref } from '../../../lib/app-locale.ts';
import { auth } from '../../../lib/auth.ts';
import { useContractForm } from '../../../lib/forms.ts';
import { signUp } from '../api/accounts-api.ts';

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
    <form className="form" {...form.props}>
      <p className="muted">
        <Trans>Step 1 of 2: your account</Trans>
      </p>
      <Field name="first_name" label={t`Name`} autoComplete="given-name" errors={errors.first_name} />
      <Field name="phone" label={t`Phone`} type="tel" autoComplete="tel" errors={errors.phone} />
      <Field name="email" label="E-mail" type="email" autoComplete="email" errors={errors.email} />
      <Field
        name="password"
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least 8 characters: upper- and lowercase letters, a digit and one of ! # $ % ^ & *`}
        errors={errors.password}
      />
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
    </form>
  );
}
