import type { ReactNode } from 'react';
import type { useContractForm } from '../../../lib/forms.ts';

/** The frame both registration steps share: the form and the "Step N of 2" line above its fields. */
export function RegistrationStep({
  form,
  step,
  children,
}: {
  form: Pick<ReturnType<typeof useContractForm>, 'props'>;
  step: ReactNode;
  children: ReactNode;
}) {
  return (
    <form className="form" {...form.props}>
      <p className="muted">{step}</p>
      {children}
    </form>
  );
}
