/**
 * Money on both sides of the API (architecture §6a): integer minor units (kopecks, cents) with a currency,
 * never floats. An account's currency is fixed when it is approved: RUB for the Russian variant (ru, by),
 * USD for the English (UAE) one.
 */
import * as v from 'valibot';
import { CURRENCIES } from './units.ts';

// The units and fixed figures live in a Valibot-free module the landing imports (decision 082).
export {
  applyRate,
  CURRENCIES,
  currencyForLocale,
  INTEGRATIONS_REQUIRED,
  MIN_WITHDRAWAL_MINOR,
  MINOR_PER_UNIT,
} from './units.ts';

export const Currency = v.picklist(CURRENCIES);
export type Currency = v.InferOutput<typeof Currency>;

/** The largest single amount the platform accepts (an order, a withdrawal): 10 000 000 units. */
export const MAX_AMOUNT_MINOR = 1_000_000_000;
/** SPEC §9 quick-start bonus: a fixed 30 000 RUB (USD accounts get the plan's USD equivalent). */
export const QUICK_START_DAYS = 60;
/** Agreements made before 03.08.24 need 3 integrations a month (INTEGRATIONS_REQUIRED for the rest). */
export const INTEGRATIONS_REQUIRED_OLD = 3;
export const OLD_AGREEMENT_BEFORE = '2024-08-03';

/** A positive amount in minor units, bounded. */
export const MinorAmount = v.pipe(v.number(), v.safeInteger(), v.minValue(1), v.maxValue(MAX_AMOUNT_MINOR));

/** A calendar month, `yyyy-mm`. */
export const MonthKey = v.pipe(v.string(), v.regex(/^(19|20)\d\d-(0[1-9]|1[0-2])$/));
export type MonthKey = string;

/** `yyyy-mm` of a date, in UTC. */
export const monthOf = (date: Date): MonthKey => date.toISOString().slice(0, 7);

/** The last month that has ended (UTC): the latest one month close and rank evaluation can run for. */
export const lastEndedMonth = (now = new Date()): MonthKey =>
  monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)));

/** Basis points: 1 % = 100 bp; a rate is at most 100 %. */
export const RateBp = v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(10_000));

/** First and last day of a month, as yyyy-mm-dd (placement dates are stored that way). */
export function monthDays(month: MonthKey): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}` };
}
