import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { CooperationType } from '#contract/auth.ts';
import { Msg } from '#contract/messages.ts';
import { DocumentsBody } from '#contract/profile.ts';
import { Field } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { DocumentFields } from '../../../components/shared-fields.tsx';
import { useContractForm } from '../../../lib/forms.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { saveRequiredData } from '../api/onboarding-api.ts';

const name = v.pipe(
  v.string(Msg.required.id),
  v.trim(),
  v.nonEmpty(Msg.required.id),
  v.maxLength(100, Msg.too_long.id),
);
const DataForm = v.object({
  first_name: name,
  last_name: name,
  surname: name,
  ...DocumentsBody.entries,
  type: v.picklist(CooperationType.options, Msg.required.id),
});

/** Data filling: the fields SPEC §3 requires (names, INN, residency, cooperation type). */
export function DataStep({ onDone, pending }: { onDone: () => void; pending: boolean }) {
  const { t } = useLingui();
  // The name given at registration is filled in, not asked again.
  const firstName = useAuth().user?.first_name ?? '';
  const form = useContractForm(DataForm, async ({ first_name, last_name, surname, inn, residency, type }) => {
    await saveRequiredData({ first_name, last_name, surname }, { inn, residency, type });
    onDone();
  });
  const { errors } = form;
  return (
    <form className="card form onboarding-step" data-testid="onboarding-step-data" {...form.props}>
      <h2>
        <Trans>Your details</Trans>
      </h2>
      <p className="muted">
        <Trans>We need them for the contract and payouts.</Trans>
      </p>
      <div className="form__row">
        <Field name="last_name" label={t`Last name`} autoComplete="family-name" errors={errors.last_name} />
        <Field
          name="first_name"
          label={t`First name`}
          autoComplete="given-name"
          defaultValue={firstName}
          errors={errors.first_name}
        />
        <Field name="surname" label={t`Patronymic`} autoComplete="additional-name" errors={errors.surname} />
      </div>
      <DocumentFields errors={errors} />
      <FormSubmit form={{ ...form, pending: form.pending || pending }} label={<Trans>Continue</Trans>} />
    </form>
  );
}
