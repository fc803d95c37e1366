import { i18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Msg } from '../../../../contract/messages.ts';
import { DocumentsBody, type Profile } from '../../../../contract/profile.ts';
import { Button } from '../../../components/button.tsx';
import { Field, FormError, SelectField } from '../../../components/form-field.tsx';
import { useContractForm } from '../../../lib/forms.ts';
import { toast } from '../../../lib/toasts.ts';
import { profileKey, saveDocuments } from '../api/profile-api.ts';

/** Documents: INN, residency and cooperation type (self-employed, sole proprietor, company). */
export function DocumentsForm({ profile }: { profile: Profile }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const { errors, pending, onSubmit } = useContractForm(DocumentsBody, async (data) => {
    queryClient.setQueryData(profileKey, await saveDocuments(data));
    toast.success(i18n._(Msg.data_saved));
  });
  return (
    <form className="card form" onSubmit={onSubmit} noValidate>
      <h2>
        <Trans>Documents</Trans>
      </h2>
      <Field
        name="inn"
        label={t`INN (tax id)`}
        inputMode="numeric"
        defaultValue={profile.inn ?? ''}
        errors={errors.inn}
      />
      <SelectField
        name="residency"
        label={t`Tax residency`}
        placeholder={t`Choose`}
        defaultValue={profile.residency ?? ''}
        options={[
          { value: 'resident', label: t`Resident of Russia` },
          { value: 'non_resident', label: t`Non-resident` },
        ]}
        errors={errors.residency}
      />
      <SelectField
        name="type"
        label={t`Cooperation type`}
        placeholder={t`Choose`}
        defaultValue={profile.type ?? ''}
        options={[
          { value: 'self_employed', label: t`Self-employed` },
          { value: 'sole_proprietor', label: t`Sole proprietor` },
          { value: 'company', label: t`Company` },
        ]}
        errors={errors.type}
      />
      <FormError errors={errors.form} />
      <Button type="submit" loading={pending} disabled={pending}>
        <Trans>Save</Trans>
      </Button>
    </form>
  );
}
