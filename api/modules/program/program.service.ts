/**
 * The partner-program page's figures for one blogger: the plan in force now, the rank ladder and the money
 * rules, all in the account's currency. Nothing here is a copy: each figure is read from where the engines
 * that pay and rank read it.
 */
import type { EntityManager } from '@mikro-orm/core';
import { MODERATION_HOURS } from '#contract/landing.ts';
import { accountCurrency } from '#contract/markets.ts';
import {
  type Currency,
  INTEGRATIONS_REQUIRED,
  MIN_WITHDRAWAL_MINOR,
  QUICK_START_DAYS,
} from '#contract/money.ts';
import type { PartnerProgram } from '#contract/partner-program.ts';
import { RAFFLE_MIN_MINOR } from '#contract/ranks.ts';
import { User } from '../accounts/accounts.entity.ts';
import { planAt } from '../commissions/plan.service.ts';
import { QUICK_START_MIN_PARTNERS } from '../commissions/quick-start.service.ts';
import { loadLadder } from '../ranks/ladder.service.ts';

export async function partnerProgram(
  em: EntityManager,
  userId: string,
  now = new Date(),
): Promise<PartnerProgram> {
  const user = await em.findOneOrFail(User, { id: userId });
  const currency: Currency = accountCurrency(user);
  const plan = await planAt(em, now);
  return {
    currency,
    plan: {
      personal_bp: plan.rates.personal,
      levels_bp: plan.rates.levels,
      early_personal_bp: plan.rates.early_personal,
      early_levels_bp: plan.rates.early_levels,
      early_days: plan.earlyDays,
    },
    ranks: await loadLadder(em),
    quick_start: {
      bonus_minor: plan.quickStart[currency],
      revenue_minor: plan.quickStartRevenue[currency],
      partners_more_than: QUICK_START_MIN_PARTNERS - 1,
      days: QUICK_START_DAYS,
    },
    raffle_min_minor: RAFFLE_MIN_MINOR[currency],
    min_withdrawal_minor: MIN_WITHDRAWAL_MINOR[currency],
    integrations_per_month: INTEGRATIONS_REQUIRED,
    moderation_hours: { ...MODERATION_HOURS },
  };
}
