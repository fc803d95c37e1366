/**
 * Child process of the upload benchmark: `node tests/bench/upload-server.ts app|plain <dir>` listens on a
 * free loopback port and prints `{"port":…,"pid":…}` once ready.
 *   app:   the real app (production settings, seeded, high quota) with VAR_DIR=<dir>
 *   plain: a bare Fastify PUT /plain/:name that streams the body to <dir>/<name> (the transport floor)
 */
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

const [mode, dir] = process.argv.slice(2);
if (!dir || (mode !== 'app' && mode !== 'plain')) {
  console.error('usage: upload-server.ts app|plain <dir>');
  process.exit(2);
}

async function serveApp(varDir: string) {
  const { loadConfig } = await import('../../api/config.ts');
  const { buildApp } = await import('../../api/app.ts');
  const { seedDemo } = await import('../../api/db/seed/demo.ts');
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
  });
  const app = await buildApp(config);
  await seedDemo(app.orm.em.fork());
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server.address();
}

async function servePlain(out: string) {
  const { default: Fastify } = await import('fastify');
  mkdirSync(out, { recursive: true });
  const app = Fastify();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.put<{ Params: { name: string } }>('/plain/:name', async (request, reply) => {
    const name = request.params.name.replace(/[^\w.-]/g, '_');
    await pipeline(request.raw, createWriteStream(join(out, name)));
    return reply.code(204).send();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app.server.address();
}

const address = mode === 'app' ? await serveApp(dir) : await servePlain(dir);
if (!address || typeof address !== 'object') throw new Error('no address');
console.log(JSON.stringify({ port: address.port, pid: process.pid }));
