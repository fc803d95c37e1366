import { Trans, useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { DocumentsBody } from '#contract/legal-fields.ts';
import type { Market } from '#contract/markets.ts';
import { Msg } from '#contract/messages.ts';
import { Field } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { DocumentFields } from '../../../components/legal-fields.tsx';
import { useContractForm } from '../../../lib/forms.ts';
import { useAuth } from '../../../lib/use-auth.ts';
import { saveRequiredData } from '../api/onboarding-api.ts';

const name = v.pipe(
  v.string(Msg.required.id),
  v.trim(),
  v.nonEmpty(Msg.required.id),
  v.maxLength(100, Msg.too_long.id),
);
const optionalName = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, Msg.too_long.id)));
/** Russia asks for the patronymic; the UAE for the name as in the Emirates ID or passport, without one. */
const DATA_FORMS = {
  ru: v.intersect([v.object({ first_name: name, last_name: name, surname: name }), DocumentsBody]),
  en: v.intersect([v.object({ first_name: name, last_name: name, surname: optionalName }), DocumentsBody]),
} as const;

/** Data filling: the fields the account's market requires (docs/decisions/065-uae-market.md). */
export function DataStep({ onDone, pending }: { onDone: () => void; pending: boolean }) {
  const { t } = useLingui();
  const user = useAuth().user;
  const market: Market = user?.market ?? 'ru';
  // The name given at registration is filled in, not asked again.
  const firstName = user?.first_name ?? '';
  const form = useContractForm(
    DATA_FORMS[market],
    async ({ first_name, last_name, surname, ...documents }) => {
      await saveRequiredData({ first_name, last_name, ...(surname ? { surname } : {}) }, documents);
      onDone();
    },
  );
  const { errors } = form;
  const uae = market === 'en';
  return (
    <form className="card form onboarding-step" data-testid="onboarding-step-data" {...form.props}>
      <h2>
        <Trans>Your details</Trans>
      </h2>
      <p className="muted">
        {uae ? (
          <Trans>
            We need them for the agreement and payouts: write your name as in your Emirates ID or passport.
          </Trans>
        ) : (
          <Trans>We need them for the contract and payouts.</Trans>
        )}
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
        {uae ? null : (
          <Field
            name="surname"
            label={t`Patronymic`}
            autoComplete="additional-name"
            errors={errors.surname}
          />
        )}
      </div>
      <DocumentFields market={market} errors={errors} />
      <FormSubmit form={{ ...form, pending: form.pending || pending }} label={<Trans>Continue</Trans>} />
    </form>
  );
}
