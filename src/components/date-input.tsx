import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { dateShape } from '../lib/format.ts';

/**
 * A date field written the way the app's language writes dates (31.12.2026 in Russian, 31/12/2026 in
 * English), whatever language the browser has: a native `<input type=date>` always shows the browser's
 * format. The value in and out stays `YYYY-MM-DD`. The calendar button opens the native picker.
 */

type Part = 'day' | 'month' | 'year';
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `2026-12-31` as the locale writes it; anything else gives ''. */
export function formatDateText(iso: string, locale: string): string {
  const match = ISO_DATE.exec(iso);
  if (!match) return '';
  const parts: Record<Part, string> = { year: match[1]!, month: match[2]!, day: match[3]! };
  const { order, separator } = dateShape(locale);
  return order.map((part) => parts[part]).join(separator);
}

/** Typed text back to `YYYY-MM-DD`: numbers in the locale's order, any separators; null unless a real date. */
export function parseDateText(text: string, locale: string): string | null {
  const numbers = text.trim().split(/\D+/).filter(Boolean);
  if (numbers.length !== 3) return null;
  const parts = {} as Record<Part, string>;
  dateShape(locale).order.forEach((part, i) => {
    parts[part] = numbers[i]!;
  });
  if (parts.year.length !== 4 || parts.month.length > 2 || parts.day.length > 2) return null;
  const [year, month, day] = [Number(parts.year), Number(parts.month), Number(parts.day)];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date.toISOString().slice(0, 10) : null;
}

/** Adds the separators while digits are typed (phone keypads have none); a typed separator ends a part. */
export function maskDateText(text: string, locale: string): string {
  const { order, separator } = dateShape(locale);
  const max = order.map((part) => (part === 'year' ? 4 : 2));
  const segments = [''];
  for (const char of text) {
    const i = segments.length - 1;
    if (/\d/.test(char)) {
      if (segments[i]!.length < max[i]!) segments[i] += char;
      else if (i < max.length - 1) segments.push(char);
    } else if (segments[i] !== '' && i < max.length - 1) segments.push('');
  }
  const last = segments.length - 1;
  const full = last < max.length - 1 && segments[last]!.length === max[last];
  return segments.join(separator) + (full ? separator : '');
}

interface DateInputProps {
  name: string;
  label: ReactNode;
  /** `YYYY-MM-DD` or ''. */
  value: string;
  /** Gets `YYYY-MM-DD` once the text is a whole real date, '' while it is empty or not (yet) a date. */
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  errors?: string[];
  hint?: ReactNode;
}

export function DateInput({ name, label, value, onChange, min, max, errors, hint }: DateInputProps) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => formatDateText(value, locale));
  const [badText, setBadText] = useState(false);
  const shownLocale = useRef(locale);

  // Follow changes from outside (picker, URL, language switch) unless the text already means the value.
  useEffect(() => {
    const relocalized = shownLocale.current !== locale;
    shownLocale.current = locale;
    setText((current) =>
      !relocalized && (parseDateText(current, locale) ?? '') === value
        ? current
        : formatDateText(value, locale),
    );
  }, [value, locale]);

  const { order, separator } = dateShape(locale);
  const names: Record<Part, string> = { day: t`DD`, month: t`MM`, year: t`YYYY` };
  const pattern = order.map((part) => names[part]).join(separator);
  const errorId = `${name}-error`;
  const messages = [...(badText ? [t`Enter the date as ${pattern}`] : []), ...(errors ?? [])];

  const commit = (next: string) => {
    setText(next);
    setBadText(false);
    const iso = parseDateText(next, locale) ?? '';
    if (iso !== value) onChange(iso);
  };
  const typed = (raw: string) => {
    // A pasted or autofilled ISO date is taken as is; typing forward gets the separators added.
    if (ISO_DATE.test(raw.trim())) return commit(formatDateText(raw.trim(), locale));
    commit(raw.length > text.length ? maskDateText(raw, locale) : raw);
  };
  const openPicker = () => {
    try {
      picker.current?.showPicker();
    } catch {
      picker.current?.focus();
    }
  };

  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="date-input">
        <input
          id={id}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          placeholder={pattern}
          value={text}
          onChange={(event) => typed(event.target.value)}
          onBlur={() => setBadText(text.trim() !== '' && parseDateText(text, locale) === null)}
          aria-invalid={messages.length > 0}
          aria-describedby={errorId}
        />
        <button
          type="button"
          className="date-input__button"
          onClick={openPicker}
          aria-label={t`Choose a date`}
        >
          <svg
            width="20"
            height="20"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
          >
            <rect x="3" y="5" width="18" height="16" rx="2" strokeWidth="2" />
            <path d="M3 10h18M8 3v4M16 3v4" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <input
          ref={picker}
          type="date"
          data-field={name}
          className="date-input__picker"
          tabIndex={-1}
          aria-hidden="true"
          value={value}
          min={min}
          max={max}
          onChange={(event) => commit(formatDateText(event.target.value, locale))}
        />
      </div>
      {hint ? <small className="field__hint">{hint}</small> : null}
      {messages.length > 0 ? (
        <small className="field__error" id={errorId}>
          {messages.join(' ')}
        </small>
      ) : null}
    </div>
  );
}
