/**
 * Money units and the few fixed figures the guests' landing shows, without Valibot (decision 082): the
 * landing entry imports these, so the schemas of contract/money.ts, ranks.ts and placements.ts (and Valibot
 * itself) stay out of its chunks. Those modules re-export everything here.
 */
import type { Locale } from './limits.ts';

export const CURRENCIES = ['RUB', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const MINOR_PER_UNIT = 100;
/** SPEC §9: 10 000 RUB (Russian text), 100 USD (English); below it income carries over. */
export const MIN_WITHDRAWAL_MINOR: Record<Currency, number> = { RUB: 1_000_000, USD: 10_000 };
/** Integrations per month needed to be paid; agreements made before 03.08.24 need 3. */
export const INTEGRATIONS_REQUIRED = 2;

export const currencyForLocale = (locale: Locale | string): Currency => (locale === 'en' ? 'USD' : 'RUB');

/** What an amount earns at a rate, rounded down to the minor unit (the platform never over-pays). */
export const applyRate = (amountMinor: number, rateBp: number): number =>
  Math.floor((amountMinor * rateBp) / 10_000);

/** SPEC §9: the year-end travel raffle needs revenue above 1 000 000 RUB in the calendar year. */
export const RAFFLE_MIN_MINOR: Record<Currency, number> = { RUB: 100_000_000, USD: 1_100_000 };

/** SPEC's days are Moscow days; Moscow keeps UTC+3 all year (no daylight saving since 2014). */
export const MOSCOW_OFFSET = '+03:00';

/**
 * SPEC §9 "conditions" figures the landing shows (decision 056). The fine is
 * written "up to"; the USD figure of the UAE variant uses the same rate as the rank ladder (~91 RUB/USD).
 */
export const LATE_REMOVAL_FINE_MINOR: Record<Currency, number> = { RUB: 50_000_000, USD: 550_000 };
/** Moderation answers within MODERATION_MAX_WAIT_HOURS during these Moscow-time hours. */
export const MODERATION_HOURS = { from: '09:00', to: '18:00', max_wait_hours: 1 } as const;
/** Channels above this audience must be registered; accounts below SUBSCRIPTION_BELOW pay a subscription. */
export const CHANNEL_REGISTRATION_FOLLOWERS = 10_000;
export const SUBSCRIPTION_BELOW_FOLLOWERS = 3_000;
