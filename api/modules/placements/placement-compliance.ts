/**
 * Ads that are legal to run (docs/decisions/074-ad-rules.md): the rules of an account's market, read from
 * the `ad_rules` table, and the check that runs before a placement goes to moderation and again before it
 * gets its token. A refusal is a 422 `ad_rule_refused` that names the field and gives the rule's reason in
 * the reader's language, so the draft shows it exactly as the form's own check does.
 */
import type { EntityManager } from '@mikro-orm/core';
import { AD_RULE_FIELD, type AdRule, brokenRules, moscowToday, ruleReason } from '#contract/ad-rules.ts';
import { ErrorCode } from '#contract/errors.ts';
import { catalogLocale, type Locale } from '#contract/limits.ts';
import { accountMarket, type Market } from '#contract/markets.ts';
import { AppError, type FieldErrors, text } from '../../lib/app-error.ts';
import type { User } from '../accounts/accounts.entity.ts';
import { AdRuleRow } from './ad-rule.entity.ts';
import type { Placement } from './placement.entity.ts';

export const toAdRule = (r: AdRuleRow): AdRule => ({
  code: r.code,
  kind: r.kind,
  market: r.market,
  network: r.network ?? null,
  min_followers: r.minFollowers ?? null,
  law: r.law,
  in_force_from: r.inForceFrom,
  reason_ru: r.reasonRu,
  reason_en: r.reasonEn,
  active: r.active,
});

/**
 * The rules in force of a market, in the order staff keep them; read on every check, so a change staff
 * make applies to the next submit or approval. `all`: every rule of every market, switched off or not.
 */
export async function adRules(em: EntityManager, market?: Market | 'all'): Promise<AdRule[]> {
  const where = market === 'all' ? {} : { active: true, ...(market ? { market } : {}) };
  const rows = await em.find(AdRuleRow, where, { orderBy: { position: 'asc', code: 'asc' } });
  return rows.map(toAdRule);
}

type Owner = Pick<User, 'id' | 'currency' | 'locale'>;

/** Throws the 422 when the placement breaks a rule in force for its owner's market today. */
export async function assertLegalToRun(
  em: EntityManager,
  row: Placement,
  owner: Owner,
  locale: Locale,
  now = new Date(),
): Promise<void> {
  const market = accountMarket(owner);
  const rules = await adRules(em, market);
  if (rules.length === 0) return;
  const broken = brokenRules(
    rules,
    {
      market,
      network: row.network,
      // The placement's own figure: the accounts' registration counts are not per channel (decision 074).
      followers: row.followers ?? 0,
      registryEntry: row.registryEntry ?? '',
    },
    moscowToday(now),
  );
  if (broken.length === 0) return;
  const errors: FieldErrors = {};
  for (const rule of broken) {
    const field = AD_RULE_FIELD[rule.kind];
    errors[field] = [...(errors[field] ?? []), text(ruleReason(rule, catalogLocale(locale)))];
  }
  throw new AppError(422, ErrorCode.adRuleRefused, 'ad_rule_refused', errors);
}
