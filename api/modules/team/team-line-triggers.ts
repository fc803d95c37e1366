/**
 * The triggers that keep team_line_totals (docs/decisions/086) are written in the `team_line_totals`
 * migrations, those that keep SQLite's team search index (091) in `team_search_fts`. Declared here to the schema comparison by name (an `expression` trigger is matched by name
 * only), so that tests/api/schema-drift.test.ts neither drops them nor misses one that is gone. SQLite's
 * introspection reads only triggers without `update of <column>`, and groups one trigger per event under
 * a shared name; PostgreSQL lists each trigger by its own name.
 */
import type { EntityMetadata } from '@mikro-orm/core';

type Driver = 'sqlite' | 'postgresql';
type Event = 'insert' | 'update' | 'delete';

const ALL: Event[] = ['insert', 'update', 'delete'];
type Declared = { name: string; events: Event[]; forEach?: 'row' | 'statement' };
const DECLARED: Record<Driver, Record<string, Declared[]>> = {
  sqlite: {
    team_links: [{ name: 'team_links_totals', events: ALL }],
    ledger_lines: [{ name: 'ledger_lines_totals', events: ALL }],
    // The team search's FTS5 index (decision 091), made by the `team_search_fts` migration.
    users: [{ name: 'users_search', events: ALL }],
  },
  postgresql: {
    team_links: ALL.map((e) => ({ name: `team_links_team_totals_${e}`, events: [e], forEach: 'statement' })),
    ledger_lines: ALL.map((e) => ({
      name: `ledger_lines_team_totals_${e}`,
      events: [e],
      forEach: 'statement',
    })),
    users: [{ name: 'users_team_totals', events: ['update'] }],
    orders: [{ name: 'orders_team_totals', events: ['update'] }],
  },
};

export function declareTeamTotalTriggers(meta: EntityMetadata, driver: Driver) {
  meta.triggers ??= [];
  for (const found of DECLARED[driver][meta.tableName] ?? []) {
    if (meta.triggers.some((t) => t.name === found.name)) continue;
    meta.triggers.push({
      ...found,
      timing: 'after',
      expression: '-- created by a migration (see above)',
    });
  }
}
