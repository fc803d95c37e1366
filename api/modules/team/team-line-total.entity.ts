import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { User } from '../accounts/accounts.entity.ts';

/**
 * The team summary's figures per blogger and line (docs/decisions/086), kept by database triggers written
 * in migration `team_line_totals`: the listed partners on the line (closure-table rows less rejected and
 * hidden accounts), the revenue of the orders that paid the blogger at that line (refunds netted) and what
 * those commission lines earned. Never written by application code; team-summary.service.ts reads it.
 */
export const TeamLineTotal = defineEntity({
  name: 'TeamLineTotal',
  tableName: 'team_line_totals',
  properties: {
    account: () => p.manyToOne(User).primary().ref().deleteRule('cascade'),
    level: p.integer().primary(),
    people: p.integer().default(0),
    revenue: p.bigint('number').default(0),
    income: p.bigint('number').default(0),
  },
});
export type TeamLineTotal = InferEntity<typeof TeamLineTotal>;
