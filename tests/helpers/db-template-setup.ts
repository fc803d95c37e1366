/**
 * Vitest global set-up of the api and e2e projects: builds the run's template databases (db-template.ts)
 * once, the way a test app or the server makes its own on a first start, and removes them at the end.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../api/app.ts';
import { loadConfig } from '../../api/config.ts';
import { createDatabase, dropDatabase } from '../../api/db/pg-admin.ts';
import { seedDemo } from '../../api/db/seed/demo.ts';
import { days, TEMPLATES_ENV, type Templates } from './db-template.ts';

const isPostgres = (url: string | undefined): url is string => /^postgres(ql)?:\/\//i.test(url ?? '');

/** Migrates (and seeds) the database at `databaseUrl` the way a test app or the server does on its first start. */
async function build(databaseUrl: string, dir: string, seed: { varDir?: string } | null) {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      VAR_DIR: seed?.varDir ?? join(dir, 'var'),
      STATIC_DIR: join(dir, 'no-dist'),
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
    },
    dir,
  );
  const app = await buildApp(config);
  try {
    if (seed) await seedDemo(app.orm.em.fork(), seed);
  } finally {
    // Closed before use: SQLite folds its write-ahead log into the file, PostgreSQL copies only unused templates.
    await app.close();
  }
}

export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[TEMPLATES_ENV]) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'db-templates-'));
  const serverVarDir = join(dir, 'server-var');
  mkdirSync(serverVarDir);
  const day = days();
  const found: Templates = {
    day,
    sqlite: { bare: join(dir, 'bare.db'), seeded: join(dir, 'seeded.db') },
    serverVarDir,
  };
  await build(found.sqlite.bare, dir, null);
  await build(found.sqlite.seeded, dir, {});
  await build(join(serverVarDir, 'app.db'), dir, { varDir: serverVarDir });
  const serverUrl = process.env.DATABASE_URL;
  if (isPostgres(serverUrl)) {
    const suffix = Math.random().toString(16).slice(2, 10);
    found.postgres = { bare: `template_bare_${suffix}`, seeded: `template_seeded_${suffix}` };
    await build(await createDatabase(serverUrl, found.postgres.bare), dir, null);
    await build(await createDatabase(serverUrl, found.postgres.seeded), dir, {});
  }
  process.env[TEMPLATES_ENV] = JSON.stringify(found);
  return async () => {
    delete process.env[TEMPLATES_ENV];
    if (found.postgres && isPostgres(serverUrl)) {
      await dropDatabase(serverUrl, found.postgres.bare);
      await dropDatabase(serverUrl, found.postgres.seeded);
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
