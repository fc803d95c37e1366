/** Creates and drops throwaway PostgreSQL databases (migration generation, isolated test runs). */
import { MikroORM } from '@mikro-orm/core';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function withAdmin<T>(url: string, fn: (orm: MikroORM) => Promise<T>): Promise<T> {
  const { PostgreSqlDriver } = await import('@mikro-orm/postgresql');
  const orm = await MikroORM.init({
    driver: PostgreSqlDriver,
    clientUrl: url,
    entities: [],
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: true,
    pool: { min: 0, max: 1 },
  });
  try {
    return await fn(orm);
  } finally {
    await orm.close(true);
  }
}

/** Returns a URL like `url` pointing at a newly created database: empty, or a copy of `template`. */
export async function createDatabase(url: string, name: string, template?: string): Promise<string> {
  const copy = template ? ` template ${quote(template)}` : '';
  await withAdmin(url, (orm) => orm.em.getConnection().execute(`create database ${quote(name)}${copy}`));
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function dropDatabase(url: string, name: string): Promise<void> {
  await withAdmin(url, (orm) =>
    orm.em.getConnection().execute(`drop database if exists ${quote(name)} with (force)`),
  );
}
