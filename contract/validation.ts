/**
 * Valibot issue → message id, shared by the client forms and the API (isomorphic: no Node imports), so a
 * field shows the same text whichever side rejected it.
 */
import * as v from 'valibot';
import { isMessageId, type MessageId, Msg } from './messages.ts';
import { nullRecord } from './records.ts';

const isBlank = (input: unknown) => input == null || (typeof input === 'string' && input.trim() === '');

/**
 * Blank → `required`; a schema that carries a message id (contract/messages.ts) keeps it; otherwise one id
 * per issue type.
 */
export function issueMessage(issue: v.BaseIssue<unknown>): MessageId {
  if (isBlank(issue.input) && issue.type !== 'max_length') return 'required';
  if (isMessageId(issue.message)) return issue.message;
  switch (issue.type) {
    case 'email':
      return 'invalid_email';
    case 'min_length':
      return 'too_short';
    case 'max_length':
      return 'too_long';
    default:
      return 'invalid_value';
  }
}

/** Field (dot path) → its message ids, without duplicates; issues without a path go under `rootKey`. */
export function fieldErrorIds(
  issues: readonly v.BaseIssue<unknown>[],
  rootKey = 'body',
): Record<string, MessageId[]> {
  // Paths hold the input's own keys (a record's, say), so they are collected in a Map.
  const errors = new Map<string, MessageId[]>();
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? rootKey;
    const message = issueMessage(issue);
    const list = errors.get(key) ?? [];
    if (!list.includes(message)) errors.set(key, [...list, message]);
  }
  return nullRecord(errors);
}

/**
 * The largest value of an `int` column (PostgreSQL int4). SQLite would store more, but node:sqlite cannot
 * read an integer above 2^53 back, so every number the API stores is bounded by this.
 */
export const INT_MAX = 2_147_483_647;
/** List pages beyond this are refused rather than turned into a huge OFFSET. */
export const PAGE_MAX = 10_000;

/** A whole number from `min` to `max` (by default what an int column holds). */
export const int = (min: number, max = INT_MAX) =>
  v.pipe(
    v.number(Msg.number.id),
    v.integer(Msg.number.id),
    v.minValue(min, Msg.number.id),
    v.maxValue(max, Msg.number_max.id),
  );

/** `?page=`: digits only (no 1e20, 0x10 or Infinity), 1 … PAGE_MAX. Numbers pass too (client side). */
export const PageParam = v.optional(
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/))], Msg.number.id),
    v.transform(Number),
    int(1, PAGE_MAX),
  ),
  1,
);

// C0 and C1 controls (NUL, ESC, DEL …) and lone UTF-16 surrogates: no form can type them, PostgreSQL text
// cannot hold NUL, and a lone surrogate does not survive UTF-8. Format characters (RTL marks, ZWJ) stay.
const CONTROL = /[\p{Cc}\p{Cs}]/u;
const CONTROL_BUT_LINES = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/** Refuses control characters; `multiline` fields (texts, reasons) may hold \n, \r and \t. */
export const noControlChars = (multiline = false) =>
  v.check<string, MessageId>(
    (input) => !(multiline ? CONTROL_BUT_LINES : CONTROL).test(input),
    Msg.control_chars.id,
  );

/** Trimmed text of at most `max` characters without control characters (may be empty). */
export const plainText = (max: number, multiline = false) =>
  v.pipe(v.string(Msg.required.id), v.trim(), noControlChars(multiline), v.maxLength(max, Msg.too_long.id));

/** Trimmed, non-empty text of at most `max` characters without control characters. */
export const requiredText = (max: number, multiline = false) =>
  v.pipe(plainText(max, multiline), v.nonEmpty(Msg.required.id));

const parseUrl = (input: unknown): URL | null => {
  try {
    return new URL(String(input));
  } catch {
    return null;
  }
};
const isHttp = (input: string) => /^https?:\/\//i.test(input) && !!parseUrl(input)?.hostname;

/** A web link: http(s) only, so no javascript:, data:, file: or vbscript: link reaches a page or a mail. */
export const HttpUrl = (max = 2000) =>
  v.pipe(
    v.string(Msg.required.id),
    v.trim(),
    v.nonEmpty(Msg.required.id),
    noControlChars(),
    v.maxLength(max, Msg.too_long.id),
    // Not a link at all: the usual "invalid value"; a link of another scheme: say which ones are allowed.
    v.check(isHttp, (issue) => (parseUrl(issue.input) ? Msg.http_url.id : Msg.invalid_value.id)),
  );

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Years a placement or a filter can sensibly name; also keeps date arithmetic within four-digit years. */
const YEARS = { min: 1900, max: 2999 };

/** True for a real calendar date written yyyy-mm-dd (2026-02-29 and 2026-13-01 are not). */
export function isCalendarDate(input: string): boolean {
  const m = DATE.exec(input);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < YEARS.min || y > YEARS.max) return false;
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** A calendar date yyyy-mm-dd, checked before any arithmetic runs on it. */
export const CalendarDate = v.pipe(
  v.string(Msg.required.id),
  v.nonEmpty(Msg.required.id),
  v.check(isCalendarDate, Msg.invalid_date.id),
);
