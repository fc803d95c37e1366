import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import * as v from 'valibot';
import { CheckboxField } from '../../../components/form-field.tsx';
import { FormSubmit } from '../../../components/form-submit.tsx';
import { useContractForm } from '../../../lib/forms.ts';

interface Props {
  step: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
}

const Reading = v.object({ confirmed: v.boolean() });

/** A step that must be read and confirmed before continuing (SPEC §5). */
export function ReadingStep({ step, title, children, confirmLabel, pending, onConfirm }: Props) {
  const { t } = useLingui();
  const form = useContractForm(Reading, async () => onConfirm(), {
    check: ({ confirmed }) =>
      confirmed ? null : { confirmed: [t`Confirm that you have read this to continue`] },
  });
  return (
    <form className="card form onboarding-step" data-testid={`onboarding-step-${step}`} {...form.props}>
      <h2>{title}</h2>
      <div className="onboarding-step__text">{children}</div>
      <CheckboxField name="confirmed" label={confirmLabel} errors={form.errors.confirmed} />
      <FormSubmit form={{ ...form, pending: form.pending || pending }} label={<Trans>Continue</Trans>} />
    </form>
  );
}
