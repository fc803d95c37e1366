/**
 * The guests' landing (`/`, `/user/landing`, with or without `/ru|/by|/en`), decision 054: the variant
 * prerendered at build time (dist/landing/*.html) for the locale the client would pick, with the public config
 * and the landing data inlined, so the first paint needs no script and no request. The assembled page and its
 * compressed copies are reused until the landing module hands out new data. Signed-in visitors get a
 * 302 to their profile (guests only, SPEC §2). Without a built landing the SPA shell answers instead.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { LandingData } from '#contract/landing.ts';
import {
  AUTH_REFRESH_COOKIE,
  AUTH_TOKEN_COOKIE,
  LANDING_DATA_ELEMENT_ID,
  PUBLIC_CONFIG_ELEMENT_ID,
  variantFile,
} from '#contract/landing-html.ts';
import { type CatalogLocale, catalogLocale, LOCALE_COOKIE, LOCALES } from '#contract/limits.ts';
import { acceptLanguages, domainLocale, localizePath, resolveLocale } from '#contract/locale.ts';
import type { Config } from '../../config.ts';
import { hasLiveSession } from '../auth/live-session.ts';
import { brandPage } from './brand-html.ts';
import { inlineJson, publicConfigOf } from './public-config.ts';

const PLACEHOLDER = '<!--landing-inline-->';
const LANDING_PATHS = ['/', '/user/landing'];

export type LoadLandingData = (em: EntityManager, locale: CatalogLocale) => Promise<LandingData | null>;

export interface LandingPagesOptions {
  config: Config;
  /** The landing module's loader; null inlines no data (the sections show their static state). */
  loadData: LoadLandingData | null;
}

interface Cached {
  html: string;
  /** Compressed once per assembly: the server has no on-the-fly compression. */
  br: Buffer;
  gzip: Buffer;
  /** The payload it was assembled with: the landing module's cache decides when that changes. */
  data: LandingData | null;
  mtimeMs: number;
}

/** The encoding to answer in, from Accept-Encoding (q=0 excluded). */
function pickEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (header ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !q || !/^\s*q=0(\.0*)?\s*$/.test(q))
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const landingPages: FastifyPluginAsync<LandingPagesOptions> = async (app, { config, loadData }) => {
  const dir = join(config.staticDir, 'landing');
  const publicConfig = publicConfigOf(config);
  const configTag = inlineJson(PUBLIC_CONFIG_ELEMENT_ID, publicConfig);
  const cache = new Map<string, Cached>();

  /** The page works without its data (sections show their static state), so a failed read is not a 5xx. */
  async function landingData(content: CatalogLocale): Promise<LandingData | null> {
    if (!loadData) return null;
    try {
      return await loadData(app.orm.em.fork(), content);
    } catch (error) {
      app.log.error({ err: error }, 'landing data unavailable; serving the page without it');
      return null;
    }
  }

  async function page(file: string, content: CatalogLocale): Promise<Cached | null> {
    const path = join(dir, file);
    if (!existsSync(path)) return null;
    const { mtimeMs } = statSync(path);
    const data = await landingData(content);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs && hit.data === data) return hit;
    const html = brandPage(readFileSync(path, 'utf8'), config.brand).replace(
      PLACEHOLDER,
      () => configTag + inlineJson(LANDING_DATA_ELEMENT_ID, data),
    );
    const entry = { html, br: brotliCompressSync(html), gzip: gzipSync(html), data, mtimeMs };
    cache.set(file, entry);
    return entry;
  }

  async function handler(request: FastifyRequest, reply: FastifyReply) {
    const pathname = request.url.split('?')[0] ?? '/';
    const hostname = request.hostname;
    const locale = resolveLocale({
      pathname,
      hostname,
      cookie: request.cookies[LOCALE_COOKIE],
      lists: publicConfig,
      languages: acceptLanguages(request.headers['accept-language']),
    });
    const forDomain = domainLocale(hostname, publicConfig);
    // The answer depends on these; shared caches must not mix them up.
    reply
      .header('vary', 'cookie, accept-language, accept-encoding')
      .header('cache-control', 'private, no-cache');
    // Pages outside /api get no request context (api/plugins/orm.ts): a fork of their own.
    const signedIn = await hasLiveSession(app.orm.em.fork(), {
      access: request.cookies[AUTH_TOKEN_COOKIE],
      refresh: request.cookies[AUTH_REFRESH_COOKIE],
    });
    if (signedIn) return reply.redirect(localizePath('/user/profile', locale, forDomain), 302);
    const html = await page(variantFile({ locale, prefixed: locale !== forDomain }), catalogLocale(locale));
    if (!html) return reply.callNotFound();
    reply.type('text/html; charset=utf-8');
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return reply.send(html.html);
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? html.br : html.gzip);
  }

  for (const prefix of ['', ...LOCALES.map((l) => `/${l}`)]) {
    for (const path of LANDING_PATHS) {
      const url = prefix && path === '/' ? prefix : `${prefix}${path}`;
      app.get(url, { schema: { hide: true } }, handler);
    }
  }
};

export default landingPages;
