import { i18n } from '@lingui/core';
import { Trans } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { DocumentsBody } from '#contract/legal-fields.ts';
import { Msg } from '#contract/messages.ts';
import type { Profile } from '#contract/profile.ts';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { DocumentFields } from '../../../components/legal-fields.tsx';
import { useContractForm } from '../../../lib/forms.ts';
import { toast } from '../../../lib/toasts.ts';
import { profileKey, saveDocuments } from '../api/profile-api.ts';

/** Documents: the legal and payout details of the account's market (INN… in Russia, Emirates ID… in the UAE). */
export function DocumentsForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const form = useContractForm(DocumentsBody, async (data) => {
    queryClient.setQueryData(profileKey, await saveDocuments(data));
    toast.success(i18n._(Msg.data_saved));
  });
  const { errors } = form;
  return (
    <form className="card form" {...form.props}>
      <h2>
        <Trans>Documents</Trans>
      </h2>
      <DocumentFields market={profile.market} errors={errors} defaults={profile} />
      <FormSubmit form={form} label={<Trans>Save</Trans>} />
    </form>
  );
}
