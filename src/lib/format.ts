/**
 * The one formatter of figures on the client (docs/decisions/064-one-formatter.md): money, percentages,
 * counts, bytes, dates and months, in the reader's language. Every component formats through these
 * functions; a unit test fails when a component calls Intl or toLocaleString itself. It imports nothing of
 * the app (no router, no query client), so the prerendered landing uses it too.
 */
import { type CatalogLocale, catalogLocale, type Locale } from '#contract/limits.ts';
import { MINOR_PER_UNIT, MOSCOW_OFFSET } from '#contract/units.ts';

/** The language figures are written in: Belarus (and anything unknown) reads Russian. */
export const formatLocale = (locale: string): CatalogLocale => catalogLocale(locale as Locale);

/**
 * The tag Intl writes in: Russian, or the UAE's English. en-AE writes days first (06/11/2026), as the
 * UAE reads them, where en-US would write 11/06/2026.
 */
const intlLocale = (locale: string): string => (formatLocale(locale) === 'en' ? 'en-AE' : 'ru');

/**
 * Intl formatters are costly to make (a list re-rendered on every upload progress write made thousands a
 * second, docs/decisions/084) and cheap to reuse: one per tag and options.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formatters.get(key) as F | undefined;
  if (!format) {
    format = make();
    formatters.set(key, format);
  }
  return format;
}
const numberFormat = (tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached(`n${tag}${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));
const dateFormat = (tag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(`d${tag}${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options));

/**
 * Minor units as money, one rule everywhere: whole amounts without kopecks/cents ("10 000 ₽", "$100"),
 * any other amount with exactly two decimals ("10 000,50 ₽", "$100.05"). Currencies with a sign are
 * written with it ("$", "₽"), never with their ISO code; one without (AED) keeps its code.
 */
export function formatMoney(locale: string, minor: number, currency: string): string {
  const digits = minor % MINOR_PER_UNIT === 0 ? 0 : 2;
  const parts = numberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).formatToParts(minor / MINOR_PER_UNIT);
  const sign = parts.find((part) => part.type === 'currency')?.value ?? currency;
  // The rouble sign follows the figure in any language ("15,085.60 ₽"), as its holder reads it at home;
  // English would put it first ("₽15,085.60"), which reads like a typo.
  if (currency !== 'RUB' || parts.at(-1)?.type === 'currency')
    return parts.map((part) => part.value).join('');
  const figure = parts.filter((part) => part.type !== 'currency' && part.type !== 'literal');
  return `${figure.map((part) => part.value).join('')}\u00a0${sign}`;
}

/** A chart axis: whole units, shortened ("10 тыс. ₽", "$10K"); a tick is not an amount anyone pays. */
export const formatMoneyAxis = (locale: string, units: number, currency: string): string =>
  numberFormat(intlLocale(locale), { style: 'currency', currency, notation: 'compact' }).format(units);

/**
 * A large total in a headline, shortened to at most one decimal: "3,9 млн ₽", "$42.5K". For totals that are
 * read at a glance (what the program paid out), never for an amount someone pays or is paid.
 */
export const formatMoneyShort = (locale: string, minor: number, currency: string): string =>
  numberFormat(formatLocale(locale), {
    style: 'currency',
    currency,
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(minor / MINOR_PER_UNIT);

/** Basis points as a percentage, up to two decimals: 2000 → "20 %" (ru) / "20%" (en), 1250 → "12,5 %". */
export const formatPercent = (locale: string, bp: number): string =>
  numberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);

/** A count with the language's digit grouping: "12 500" / "12,500". */
export const formatCount = (locale: string, n: number): string => numberFormat(intlLocale(locale)).format(n);

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** Bytes in binary steps, one decimal below 10: "512 byte", "1.5 kB", "120 МБ", "2 GB". */
export function formatBytes(locale: string, bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(intlLocale(locale), {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day ("2026-11-06") is the same day everywhere, so it is read in UTC; a moment (a timestamp)
 * is shown in the reader's own time zone.
 */
const moment = (value: string | number | Date): { date: Date; timeZone?: string } =>
  typeof value === 'string' && DAY.test(value)
    ? { date: new Date(`${value}T00:00:00Z`), timeZone: 'UTC' }
    : { date: new Date(value) };

/** 06.11.2026 / 06/11/2026: numeric, with no abbreviation dot to end a sentence on; '' for no date. */
export function formatDate(locale: string, value: string | number | Date): string {
  if (value === '') return '';
  const { date, timeZone } = moment(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat(intlLocale(locale), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  }).format(date);
}

/** A moment with its time: "6 нояб. 2026 г., 14:05" / "6 Nov 2026, 2:05 PM"; the text itself if not a date. */
export function formatDateTime(locale: string, value: string | number | Date): string {
  const { date } = moment(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return dateFormat(intlLocale(locale), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * A month (`yyyy-mm`): "ноябрь 2026" / "November 2026" (`long`), or the short month name alone (`short`,
 * chart labels). Built from the parts, so Russian gets no trailing "г." to clash with a sentence's end.
 */
export function formatMonth(locale: string, month: string, style: 'long' | 'short' = 'long'): string {
  const parts = dateFormat(intlLocale(locale), {
    month: style,
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(new Date(`${month}-01T00:00:00Z`));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return style === 'short' ? part('month') : `${part('month')} ${part('year')}`;
}

/** A calendar day as day and month in words, for a near date in a sentence: "1 декабря" / "December 1". */
export function formatDayMonth(locale: string, day: string): string {
  const { date, timeZone } = moment(day);
  if (Number.isNaN(date.getTime())) return day;
  return dateFormat(formatLocale(locale), { day: 'numeric', month: 'long', timeZone }).format(date);
}

/** A share (0–1) as a whole percentage: 0.456 → "46 %" / "46%". */
export const formatShare = (locale: string, share: number): string =>
  numberFormat(formatLocale(locale), { style: 'percent', maximumFractionDigits: 0 }).format(share);

type DatePart = 'day' | 'month' | 'year';

/** The order of day, month and year in the language's numeric dates and the separator (date inputs). */
export function dateShape(locale: string): { order: DatePart[]; separator: string } {
  const parts = dateFormat(intlLocale(locale), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(0);
  const order = parts
    .map((part) => part.type)
    .filter((type): type is DatePart => type === 'day' || type === 'month' || type === 'year');
  return { order, separator: parts.find((part) => part.type === 'literal')?.value ?? '.' };
}

/** The zone a reader is told clock times in: Moscow on the Russian site, Gulf Standard Time on the UAE one. */
export const readerTimeZone = (locale: string): string =>
  formatLocale(locale) === 'en' ? 'Asia/Dubai' : 'Europe/Moscow';

/**
 * A clock time the contract fixes in Moscow time ("09:00", the moderation hours) in the reader's zone:
 * "9:00" on the Russian site, "10:00 AM" (Gulf Standard Time) on the UAE one.
 */
export function formatMoscowTime(locale: string, hhmm: string): string {
  const at = new Date(`2026-01-01T${hhmm}:00${MOSCOW_OFFSET}`);
  if (Number.isNaN(at.getTime())) return hhmm;
  return dateFormat(intlLocale(locale), {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: readerTimeZone(locale),
  }).format(at);
}

/** Moderation's working hours (fixed in Moscow time by the contract) as the reader is told them. */
export const formatModerationHours = (locale: string, hours: { from: string; to: string }) => ({
  from: formatMoscowTime(locale, hours.from),
  to: formatMoscowTime(locale, hours.to),
});
