import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { LandingConditions } from '#contract/landing.ts';
import {
  CHANNEL_REGISTRATION_FOLLOWERS,
  type Currency,
  INTEGRATIONS_REQUIRED,
  LATE_REMOVAL_FINE_MINOR,
  MIN_WITHDRAWAL_MINOR,
  MODERATION_HOURS,
  RAFFLE_MIN_MINOR,
  SUBSCRIPTION_BELOW_FOLLOWERS,
} from '#contract/units.ts';
import { formatCount, formatModerationHours, formatMoney } from '../../../lib/format.ts';
import { Pending } from './landing-placeholder.tsx';

/**
 * What the prerendered page shows before the data arrives: the SPEC §9 figures the contract fixes (the server
 * sends the same). The quick-start bonus comes from the plan in force, so it stays pending until then.
 */
const known = (currency: Currency): Partial<LandingConditions> => ({
  min_withdrawal_minor: MIN_WITHDRAWAL_MINOR[currency],
  integrations_per_month: INTEGRATIONS_REQUIRED,
  moderation_hours: MODERATION_HOURS,
  late_removal_fine_minor: LATE_REMOVAL_FINE_MINOR[currency],
  channel_registration_followers: CHANNEL_REGISTRATION_FOLLOWERS,
  subscription_below_followers: SUBSCRIPTION_BELOW_FOLLOWERS,
  raffle_min_minor: RAFFLE_MIN_MINOR[currency],
});

/** SPEC §1 "conditions": the rules a blogger signs up to, in the page's currency. */
export function LandingConditionsSection({
  conditions,
  currency,
}: {
  conditions: LandingConditions | null;
  currency: Currency;
}) {
  const { t, i18n } = useLingui();
  const c = conditions ?? known(currency);
  const money = (minor?: number): ReactNode =>
    minor === undefined ? <Pending /> : formatMoney(i18n.locale, minor, currency);
  const count = (value?: number): ReactNode =>
    value === undefined ? <Pending /> : formatCount(i18n.locale, value);
  const withdrawal = money(c.min_withdrawal_minor);
  const integrations = count(c.integrations_per_month);
  const hours = c.moderation_hours;
  // <Plural> reads the context's i18n (the prerender has its own instance, not the global one).
  const wait = hours ? <Plural value={hours.max_wait_hours} one="# hour" other="# hours" /> : <Pending />;
  const shown = hours ? formatModerationHours(i18n.locale, hours) : null;
  const from = shown?.from ?? <Pending />;
  const to = shown?.to ?? <Pending />;
  const fine = money(c.late_removal_fine_minor);
  const channel = count(c.channel_registration_followers);
  const subscription = count(c.subscription_below_followers);
  const quickStart = money(c.quick_start_bonus_minor);
  const raffle = money(c.raffle_min_minor);
  return (
    <section
      className="landing-section"
      aria-labelledby="landing-conditions"
      data-testid="landing-conditions"
    >
      <h2 id="landing-conditions">{t`Conditions`}</h2>
      <ul className="landing-conditions">
        <li>
          <Trans>
            Minimum withdrawal: <strong>{withdrawal}</strong>. Below it, income carries over to the next
            month.
          </Trans>
        </li>
        <li>
          <Trans>
            At least <strong>{integrations}</strong> ad integrations a month, otherwise the period's income is
            unpaid.
          </Trans>
        </li>
        <li>
          <Trans>
            Moderation takes up to {wait}, from {from} to {to} Gulf Standard Time.
          </Trans>
        </li>
        <li>
          <Trans>
            Fine for removing an ad late: up to <strong>{fine}</strong>.
          </Trans>
        </li>
        <li>
          <Trans>Channel registration is required for audiences above {channel} followers.</Trans>
        </li>
        <li>
          <Trans>Accounts under {subscription} followers need a subscription.</Trans>
        </li>
        <li>
          <Trans>
            Quick start: a bonus of <strong>{quickStart}</strong> for strong results in your first days.
          </Trans>
        </li>
        <li>
          <Trans>Year-end travel raffle for revenue above {raffle}.</Trans>
        </li>
      </ul>
    </section>
  );
}
