/**
 * Serves the built PWA (Vite output in STATIC_DIR) and owns the not-found fallback:
 * - hashed files under /assets/ are cached for a year; the shell, service worker and manifest are revalidated;
 * - a known page path (contract/routes.ts) gets index.html with 200, any other GET gets index.html with a real
 *   404 (the client renders its not-found page); /api/* and non-GET requests get the JSON 404;
 * - the shell carries `inlineHead` (the public config as inline JSON, decision 054) before `</head>`.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '#contract/errors.ts';
import { isPagePath } from '#contract/routes.ts';
import { AppError, notFound } from '../lib/app-error.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** Cache policy by file path below the root. */
export function cacheControlFor(root: string, file: string): string {
  return relative(root, file).split(sep)[0] === 'assets' ? IMMUTABLE : REVALIDATE;
}

export default fp(
  async (app, { root, inlineHead = '' }: { root: string; inlineHead?: string }) => {
    const hasRoot = existsSync(root);
    const indexFile = join(root, 'index.html');
    if (!existsSync(indexFile)) {
      app.log.warn(
        `No built app in ${root} (index.html missing): run \`npm run build\`. Serving the API only.`,
      );
    }

    if (hasRoot) {
      await app.register(fastifyStatic, {
        root,
        wildcard: true,
        index: ['index.html'],
        // The build writes .br/.gz copies of the hashed assets (scripts/precompress.ts).
        preCompressed: true,
        // Everything else (index.html, sw.js, manifest, workbox-*.js, icons) must be revalidated so an update
        // is noticed; only content-hashed assets are safe to cache forever.
        cacheControl: false,
        setHeaders: (reply, file) => {
          reply.header('cache-control', cacheControlFor(root, file));
        },
      });
    }

    let shell: { html: string; mtimeMs: number } | null = null;
    /** index.html with the inlined head, re-read when a new build replaces it. */
    const shellHtml = (): string => {
      const { mtimeMs } = statSync(indexFile);
      if (shell?.mtimeMs !== mtimeMs) {
        const html = readFileSync(indexFile, 'utf8').replace('</head>', () => `${inlineHead}</head>`);
        shell = { html, mtimeMs };
      }
      return shell.html;
    };

    const sendShell = (request: FastifyRequest, reply: FastifyReply, status: number) => {
      // Checked per request so a build made while the server runs is picked up.
      if (!existsSync(indexFile)) {
        if (status === 200) throw new AppError(503, ErrorCode.serviceUnavailable, 'service_unavailable');
        throw notFound();
      }
      request.log.debug({ url: request.url, status }, 'app shell');
      return reply
        .code(status)
        .header('cache-control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(shellHtml());
    };

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isRead = request.method === 'GET' || request.method === 'HEAD';
      if (!isRead || path === '/api' || path.startsWith('/api/')) throw notFound();
      return sendShell(request, reply, isPagePath(path) ? 200 : 404);
    });
  },
  { name: 'static', dependencies: ['errors'] },
);
