/**
 * Figures of the landing in the page's language and currency. The landing runs without the app's feature
 * modules (it is prerendered and hydrated alone), so it keeps its own small formatters.
 */
import type { CatalogLocale } from '../../../contract/limits.ts';
import { type Currency, currencyForLocale, MINOR_PER_UNIT } from '../../../contract/money.ts';

/** The catalog language the page renders in; Belarus reuses Russian. */
export const pageLocale = (locale: string): CatalogLocale => (locale === 'en' ? 'en' : 'ru');

/** RUB for the Russian variant, USD for the English (UAE) one, unless the data says otherwise. */
export const pageCurrency = (locale: string, data?: { currency: Currency } | null): Currency =>
  data?.currency ?? currencyForLocale(pageLocale(locale));

/** "10 000 ₽" / "$100": whole amounts without kopecks/cents. */
export function formatMoney(minor: number, currency: Currency, locale: string): string {
  const digits = minor % MINOR_PER_UNIT === 0 ? 0 : 2;
  return new Intl.NumberFormat(pageLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(minor / MINOR_PER_UNIT);
}

export const formatCount = (value: number, locale: string): string =>
  new Intl.NumberFormat(pageLocale(locale)).format(value);

/** Basis points as a percentage: 1500 → "15 %" / "15%". */
export const formatRate = (bp: number, locale: string): string =>
  new Intl.NumberFormat(pageLocale(locale), { style: 'percent', maximumFractionDigits: 2 }).format(
    bp / 10_000,
  );
