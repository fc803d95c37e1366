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
  // Imported here: the plain mode must not load the app.
  const { startBenchApp } = await import('./bench-app.ts');
  const { port } = await startBenchApp(varDir);
  return { port };
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
