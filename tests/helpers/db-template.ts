/**
 * Template databases, built once per Vitest run by the global set-up of the api and e2e projects
 * (db-template-setup.ts): migrated, and migrated + demo-seeded. Each test app (api-app.ts) copies one instead of migrating and seeding again
 * (a SQLite file copy, or PostgreSQL's `create database … template …`), and each browser-test server
 * (server.ts) starts on a copy of a data directory the server's own demo seed filled (school media
 * included). Outside Vitest, or on a later calendar day than the build, everything starts empty as before.
 */
import { cpSync } from 'node:fs';

export const TEMPLATES_ENV = 'TEST_DB_TEMPLATES';

export interface Templates {
  /** The UTC and Moscow days of the build: seeds write dates relative to now. */
  day: string;
  sqlite: { bare: string; seeded: string };
  /** A server data directory (app.db + stored files) after the server's demo seed. */
  serverVarDir: string;
  /** Template database names on the DATABASE_URL server, when it is PostgreSQL. */
  postgres?: { bare: string; seeded: string };
}

export const days = (now = Date.now()) =>
  `${new Date(now).toISOString().slice(0, 10)}/${new Date(now + 3 * 3_600_000).toISOString().slice(0, 10)}`;

/** The run's templates, or null outside a run that built them (or once the day changed). */
export function templates(): Templates | null {
  const raw = process.env[TEMPLATES_ENV];
  if (!raw) return null;
  const found = JSON.parse(raw) as Templates;
  return found.day === days() ? found : null;
}

/** Fills an empty server data directory from the template; false when there is none to use. */
export function copyServerTemplate(varDir: string): boolean {
  const found = templates();
  if (!found) return false;
  cpSync(found.serverVarDir, varDir, { recursive: true });
  return true;
}
