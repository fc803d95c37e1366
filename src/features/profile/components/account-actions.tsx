import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { Msg } from '#contract/messages.ts';
import { HideProfileBody, PasswordChangeBody } from '#contract/profile.ts';
import { Button } from '../../../components/button.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { NewPasswordField } from '../../../components/shared-fields.tsx';
import { auth } from '../../../lib/auth.ts';
import { useContractForm } from '../../../lib/forms.ts';
import { toast } from '../../../lib/toasts.ts';
import { changePassword, hideProfile } from '../api/profile-api.ts';

/** Password change: other sessions end on the server; this one stays signed in. */
export function PasswordForm() {
  const { t } = useLingui();
  const form = useContractForm(PasswordChangeBody, async (data, element) => {
    try {
      await changePassword(data);
    } catch (error) {
      toast.error(i18n._(Msg.password_change_failed));
      throw error;
    }
    element.reset();
    toast.success(i18n._(Msg.password_changed));
  });
  const { errors } = form;
  return (
    <form className="card form" {...form.props}>
      <h2>
        <Trans>Change password</Trans>
      </h2>
      <PasswordField
        name="current_password"
        label={t`Current password`}
        autoComplete="current-password"
        errors={errors.current_password}
      />
      <NewPasswordField errors={errors.password} />
      <FormSubmit form={form} variant="light-gray" label={<Trans>Change password</Trans>} />
    </form>
  );
}

/** Hiding the profile makes the account unusable, so it asks twice: a confirmation and the password. */
export function HideProfile() {
  const { t } = useLingui();
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const form = useContractForm(HideProfileBody, async ({ password }) => {
    try {
      await hideProfile(password);
    } catch (error) {
      toast.error(i18n._(Msg.hide_profile_failed));
      throw error;
    }
    auth.forget();
    await router.navigate({ to: '/' });
  });
  const { errors } = form;
  return (
    <section className="card form">
      <h2>
        <Trans>Hide profile</Trans>
      </h2>
      <p className="muted">
        <Trans>
          A hidden profile can no longer be used: you will be signed out and cannot sign in again.
        </Trans>
      </p>
      {asking ? (
        <form className="form" {...form.props} role="alertdialog" aria-label={t`Confirm hiding the profile`}>
          <PasswordField
            name="password"
            label={t`Password to confirm`}
            autoComplete="current-password"
            errors={errors.password}
          />
          <FormSubmit
            form={form}
            variant="warned"
            label={<Trans>Hide my profile</Trans>}
            onCancel={() => setAsking(false)}
          />
        </form>
      ) : (
        <Button variant="warned" onClick={() => setAsking(true)}>
          <Trans>Hide profile</Trans>
        </Button>
      )}
    </section>
  );
}
