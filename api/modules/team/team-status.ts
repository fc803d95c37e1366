/**
 * The team status rule of contract/team.ts `teamStatus()` as one SQL expression, so that the list can filter
 * and show it without loading rows first (docs/decisions/051-team-statuses.md). tests/unit/team-status-sql
 * runs both over the same rows and checks that they agree.
 */
import type { EntityManager } from '@mikro-orm/core';
import { type Expression, type RawBuilder, sql } from 'kysely';
import { ACTIVE_WINDOW_DAYS, type TeamStatus } from '#contract/team.ts';
import { dateParam } from '../../lib/db-query.ts';

/** The start of the activity window: an integration at or after it is 'cooperation'. */
export const activeCutoff = (now: Date) => new Date(now.getTime() - ACTIVE_WINDOW_DAYS * 86_400_000);

/** `alias` is the users table's alias in the query; null for rejected and hidden accounts (not listed). */
export function statusSql(em: EntityManager, alias: string, now: Date): RawBuilder<TeamStatus | null> {
  const col = (name: string) => sql.ref(`${alias}.${name}`);
  return sql<TeamStatus | null>`case
    when ${col('status')} = 'review' then 'validation'
    when ${col('status')} <> 'approved' then null
    when not ${col('onboarding_completed')} then 'newbie'
    when ${col('last_integration_at')} is null then 'new'
    when ${col('last_integration_at')} >= ${dateParam(em, activeCutoff(now))} then 'cooperation'
    else 'refusal' end`;
}

/**
 * The same rule as a WHERE condition for one status (listed accounts only), written so that each branch is
 * a plain comparison. `noIndex` (SQLite only): the account status is written `+status`, which no index
 * serves, so that a query walking another index is not planned from the status index instead.
 */
export function statusIs(
  em: EntityManager,
  alias: string,
  status: TeamStatus,
  now: Date,
  noIndex = false,
): Expression<boolean> {
  const col = (name: string) =>
    noIndex && name === 'status' ? sql`+${sql.ref(`${alias}.${name}`)}` : sql.ref(`${alias}.${name}`);
  const cutoff = dateParam(em, activeCutoff(now));
  const onboarded = sql`${col('status')} = 'approved' and ${col('onboarding_completed')}`;
  switch (status) {
    case 'validation':
      return sql<boolean>`${col('status')} = 'review'`;
    case 'newbie':
      return sql<boolean>`(${col('status')} = 'approved' and not ${col('onboarding_completed')})`;
    case 'new':
      return sql<boolean>`(${onboarded} and ${col('last_integration_at')} is null)`;
    case 'cooperation':
      return sql<boolean>`(${onboarded} and ${col('last_integration_at')} >= ${cutoff})`;
    case 'refusal':
      return sql<boolean>`(${onboarded} and ${col('last_integration_at')} < ${cutoff})`;
  }
}
