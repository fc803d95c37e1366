/**
 * Browser tests' starting points, written with the app's own services: a second app on the running
 * server's SQLite file (WAL mode lets both write), closed after `work`.
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Currency } from '#contract/money.ts';
import { buildApp } from '../../api/app.ts';
import { loadConfig } from '../../api/config.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { createUser } from './api-app.ts';
import type { AppServer } from './server.ts';

export async function withWriter<T>(
  server: AppServer,
  work: (writer: FastifyInstance) => Promise<T>,
): Promise<T> {
  const dir = server.varDir;
  const writer = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      VAR_DIR: join(dir, 'writer-var'),
      DATABASE_URL: join(dir, 'app.db'),
      STATIC_DIR: join(dir, 'no-dist'),
      LOG_LEVEL: 'silent',
    }),
    { logger: false },
  );
  try {
    return await work(writer);
  } finally {
    await writer.close();
  }
}

/** Straight to the app, past onboarding (covered by its own tests). */
export const skipOnboarding = (writer: FastifyInstance, id: string, locale = 'ru') =>
  writer.orm.em.fork().nativeUpdate(User, { id }, { onboardingCompleted: true, locale });

/** An approved blogger with nothing yet (no codes, sales or wallet), onboarding done; password Demo2024!. */
export async function freshBlogger(
  writer: FastifyInstance,
  fields: { email: string; currency?: Currency; locale?: string; nickname?: string },
): Promise<User> {
  const user = await createUser(writer, {
    email: fields.email,
    currency: fields.currency ?? 'RUB',
    createdAt: new Date('2025-01-01T00:00:00Z'),
    nickname: fields.nickname,
  });
  await skipOnboarding(writer, user.id, fields.locale ?? 'ru');
  return user;
}
