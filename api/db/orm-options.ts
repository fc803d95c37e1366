/** MikroORM options for either driver; the only place that knows which database is in use. */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { EntityMetadata, Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { SqliteDriver } from '@mikro-orm/sql';
import type { Database } from '../config.ts';
import { declareTeamTotalTriggers } from '../modules/team/team-line-triggers.ts';
import { entities } from './entities.ts';
import { PragmaSqliteDialect } from './sqlite-dialect.ts';

const MIGRATIONS_ROOT = join(import.meta.dirname, 'migrations');

export const migrationsPath = (driver: Database['driver']) => join(MIGRATIONS_ROOT, driver);

/**
 * Indexes only PostgreSQL has, declared here so that the schema comparison knows them (an `expression`
 * index is matched by name): the trigram index of team searches (docs/decisions/083).
 */
function postgresOnlyIndexes(meta: EntityMetadata) {
  if (meta.tableName !== 'users' || meta.indexes.some((i) => i.name === TEAM_TRIGRAMS)) return;
  meta.indexes.push({
    name: TEAM_TRIGRAMS,
    expression: `create index "${TEAM_TRIGRAMS}" on "users" using gin ("search_text" gin_trgm_ops)`,
  });
}
const TEAM_TRIGRAMS = 'users_search_text_trgm_index';

export async function ormOptions(database: Database, debug = false): Promise<Partial<Options>> {
  const path = migrationsPath(database.driver);
  const common = {
    entities,
    extensions: [Migrator],
    debug,
    // Each migration folder is plain .ts that Node 24 loads with type stripping; no build step.
    migrations: {
      path,
      pathTs: path,
      glob: '!(*.d).ts',
      emit: 'ts' as const,
      // Diff against the real (migrated) database, never a possibly stale snapshot file.
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    // Requests use a RequestContext fork; anything touching the global EM is a bug.
    allowGlobalContext: false,
  } satisfies Partial<Options>;

  if (database.driver === 'postgresql') {
    const { PostgreSqlDriver } = await import('@mikro-orm/postgresql');
    return {
      ...common,
      driver: PostgreSqlDriver,
      clientUrl: database.url,
      dbName: database.dbName,
      discovery: {
        onMetadata: (meta: EntityMetadata) => {
          postgresOnlyIndexes(meta);
          declareTeamTotalTriggers(meta, 'postgresql');
        },
      },
    };
  }
  if (database.path !== ':memory:') mkdirSync(dirname(database.path), { recursive: true });
  return {
    ...common,
    driver: SqliteDriver,
    dbName: database.path,
    driverOptions: new PragmaSqliteDialect(database.path),
    discovery: { onMetadata: (meta: EntityMetadata) => declareTeamTotalTriggers(meta, 'sqlite') },
    // The team search's FTS5 table and its shadow tables (decision 091) are no entity's: not compared.
    schemaGenerator: { skipTables: [/^users_search_fts(_(data|idx|content|docsize|config))?$/] },
  };
}
