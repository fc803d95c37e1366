import { i18n } from '@lingui/core';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { Msg } from '#contract/messages.ts';
import { fieldErrorIds } from '#contract/validation.ts';
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

/** Thrown by a submit whose own check found field messages (e.g. the outbox's): shown like the server's. */
export class FieldRejection extends Error {
  readonly errors: FieldErrors;
  constructor(errors: FieldErrors) {
    super('field errors');
    this.errors = errors;
  }
}

/** What a form submits: the schema's input, and any messages found while reading it (a draft's own parse). */
export interface FormInput {
  input: unknown;
  errors?: FieldErrors;
}

export interface ContractFormOptions<S extends v.GenericSchema> {
  /** Reads the schema's input (default: every named control of the form, see formValues). */
  read?: (form: HTMLFormElement) => FormInput;
  /** Checks the schema cannot make (limits the page knows); messages by field, or null when fine. */
  check?: (data: v.InferOutput<S>) => FieldErrors | null;
  /** The form-level message of every failure, where the spec gives a form its own (promocodes). */
  failure?: string;
  /** A failure without field messages (default: the global handler's toasts). */
  onError?: (error: unknown) => void;
}

/**
 * The message under the form (SPEC §5): 'Fill in all required fields' while a required field is empty,
 * otherwise the reasons themselves (e.g. the server's 'Wrong password'), so it never blames an empty field
 * that is not there.
 */
export function formMessage(errors: FieldErrors): string[] {
  const messages = [...new Set(Object.values(errors).flat())];
  if (messages.length === 0) return [];
  return messages.includes(i18n._(Msg.required)) ? [i18n._(Msg.validation_failed)] : messages;
}

const readValues = (form: HTMLFormElement): FormInput => ({ input: formValues(form) });

/**
 * The one form hook: the contract schema checks the input first, then the server; messages from either side
 * show under their fields and clear as soon as that field changes; the form-level message follows
 * `formMessage`; any other failure goes to the global error handler. Spread `props` on the <form>.
 */
export function useContractForm<S extends v.GenericSchema>(
  schema: S,
  submit: (data: v.InferOutput<S>, form: HTMLFormElement) => Promise<unknown>,
  options: ContractFormOptions<S> = {},
) {
  const [fields, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);
  const { read = readValues, check, failure, onError = handleError } = options;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const { input, errors: found = {} } = read(form);
    const checked = validateForm(schema, input);
    const later = checked.ok && Object.keys(found).length === 0 ? check?.(checked.data) : null;
    const client = { ...(checked.ok ? {} : checked.errors), ...found, ...later };
    if (!checked.ok || Object.keys(client).length > 0) return setErrors(client);
    setErrors({});
    setPending(true);
    try {
      await submit(checked.data, form);
    } catch (error) {
      const server = error instanceof FieldRejection ? error.errors : fieldErrors(error);
      if (Object.keys(server).length > 0) setErrors(server);
      else onError(error);
    } finally {
      setPending(false);
    }
  };

  /**
   * An edit clears that field's messages: they were about the value it no longer has. A control that
   * edits a field without being its named input (a date picker, a file picker) says which with
   * `data-field`.
   */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as { name?: unknown; dataset?: DOMStringMap };
    const name = target.dataset?.field || target.name;
    if (typeof name !== 'string' || !name) return;
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  };

  const summary = failure && Object.keys(fields).length > 0 ? [failure] : formMessage(fields);
  const errors: FieldErrors = { ...fields, form: summary };
  return { errors, pending, onSubmit, onChange, setErrors, props: { onSubmit, onChange, noValidate: true } };
}
