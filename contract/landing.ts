/**
 * The public landing (SPEC §1, issue 11): what the server hands the landing for one locale. The page is
 * prerendered at build time without it; the dynamic sections (ranks, calculator, reviews, FAQ) fill in from
 * this payload, which the server also inlines into the landing HTML so no extra request is needed.
 */
import * as v from 'valibot';
import { Currency } from './money.ts';
import { Rank } from './ranks.ts';
import { int, plainText, requiredText } from './validation.ts';

/** The two catalog languages; content written in Russian also serves the Belarus locale. */
export const ContentLocale = v.picklist(['ru', 'en']);
export type ContentLocale = v.InferOutput<typeof ContentLocale>;

/** At most this many reviews, and FAQ items, per language (published or not). */
export const REVIEWS_MAX = 50;
export const FAQ_MAX = 50;

// The SPEC §9 "conditions" figures live in a Valibot-free module the landing imports (decision 082).
export {
  CHANNEL_REGISTRATION_FOLLOWERS,
  LATE_REMOVAL_FINE_MINOR,
  MODERATION_HOURS,
  SUBSCRIPTION_BELOW_FOLLOWERS,
} from './units.ts';

/** A blogger's review on the landing carousel. Reviews are written per catalog language (ru serves by too). */
export const ReviewBody = v.object({
  locale: ContentLocale,
  author: requiredText(80),
  /** Who the author is, e.g. "Fitness blogger, 120k followers"; may be empty. */
  caption: plainText(120),
  text: requiredText(1000, true),
  position: int(0, 999),
  published: v.boolean(),
});
export type ReviewBody = v.InferOutput<typeof ReviewBody>;
export const Review = v.object({ ...ReviewBody.entries, id: v.string() });
export type Review = v.InferOutput<typeof Review>;

export const FaqBody = v.object({
  locale: ContentLocale,
  question: requiredText(300),
  answer: requiredText(4000, true),
  position: int(0, 999),
  published: v.boolean(),
});
export type FaqBody = v.InferOutput<typeof FaqBody>;
export const FaqItem = v.object({ ...FaqBody.entries, id: v.string() });
export type FaqItem = v.InferOutput<typeof FaqItem>;

/** The standard rates of the plan in force, in basis points (the calculator's input). */
export const PlanRates = v.object({
  personal_bp: v.number(),
  levels_bp: v.array(v.number()),
  early_personal_bp: v.number(),
  early_levels_bp: v.array(v.number()),
  early_days: v.number(),
});
export type PlanRates = v.InferOutput<typeof PlanRates>;

/** Money figures of the "conditions" section, minor units in `currency`. */
export const LandingConditions = v.object({
  min_withdrawal_minor: v.number(),
  integrations_per_month: v.number(),
  moderation_hours: v.object({ from: v.string(), to: v.string(), max_wait_hours: v.number() }),
  late_removal_fine_minor: v.number(),
  channel_registration_followers: v.number(),
  subscription_below_followers: v.number(),
  quick_start_bonus_minor: v.number(),
  raffle_min_minor: v.number(),
});
export type LandingConditions = v.InferOutput<typeof LandingConditions>;

/**
 * The program's real figures (never invented): approved ambassadors, and what was paid out to them in the
 * page's currency through completed withdrawals. The page shows a figure only when it is above zero.
 */
export const LandingFigures = v.object({
  ambassadors: v.number(),
  paid_out_minor: v.number(),
});
export type LandingFigures = v.InferOutput<typeof LandingFigures>;

export const LandingQuery = v.object({ locale: v.optional(ContentLocale, 'ru') });

/** GET landing?locale= (public). */
export const LandingData = v.object({
  locale: ContentLocale,
  currency: Currency,
  ranks: v.array(Rank),
  plan: PlanRates,
  conditions: LandingConditions,
  reviews: v.array(Review),
  faq: v.array(FaqItem),
  figures: LandingFigures,
});
export type LandingData = v.InferOutput<typeof LandingData>;

/** Admin lists: everything, published or not, both languages. */
export const ReviewList = v.object({ items: v.array(Review) });
export const FaqList = v.object({ items: v.array(FaqItem) });
