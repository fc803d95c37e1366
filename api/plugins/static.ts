/**
 * Serves the built PWA (Vite output in STATIC_DIR) and owns the not-found fallback:
 * - hashed files under /assets/ are cached for a year; the shell, service worker and manifest are revalidated;
 * - a known page path (contract/routes.ts) gets index.html with 200, any other GET gets index.html with a real
 *   404 (the client renders its not-found page); /api/* and non-GET requests get the JSON 404;
 * - the shell carries `inlineHead` (the public config as inline JSON, decision 054) before `</head>`, and
 *   modulepreload links for the page's own chunks and its language's catalogs (api/lib/shell-preloads.ts);
 * - a guest's sign-in page is the shell prerendered with its markup (dist/login/, decision 071), so it paints
 *   before any script runs; `fillPage` puts the brand in place of the build's stand-ins.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '#contract/errors.ts';
import { AUTH_REFRESH_COOKIE, AUTH_TOKEN_COOKIE, loginFile } from '#contract/landing-html.ts';
import { COOKIE_NOTICE_COOKIE, catalogLocale, LOCALE_COOKIE, type Locale } from '#contract/limits.ts';
import { acceptLanguages, type DomainLists, domainLocale, resolveLocale } from '#contract/locale.ts';
import { isPagePath, splitLocalePrefix } from '#contract/routes.ts';
import { AppError, notFound } from '../lib/app-error.ts';
import { type BuildManifest, shellPreloads } from '../lib/shell-preloads.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const LOGIN_PATH = '/user/login';

interface StaticOptions {
  root: string;
  inlineHead?: string;
  lists: DomainLists;
  /** Applied to prerendered pages: the configured brand in place of the build's stand-ins. */
  fillPage?: (html: string) => string;
}
const REVALIDATE = 'no-cache';

/** Cache policy by file path below the root. */
export function cacheControlFor(root: string, file: string): string {
  return relative(root, file).split(sep)[0] === 'assets' ? IMMUTABLE : REVALIDATE;
}

export default fp(
  async (app, { root, inlineHead = '', lists, fillPage = (html) => html }: StaticOptions) => {
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

    let shell: { manifest: BuildManifest; mtimeMs: number; pages: Map<string, string> } | null = null;
    /** A built HTML file, re-read when a new build replaces index.html. */
    const built = (file: string, fill: (html: string) => string): string => {
      const { mtimeMs } = statSync(indexFile);
      if (shell?.mtimeMs !== mtimeMs) {
        const manifestFile = join(root, '.vite/manifest.json');
        const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
        shell = { manifest, mtimeMs, pages: new Map() };
      }
      const html = shell.pages.get(file) ?? fill(readFileSync(file, 'utf8'));
      shell.pages.set(file, html);
      return html;
    };

    /**
     * The prerendered sign-in variant for this locale, for guests only: with an auth cookie the SPA's guard
     * may redirect, and the form must not flash first.
     */
    const prerenderedFile = (request: FastifyRequest, pathname: string, locale: Locale): string => {
      const { path } = splitLocalePrefix(pathname);
      const cookies = request.cookies ?? {};
      if (
        path.replace(/\/+$/, '') !== LOGIN_PATH ||
        cookies[AUTH_TOKEN_COOKIE] ||
        cookies[AUTH_REFRESH_COOKIE]
      )
        return indexFile;
      const prefixed = locale !== domainLocale(request.hostname, lists);
      const notice = cookies[COOKIE_NOTICE_COOKIE] !== 'Y';
      const file = join(root, 'login', loginFile({ locale, prefixed }, notice));
      return existsSync(file) ? file : indexFile;
    };

    /**
     * index.html with the inlined head and the page's preloads; a prerendered page without them: it paints
     * without JS, and preloads started before its first paint share the phone's bandwidth with it.
     */
    const shellHtml = (request: FastifyRequest): string => {
      const pathname = request.url.split('?')[0] ?? '/';
      const locale = resolveLocale({
        pathname,
        hostname: request.hostname,
        cookie: request.cookies?.[LOCALE_COOKIE],
        lists,
        languages: acceptLanguages(request.headers['accept-language']),
      });
      const file = prerenderedFile(request, pathname, locale);
      if (file !== indexFile) return built(file, fillPage).replace('</head>', () => `${inlineHead}</head>`);
      const html = built(indexFile, (page) => page);
      const preloads = shellPreloads(shell?.manifest ?? {}, pathname, catalogLocale(locale));
      return html.replace('</head>', () => `${inlineHead}${preloads}</head>`);
    };

    const sendShell = (request: FastifyRequest, reply: FastifyReply, status: number) => {
      // Checked per request so a build made while the server runs is picked up.
      if (!existsSync(indexFile)) {
        if (status === 200) throw new AppError(503, ErrorCode.serviceUnavailable, 'service_unavailable');
        throw notFound();
      }
      request.log.debug({ url: request.url, status }, 'app shell');
      return (
        reply
          .code(status)
          .header('cache-control', REVALIDATE)
          // The preloaded catalog follows the visitor's language choice.
          .header('vary', 'cookie, accept-language')
          .type('text/html; charset=utf-8')
          .send(shellHtml(request))
      );
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
