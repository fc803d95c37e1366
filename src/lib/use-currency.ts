/**
 * The currency of figures that carry none of their own (a rule's fine, an empty list's totals): the
 * signed-in account's market's, else the site's (decision 065). Amounts the API sends keep their currency.
 */
import { useLingui } from '@lingui/react';
import { currencyOfMarket } from '#contract/markets.ts';
import type { Currency } from '#contract/money.ts';
import { siteMarket } from './markets.ts';
import { useAuth } from './use-auth.ts';

export function useCurrency(): Currency {
  const { user } = useAuth();
  const { i18n } = useLingui();
  return currencyOfMarket(user?.market ?? siteMarket(i18n.locale));
}
