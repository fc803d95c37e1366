/**
 * How the two markets read in the staff UI (docs/decisions/065-uae-market.md): the course and product
 * editors' market select and their lists. A market is stored as its catalog language, `ru` or `en`.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { MARKETS, type Market } from '#contract/markets.ts';

export const MARKET_LABELS: Record<Market, MessageDescriptor> = {
  ru: msg`Russia and Belarus · RUB`,
  en: msg`UAE · USD`,
};

/** Options of a market select, in the order the markets are listed. */
export const marketOptions = (i18n: I18n) =>
  MARKETS.map((value) => ({ value, label: i18n._(MARKET_LABELS[value]) }));

/** The market whose content a site writes by default: the English site is the UAE's. */
export const siteMarket = (locale: string): Market => (locale === 'en' ? 'en' : 'ru');
