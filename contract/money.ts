/**
 * Money on both sides of the API (architecture §6a): integer minor units (kopecks, cents) with a currency,
 * never floats. An account's currency is fixed when it is approved: RUB for the Russian variant (ru, by),
 * USD for the English (UAE) one.
 */
import * as v from 'valibot';
import type { Locale } from './limits.ts';

export const CURRENCIES = ['RUB', 'USD'] as const;
export const Currency = v.picklist(CURRENCIES);
export type Currency = v.InferOutput<typeof Currency>;

export const MINOR_PER_UNIT = 100;
/** The largest single amount the platform accepts (an order, a withdrawal): 10 000 000 units. */
export const MAX_AMOUNT_MINOR = 1_000_000_000;
/** SPEC §9: 10 000 RUB (Russian text), 100 USD (English); below it income carries over. */
export const MIN_WITHDRAWAL_MINOR: Record<Currency, number> = { RUB: 1_000_000, USD: 10_000 };
/** SPEC §9 quick-start bonus: a fixed 30 000 RUB (USD accounts get the plan's USD equivalent). */
export const QUICK_START_DAYS = 60;
/** Integrations per month needed to be paid; agreements made before 03.08.24 need 3. */
export const INTEGRATIONS_REQUIRED = 2;
export const INTEGRATIONS_REQUIRED_OLD = 3;
export const OLD_AGREEMENT_BEFORE = '2024-08-03';

export const currencyForLocale = (locale: Locale | string): Currency => (locale === 'en' ? 'USD' : 'RUB');

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

/** What an amount earns at a rate, rounded down to the minor unit (the platform never over-pays). */
export const applyRate = (amountMinor: number, rateBp: number): number =>
  Math.floor((amountMinor * rateBp) / 10_000);

/** First and last day of a month, as yyyy-mm-dd (placement dates are stored that way). */
export function monthDays(month: MonthKey): { first: string; last: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}` };
}
