import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { Msg } from '#contract/messages.ts';
import { type Profile, ProfileUpdateBody } from '#contract/profile.ts';
import { Field } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { useContractForm } from '../../../lib/forms.ts';
import { toast } from '../../../lib/toasts.ts';
import { profileKey, updateProfile } from '../api/profile-api.ts';

/** An empty referral part means "keep none yet", not an invalid value. */
const ProfileFormSchema = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform(({ referral_code, ...rest }) => (referral_code === '' ? rest : { ...rest, referral_code })),
  ProfileUpdateBody,
);

/** Nickname, names, country, city, phone and the referral link part. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useContractForm(ProfileFormSchema, async (data) => {
    queryClient.setQueryData(profileKey, await updateProfile(data));
    toast.success(i18n._(Msg.changes_saved));
  });
  const { errors } = form;
  return (
    <form className="card form" {...form.props}>
      <h2>
        <Trans>Personal data</Trans>
      </h2>
      <div className="form__row">
        <Field
          name="nickname"
          label={t`Nickname`}
          defaultValue={profile.nickname ?? ''}
          errors={errors.nickname}
        />
        <Field
          name="first_name"
          label={t`First name`}
          defaultValue={profile.first_name ?? ''}
          errors={errors.first_name}
        />
        <Field
          name="last_name"
          label={t`Last name`}
          defaultValue={profile.last_name ?? ''}
          errors={errors.last_name}
        />
        <Field
          name="country"
          label={t`Country`}
          defaultValue={profile.country ?? ''}
          errors={errors.country}
        />
        <Field name="city" label={t`City`} defaultValue={profile.city ?? ''} errors={errors.city} />
        <Field
          name="phone"
          label={t`Phone`}
          type="tel"
          defaultValue={profile.phone ?? ''}
          errors={errors.phone}
        />
      </div>
      <Field
        name="referral_code"
        label={t`Referral link part`}
        hint={t`Letters only, no spaces or special characters`}
        defaultValue={profile.referral_code ?? ''}
        errors={errors.referral_code}
      />
      <FormSubmit form={form} label={<Trans>Save</Trans>} />
    </form>
  );
}
