/**
 * The language of a request, for server messages. Order: the `locale` cookie (the user's explicit switch,
 * which the client also puts first, docs/decisions/001), then an English or Belarus domain (SPEC §1), then
 * Accept-Language, then Russian.
 */
import type { FastifyRequest } from 'fastify';
import { LOCALE_COOKIE, LOCALES, type Locale } from '#contract/limits.ts';

export interface LocaleDomains {
  enDomains: readonly string[];
  byDomains: readonly string[];
}

const header = (req: FastifyRequest, name: string): string | undefined => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Host name without port, lower-case; the client sends x-forwarded-domain on every call (SPEC §7). */
export function requestDomain(req: FastifyRequest): string {
  const raw =
    header(req, 'x-forwarded-domain') ?? header(req, 'x-forwarded-host') ?? header(req, 'host') ?? '';
  const first = raw.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('[') ? first.slice(0, first.indexOf(']') + 1) : first.replace(/:\d+$/, '');
}

export function requestLocale(req: FastifyRequest, domains: LocaleDomains): Locale {
  const cookie = req.cookies?.[LOCALE_COOKIE];
  if (cookie && (LOCALES as readonly string[]).includes(cookie)) return cookie as Locale;
  const domain = requestDomain(req);
  if (domains.enDomains.includes(domain)) return 'en';
  if (domains.byDomains.includes(domain)) return 'by';
  return fromAcceptLanguage(header(req, 'accept-language'));
}

function fromAcceptLanguage(value: string | undefined): Locale {
  if (!value) return 'ru';
  const tags = value
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .filter((x) => x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { lang } of tags) {
    if (lang === 'ru') return 'ru';
    if (lang === 'be') return 'by';
    if (lang === 'en') return 'en';
  }
  return 'ru';
}
