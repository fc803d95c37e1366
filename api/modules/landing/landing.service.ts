/**
 * The public landing payload (GET landing, and the HTML the server inlines it into): the rank ladder, the
 * standard rates of the plan in force, the SPEC §9 conditions in the locale's currency, the published
 * reviews and FAQ, and the program's real figures (ambassadors, money paid out). Kept in memory for CACHE_TTL_MS per locale (one read per table when it expires) and
 * dropped at once when staff edit any of its sources in this process. docs/decisions/056-landing-content.md.
 */
import type { EntityManager } from '@mikro-orm/core';
import {
  CHANNEL_REGISTRATION_FOLLOWERS,
  type ContentLocale,
  type FaqItem as FaqDto,
  LATE_REMOVAL_FINE_MINOR,
  type LandingData,
  type LandingFigures,
  MODERATION_HOURS,
  type Review as ReviewDto,
  SUBSCRIPTION_BELOW_FOLLOWERS,
} from '#contract/landing.ts';
import {
  type Currency,
  currencyForLocale,
  INTEGRATIONS_REQUIRED,
  MIN_WITHDRAWAL_MINOR,
} from '#contract/money.ts';
import { RAFFLE_MIN_MINOR } from '#contract/ranks.ts';
import { db, num } from '../../lib/db-query.ts';
import { planAt } from '../commissions/plan.service.ts';
import { loadLadder } from '../ranks/ladder.service.ts';
import { FaqItem, Review } from './landing.entity.ts';

/** Long enough to absorb a burst of guests, short enough that another instance's edit shows up soon. */
export const CACHE_TTL_MS = 30_000;

export const toReview = (row: Review): ReviewDto => ({
  id: row.id,
  locale: row.locale,
  author: row.author,
  caption: row.caption,
  text: row.text,
  position: row.position,
  published: row.published,
});

export const toFaqItem = (row: FaqItem): FaqDto => ({
  id: row.id,
  locale: row.locale,
  question: row.question,
  answer: row.answer,
  position: row.position,
  published: row.published,
});

/** Position first; items sharing one keep the order they were written in. */
export const CONTENT_ORDER = { position: 'asc', createdAt: 'asc', id: 'asc' } as const;

/** Approved ambassadors, and the completed withdrawals' total in `currency`: two indexed aggregates. */
export async function readFigures(em: EntityManager, currency: Currency): Promise<LandingFigures> {
  const [people, paid] = await Promise.all([
    db(em)
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', '=', 'approved')
      .where('role', '=', 'ambassador')
      .executeTakeFirst(),
    db(em)
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.sum('amount').as('total'))
      .where('status', '=', 'completed')
      .where('currency', '=', currency)
      .executeTakeFirst(),
  ]);
  return { ambassadors: num(people?.n), paid_out_minor: num(paid?.total) };
}

/** Reads the payload from the database (no cache). */
export async function readLandingData(em: EntityManager, locale: ContentLocale): Promise<LandingData> {
  const currency = currencyForLocale(locale);
  const [ranks, plan, reviews, faq, figures] = await Promise.all([
    loadLadder(em),
    planAt(em, new Date()),
    em.find(Review, { locale, published: true }, { orderBy: CONTENT_ORDER }),
    em.find(FaqItem, { locale, published: true }, { orderBy: CONTENT_ORDER }),
    readFigures(em, currency),
  ]);
  return {
    locale,
    currency,
    ranks,
    plan: {
      personal_bp: plan.rates.personal,
      levels_bp: [...plan.rates.levels],
      early_personal_bp: plan.rates.early_personal,
      early_levels_bp: [...plan.rates.early_levels],
      early_days: plan.earlyDays,
    },
    conditions: {
      min_withdrawal_minor: MIN_WITHDRAWAL_MINOR[currency],
      integrations_per_month: INTEGRATIONS_REQUIRED,
      moderation_hours: { ...MODERATION_HOURS },
      late_removal_fine_minor: LATE_REMOVAL_FINE_MINOR[currency],
      channel_registration_followers: CHANNEL_REGISTRATION_FOLLOWERS,
      subscription_below_followers: SUBSCRIPTION_BELOW_FOLLOWERS,
      quick_start_bonus_minor: plan.quickStart[currency],
      raffle_min_minor: RAFFLE_MIN_MINOR[currency],
    },
    reviews: reviews.map(toReview),
    faq: faq.map(toFaqItem),
    figures,
  };
}

interface Cached {
  at: number;
  generation: number;
  data: Promise<LandingData>;
}
/** One cache per database (keyed by the ORM's configuration, which forks share): tests run several apps. */
const caches = new WeakMap<object, Map<ContentLocale, Cached>>();
let generation = 0;

/**
 * Drops every cached payload (staff saved a review, FAQ item, the ladder or the plan). A read still under
 * way is dropped too: it may have started before the edit was committed.
 */
export function invalidateLandingData(): void {
  generation += 1;
}

/**
 * The landing payload for `locale`, from memory when fresh. Concurrent callers share one read; a failed
 * read is not kept. The result holds no entities, so any request's `em` will do.
 */
export function loadLandingData(
  em: EntityManager,
  locale: ContentLocale,
  now = Date.now(),
): Promise<LandingData> {
  const cache = caches.get(em.config) ?? new Map<ContentLocale, Cached>();
  caches.set(em.config, cache);
  const hit = cache.get(locale);
  if (hit && hit.generation === generation && now - hit.at < CACHE_TTL_MS) return hit.data;
  const entry: Cached = { at: now, generation, data: readLandingData(em.fork(), locale) };
  cache.set(locale, entry);
  entry.data.catch(() => {
    if (cache.get(locale) === entry) cache.delete(locale);
  });
  return entry.data;
}
