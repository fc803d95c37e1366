import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LATE_REMOVAL_FINE_MINOR } from '#contract/landing.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useCurrency } from '../../../lib/use-currency.ts';

/** The fine in the account's own money: roubles in Russia, dollars in the UAE. */
function LateRemovalRule() {
  const { i18n } = useLingui();
  const currency = useCurrency();
  const fine = formatMoney(i18n.locale, LATE_REMOVAL_FINE_MINOR[currency], currency);
  return <Trans>Remove the ad when its period ends; a late removal can be fined up to {fine}.</Trans>;
}

/** What each reading step says; the blogger confirms it before continuing (SPEC §5). */
export const STEP_TEXTS: Record<
  'important_info' | 'rules' | 'tech_spec' | 'telegram_channel' | 'course',
  ReactNode
> = {
  important_info: (
    <ul>
      <li>
        <Trans>
          You earn from sales through your promocodes and referral link, and from your team up to 4 levels
          deep.
        </Trans>
      </li>
      <li>
        <Trans>Publish at least 2 ad integrations a month, otherwise the month's income is not paid.</Trans>
      </li>
      <li>
        <Trans>Income below the minimum withdrawal carries over to the next month.</Trans>
      </li>
    </ul>
  ),
  rules: (
    <ul>
      <li>
        <Trans>Every ad placement must carry its ERID token and the "Advertising" label.</Trans>
      </li>
      <li>
        <Trans>Publish only after the placement has passed moderation and received its token.</Trans>
      </li>
      <li>
        <LateRemovalRule />
      </li>
      <li>
        <Trans>Stories tokens live one day: stories are removed the next day.</Trans>
      </li>
    </ul>
  ),
  tech_spec: (
    <ul>
      <li>
        <Trans>
          Video: vertical 9:16 for stories and reels, at least 720p, sound without music rights issues.
        </Trans>
      </li>
      <li>
        <Trans>Mention the brand and your promocode in the first seconds or lines.</Trans>
      </li>
      <li>
        <Trans>Ad text: from 10 to 16384 characters; put the link with ?erid= in the description.</Trans>
      </li>
    </ul>
  ),
  telegram_channel: (
    <p>
      <Trans>
        Join the ambassadors' channel: news, new products, contests and payout dates are posted there first.
      </Trans>
    </p>
  ),
  course: (
    <p>
      <Trans>
        The ambassador school teaches how to make ads that sell. Start with the first lesson; it also works
        offline.
      </Trans>
    </p>
  ),
};
