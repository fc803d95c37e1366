import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { CheckboxField } from '../../../components/form-field.tsx';

interface Props {
  step: string;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
}

/** A step that must be read and confirmed before continuing (SPEC §5). */
export function ReadingStep({ step, title, children, confirmLabel, pending, onConfirm }: Props) {
  const { t } = useLingui();
  const [error, setError] = useState<string[] | undefined>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const confirmed = (event.currentTarget.elements.namedItem('confirmed') as HTMLInputElement).checked;
    if (!confirmed) return setError([t`Confirm that you have read this to continue`]);
    setError(undefined);
    onConfirm();
  };
  return (
    <form
      className="card form onboarding-step"
      data-testid={`onboarding-step-${step}`}
      onSubmit={submit}
      noValidate
    >
      <h2>{title}</h2>
      <div className="onboarding-step__text">{children}</div>
      <CheckboxField name="confirmed" label={confirmLabel} errors={error} />
      <Button type="submit" loading={pending} disabled={pending}>
        <Trans>Continue</Trans>
      </Button>
    </form>
  );
}
