import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';

const ErrorList = ({ id, messages }: { id: string; messages?: string[] }) =>
  messages?.length ? (
    <small className="field__error" id={id}>
      {messages.join(' ')}
    </small>
  ) : null;

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: ReactNode;
  errors?: string[];
  hint?: ReactNode;
  /** A control drawn inside the input's box, at its end (e.g. the show-password toggle). */
  addon?: ReactNode;
  /** Marks the field invalid without a message of its own (the form says why, e.g. a failed sign-in). */
  invalid?: boolean;
}

/** A labelled input that shows its messages and tells assistive tech when it is invalid. */
export function Field({ name, label, errors, hint, addon, invalid, ...input }: FieldProps) {
  const errorId = `${name}-error`;
  return (
    <label className="field">
      <span>{label}</span>
      <span className="field__control">
        <input name={name} aria-invalid={invalid || !!errors?.length} aria-describedby={errorId} {...input} />
        {addon}
      </span>
      {hint ? <small className="field__hint">{hint}</small> : null}
      <ErrorList id={errorId} messages={errors} />
    </label>
  );
}

interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  name: string;
  label: ReactNode;
  errors?: string[];
  /** A line under the text (a counter, an example), read with it by assistive tech. */
  hint?: ReactNode;
}

/** A labelled multi-line text with its hint and messages, like Field. */
export function TextAreaField({ name, label, errors, hint, ...textarea }: TextAreaProps) {
  const errorId = `${name}-error`;
  const hintId = `${name}-hint`;
  return (
    <label className="field">
      <span>{label}</span>
      <textarea
        name={name}
        aria-invalid={!!errors?.length}
        aria-describedby={hint ? `${hintId} ${errorId}` : errorId}
        {...textarea}
      />
      {hint ? (
        <small className="field__hint" id={hintId}>
          {hint}
        </small>
      ) : null}
      <ErrorList id={errorId} messages={errors} />
    </label>
  );
}

interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  name: string;
  label: ReactNode;
  errors?: string[];
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField({ name, label, errors, options, placeholder, ...select }: SelectProps) {
  const errorId = `${name}-error`;
  return (
    <label className="field">
      <span>{label}</span>
      <select name={name} aria-invalid={!!errors?.length} aria-describedby={errorId} {...select}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <ErrorList id={errorId} messages={errors} />
    </label>
  );
}

export function CheckboxField({
  name,
  label,
  errors,
  ...input
}: Omit<FieldProps, 'hint' | 'addon' | 'invalid'>) {
  const errorId = `${name}-error`;
  return (
    <div className="field field--checkbox">
      <label>
        <input
          type="checkbox"
          name={name}
          aria-invalid={!!errors?.length}
          aria-describedby={errorId}
          {...input}
        />
        <span>{label}</span>
      </label>
      <ErrorList id={errorId} messages={errors} />
    </div>
  );
}

/** The form-level message of SPEC §5 ('Заполните все обязательные поля'). */
export const FormError = ({ errors }: { errors?: string[] }) =>
  errors?.length ? (
    <p className="form__error" role="alert">
      {errors.join(' ')}
    </p>
  ) : null;
