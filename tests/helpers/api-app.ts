/**
 * Builds the real app against a fresh database for one test file: a temp SQLite file by default, or, when
 * DATABASE_URL is a PostgreSQL URL (scripts/with-postgres.sh), a throwaway database on that server that is
 * dropped again in `close()`. Under Vitest the database starts as a copy of the run's migrated (and seeded)
 * template (db-template.ts) instead of being migrated and seeded again.
 */
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { AccountStatus } from '#contract/accounts.ts';
import type { TokenPair } from '#contract/auth.ts';
import { buildApp } from '../../api/app.ts';
import { type Config, loadConfig } from '../../api/config.ts';
import { createDatabase, dropDatabase } from '../../api/db/pg-admin.ts';
import { DEMO_PASSWORD, seedDemo } from '../../api/db/seed/demo.ts';
import { hashPassword } from '../../api/lib/password.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { linkIntoTree } from '../../api/modules/accounts/team-links.ts';
import { OutboxMail } from '../../api/modules/mail/mail.entity.ts';
import { templates } from './db-template.ts';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dir: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  staticDir?: string;
  env?: Record<string, string>;
  tweak?: (config: Config) => void;
  seed?: boolean;
}

export const usesPostgres = () => /^postgres(ql)?:\/\//i.test(process.env.DATABASE_URL ?? '');

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'api-test-'));
  const serverUrl = usesPostgres() ? process.env.DATABASE_URL! : null;
  const dbName = `test_${randomBytes(6).toString('hex')}`;
  const found = templates();
  const kind = options.seed === false ? 'bare' : 'seeded';
  const databaseUrl = serverUrl
    ? await createDatabase(serverUrl, dbName, found?.postgres?.[kind])
    : join(dir, 'app.db');
  if (!serverUrl && found) copyFileSync(found.sqlite[kind], databaseUrl);
  const copied = serverUrl ? !!found?.postgres : !!found;
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      VAR_DIR: join(dir, 'var'),
      STATIC_DIR: options.staticDir ?? join(dir, 'no-dist'),
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl,
      ...options.env,
    },
    dir,
  );
  options.tweak?.(config);
  const cleanup = async () => {
    if (serverUrl) await dropDatabase(serverUrl, dbName);
    rmSync(dir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  try {
    app = await buildApp(config);
    if (options.seed !== false && !copied) await seedDemo(app.orm.em.fork());
  } catch (error) {
    await cleanup();
    throw error;
  }
  return {
    app,
    config,
    dir,
    async close() {
      await app.close();
      await cleanup();
    },
  };
}

export async function createUser(
  app: FastifyInstance,
  fields: {
    email: string;
    status?: AccountStatus;
    role?: 'ambassador' | 'moderator' | 'admin';
    password?: string;
    /** Money fields: an approved ambassador gets RUB unless told otherwise. */
    currency?: 'RUB' | 'USD' | null;
    sponsor?: string;
    createdAt?: Date;
    agreementDate?: string;
    nickname?: string;
  },
): Promise<User> {
  const em = app.orm.em.fork();
  const user = em.create(User, {
    email: fields.email,
    passwordHash: await hashPassword(fields.password ?? DEMO_PASSWORD),
    status: fields.status ?? 'approved',
    role: fields.role ?? 'ambassador',
    currency:
      fields.currency !== undefined
        ? fields.currency
        : (fields.status ?? 'approved') === 'approved'
          ? 'RUB'
          : null,
    sponsor: fields.sponsor ?? null,
    agreementDate: fields.agreementDate ?? null,
    nickname: fields.nickname ?? null,
    ...(fields.createdAt && { createdAt: fields.createdAt }),
  });
  await em.flush();
  await linkIntoTree(em, user, fields.sponsor);
  return user;
}

export function signInRequest(
  app: FastifyInstance,
  body: unknown,
  extra: { ip?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: body as Record<string, unknown>,
    remoteAddress: extra.ip ?? '10.0.0.1',
    headers: extra.headers,
  });
}

/** Signs in (from a distinct IP per call, so the per-IP limit does not interfere) and returns the tokens. */
let ipCounter = 1;
export async function signIn(
  app: FastifyInstance,
  email: string,
  password = DEMO_PASSWORD,
): Promise<TokenPair> {
  const res = await signInRequest(app, { email, password }, { ip: `10.1.0.${ipCounter++ % 250}` });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Mails stored in the local outbox for one address, newest first (waits for background sends). */
export async function mailsTo(app: FastifyInstance, to: string): Promise<OutboxMail[]> {
  await app.mailer.idle();
  return app.orm.em.fork().find(OutboxMail, { to }, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

export const ENGLISH = { 'x-forwarded-domain': 'en.localhost' };
