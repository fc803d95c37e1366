import type { LandingData } from '#contract/landing.ts';

/** A landing payload for the page tests: two ranks, the plan, one review and one FAQ item. */
export function landingData(locale: 'ru' | 'en'): LandingData {
  const currency = locale === 'en' ? 'USD' : 'RUB';
  return {
    locale,
    currency,
    figures: { ambassadors: 1240, paid_out_minor: locale === 'en' ? 4_250_000 : 385_000_000 },
    ranks: [
      { code: 'explorer', name_ru: 'Исследователь', name_en: 'Explorer', permanent: true, conditions: {} },
      {
        code: 'leader',
        name_ru: 'Лидер',
        name_en: 'Leader',
        permanent: false,
        conditions: { personal_revenue: { RUB: 5_000_000, USD: 55_000 }, active_partners: 3, months_held: 2 },
      },
    ],
    plan: {
      personal_bp: 2000,
      levels_bp: [500, 300, 200, 100],
      early_personal_bp: 2500,
      early_levels_bp: [700, 400, 300, 200],
      early_days: 60,
    },
    conditions: {
      min_withdrawal_minor: locale === 'en' ? 10_000 : 1_000_000,
      integrations_per_month: 2,
      moderation_hours: { from: '09:00', to: '18:00', max_wait_hours: 1 },
      late_removal_fine_minor: locale === 'en' ? 550_000 : 50_000_000,
      channel_registration_followers: 10_000,
      subscription_below_followers: 3_000,
      quick_start_bonus_minor: locale === 'en' ? 35_000 : 3_000_000,
      raffle_min_minor: locale === 'en' ? 1_100_000 : 100_000_000,
    },
    reviews: [
      {
        id: 'r1',
        locale,
        author: 'Anna',
        caption: '',
        text: 'Great programme.',
        position: 0,
        published: true,
      },
      {
        id: 'r2',
        locale,
        author: 'Omar',
        caption: 'Coach',
        text: 'Payouts on time.',
        position: 1,
        published: true,
      },
    ],
    faq: [{ id: 'f1', locale, question: 'How?', answer: 'Like this.', position: 0, published: true }],
  };
}
