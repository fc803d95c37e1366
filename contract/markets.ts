/**
 * Markets are data (DESIGN §6b, docs/decisions/065-uae-market.md): Russia and Belarus, and the UAE. A market
 * is named by its catalog language, the key content rows already carry (products, landing reviews, courses):
 * `ru` is Russia and Belarus (RUB), `en` is the UAE (USD). Content, legal fields and payout details follow
 * the account's market, whatever language the site is read in.
 */
import { ContentLocale } from './landing.ts';
import { type Currency, currencyForLocale } from './money.ts';

export const Market = ContentLocale;
export type Market = ContentLocale;
export const MARKETS = Market.options;

/** The market of a currency: RUB accounts are Russian (and Belarusian), USD ones are the UAE's. */
export const marketOfCurrency = (currency: Currency): Market => (currency === 'USD' ? 'en' : 'ru');

/** The currency a market's accounts hold, earn and are shown money in. */
export const currencyOfMarket = (market: Market): Currency => (market === 'en' ? 'USD' : 'RUB');

/** An account's currency: fixed at approval; before that (and for accounts older than it), its market's. */
export const accountCurrency = (account: { currency?: Currency | null; locale: string }): Currency =>
  account.currency ?? currencyForLocale(account.locale);

/** An account's market: its currency's (fixed at approval), or the site it signed up on before that. */
export const accountMarket = (account: { currency?: Currency | null; locale: string }): Market =>
  marketOfCurrency(accountCurrency(account));
