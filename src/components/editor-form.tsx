import type { FormHTMLAttributes, ReactNode } from 'react';
import type { FieldErrors } from '../lib/forms.ts';
import { FormSubmit } from './form-submit.tsx';

interface Props {
  /** The state of `useContractForm`. */
  form: { errors: FieldErrors; pending: boolean; props: FormHTMLAttributes<HTMLFormElement> };
  testId: string;
  title: ReactNode;
  /** What saving does, under the title. */
  intro: ReactNode;
  submitLabel: ReactNode;
  onCancel: () => void;
  children: ReactNode;
}

/** An admin editor (plan, ladder): a titled card form with a note on saving, closed by save and cancel. */
export function EditorForm({ form, testId, title, intro, submitLabel, onCancel, children }: Props) {
  return (
    <form className="admin-editor" {...form.props} data-testid={testId}>
      <h2>{title}</h2>
      <p className="admin-muted">{intro}</p>
      {children}
      <FormSubmit form={form} label={submitLabel} onCancel={onCancel} />
    </form>
  );
}
