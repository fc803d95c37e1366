/** The fraud rules as data: staff switch each one on or off (a rule without a row is on). */
import type { EntityManager } from '@mikro-orm/core';
import { FRAUD_RULES, type FraudRule, type FraudRuleList } from '#contract/fraud.ts';
import { FraudRuleRow } from './fraud.entity.ts';

export async function enabledRules(em: EntityManager): Promise<Set<FraudRule>> {
  const off = await em.find(FraudRuleRow, { enabled: false });
  const disabled = new Set(off.map((r) => r.code));
  return new Set(FRAUD_RULES.filter((code) => !disabled.has(code)));
}

export async function listRules(em: EntityManager): Promise<FraudRuleList> {
  const on = await enabledRules(em);
  return { items: FRAUD_RULES.map((code) => ({ code, enabled: on.has(code) })) };
}

/** Switches one rule; idempotent (an upsert by code). */
export async function setRule(em: EntityManager, code: FraudRule, enabled: boolean): Promise<void> {
  await em.upsert(FraudRuleRow, { code, enabled, updatedAt: new Date() }, { onConflictFields: ['code'] });
}
