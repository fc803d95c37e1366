/**
 * Generates a migration for both drivers from the entity definitions:
 *   bash scripts/with-postgres.sh node api/db/make-migration.ts [name]
 * Each driver's existing migrations are applied to a throwaway database first, so the new file holds only
 * the difference. Without a PostgreSQL DATABASE_URL only the SQLite migration is generated (with a warning).
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM } from '@mikro-orm/core';
import { type Database, parseDatabase } from '../config.ts';
import { migrationsPath, ormOptions } from './orm-options.ts';
import { createDatabase, dropDatabase } from './pg-admin.ts';

const root = join(import.meta.dirname, '../..');
const name = process.argv[2]?.replace(/[^\w-]/g, '_');

async function generate(database: Database): Promise<void> {
  const orm = await MikroORM.init({ ...(await ormOptions(database)), allowGlobalContext: true });
  try {
    await orm.migrator.up();
    const result = await orm.migrator.create(undefined, false, false, name);
    if (!result.fileName) console.log(`${database.driver}: no changes, no migration written`);
    else {
      // Generated code is not in the house style; format it so `biome check` stays clean.
      const file = join(migrationsPath(database.driver), result.fileName);
      spawnSync(join(root, 'node_modules/.bin/biome'), ['check', '--write', file], { stdio: 'ignore' });
      console.log(`${database.driver}: wrote ${file}`);
    }
  } finally {
    await orm.close(true);
  }
}

const dir = mkdtempSync(join(tmpdir(), 'make-migration-'));
try {
  await generate({ driver: 'sqlite', path: join(dir, 'gen.db') });
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const url = process.env.DATABASE_URL;
if (url && parseDatabase(url, dir).driver === 'postgresql') {
  const db = `make_migration_${randomBytes(4).toString('hex')}`;
  const dbUrl = await createDatabase(url, db);
  try {
    await generate(parseDatabase(dbUrl, dir));
  } finally {
    await dropDatabase(url, db);
  }
} else {
  console.warn('postgresql: skipped (run through scripts/with-postgres.sh to generate it too)');
}
