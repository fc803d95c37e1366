/** The landing's language and currency; its figures are written by the app's one formatter (src/lib/format.ts). */
import type { CatalogLocale } from '#contract/limits.ts';
import { type Currency, currencyForLocale } from '#contract/units.ts';
import { formatLocale } from '../../lib/format.ts';

/** The catalog language the page renders in; Belarus reuses Russian. */
export const pageLocale = (locale: string): CatalogLocale => formatLocale(locale);

/** RUB for the Russian variant, USD for the English (UAE) one, unless the data says otherwise. */
export const pageCurrency = (locale: string, data?: { currency: Currency } | null): Currency =>
  data?.currency ?? currencyForLocale(pageLocale(locale));
