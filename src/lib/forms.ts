import { i18n } from '@lingui/core';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { Msg } from '../../contract/messages.ts';
import { fieldErrorIds } from '../../contract/validation.ts';
import { fieldErrors, handleError } from './errors.ts';

export type FieldErrors = Record<string, string[]>;

/** Reads a form into a plain object: checkboxes become booleans, everything else a string. */
export function formValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const element of Array.from(form.elements)) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLSelectElement ||
        element instanceof HTMLTextAreaElement
      )
    )
      continue;
    if (!element.name || element.type === 'file') continue;
    values[element.name] =
      element instanceof HTMLInputElement && element.type === 'checkbox' ? element.checked : element.value;
  }
  return values;
}

/** Validates with the same contract schema the server uses, translating message ids for display. */
export function validateForm<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
): { ok: true; data: v.InferOutput<S> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(schema, input);
  if (result.success) return { ok: true, data: result.output };
  const ids = fieldErrorIds(result.issues, 'form');
  const errors = Object.fromEntries(
    Object.entries(ids).map(([field, list]) => [field, list.map((id) => i18n._(id))]),
  );
  return { ok: false, errors };
}

/**
 * Form state for a contract schema: client validation first, then the server; field errors from either
 * side show under their fields, anything else goes to the global error handler.
 */
export function useContractForm<S extends v.GenericSchema>(
  schema: S,
  submit: (data: v.InferOutput<S>, form: HTMLFormElement) => Promise<unknown>,
) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = validateForm(schema, formValues(form));
    if (!checked.ok) return setErrors({ ...checked.errors, form: [i18n._(Msg.validation_failed)] });
    setErrors({});
    setPending(true);
    try {
      await submit(checked.data, form);
    } catch (error) {
      const server = fieldErrors(error);
      if (Object.keys(server).length > 0) setErrors({ ...server, form: [i18n._(Msg.validation_failed)] });
      else handleError(error);
    } finally {
      setPending(false);
    }
  };

  return { errors, pending, onSubmit, setErrors };
}
