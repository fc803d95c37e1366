/**
 * The rules an ad must meet to run (contract/ad-rules.ts, docs/decisions/074-ad-rules.md): data, not code,
 * so a newly banned network is a row staff add, not a release. Seeded by the migration that made the table.
 */
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { AD_RULE_KINDS } from '#contract/ad-rules.ts';
import { MARKETS } from '#contract/markets.ts';

export const AdRuleRow = defineEntity({
  name: 'AdRuleRow',
  tableName: 'ad_rules',
  properties: {
    code: p.string().length(40).primary(),
    kind: p.enum(AD_RULE_KINDS),
    market: p.enum(MARKETS),
    network: p.string().length(40).nullable(),
    minFollowers: p.integer().nullable(),
    law: p.string().length(200),
    /** yyyy-mm-dd: compares correctly as text on both drivers. */
    inForceFrom: p.string().length(10),
    reasonRu: p.string().length(500),
    reasonEn: p.string().length(500),
    position: p.integer().default(0),
    /** Switched off by staff: kept with its law and reasons, refuses nothing (decision 074). */
    active: p.boolean().default(true),
  },
});
export type AdRuleRow = InferEntity<typeof AdRuleRow>;
