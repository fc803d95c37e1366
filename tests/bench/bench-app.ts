/**
 * The real app for upload benchmarks: production settings, the demo seed, a high quota, listening on a free
 * loopback port. `env` adds settings (the S3 ones).
 */
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.ts';
import { loadConfig } from '../../api/config.ts';
import { seedDemo } from '../../api/db/seed/demo.ts';

export async function startBenchApp(
  varDir: string,
  env: Record<string, string> = {},
): Promise<{ app: FastifyInstance; url: string; port: number }> {
  const config = loadConfig({
    NODE_ENV: 'production',
    VAR_DIR: varDir,
    DATABASE_URL: join(varDir, 'app.db'),
    STATIC_DIR: join(varDir, 'dist'),
    SUPPORT_HMAC_SECRET: 'bench-secret',
    COOKIE_SECRET: 'bench-secret',
    SALES_WEBHOOK_SECRET: 'bench-secret',
    LOG_LEVEL: 'silent',
    UPLOAD_QUOTA_BYTES: String(100 * 1024 ** 3),
    ...env,
  });
  const app = await buildApp(config);
  await seedDemo(app.orm.em.fork());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, url: `http://127.0.0.1:${port}`, port };
}
