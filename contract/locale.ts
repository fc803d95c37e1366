/**
 * The locale rules of SPEC §1-2, pure so that the client (src/lib/locale.ts) and the server (which picks the
 * prerendered landing variant) decide the same way (docs/decisions/001-locale-routing.md).
 */
import { LOCALES, type Locale } from './limits.ts';
import { splitLocalePrefix } from './routes.ts';

export interface DomainLists {
  en_domains: readonly string[];
  by_domains: readonly string[];
  /** Domains known to serve Russian (the PUBLIC_URL host); absent in an old cached config. */
  ru_domains?: readonly string[];
}

export const isLocale = (value: string | null | undefined): value is Locale =>
  value != null && (LOCALES as readonly string[]).includes(value);

/** The locale a domain serves without a prefix; a domain in no list is Russian (SPEC §1). */
export function domainLocale(hostname: string, lists: DomainLists): Locale {
  return knownDomainLocale(hostname, lists) ?? 'ru';
}

/** The locale a domain decides on its own, or null for a domain in no list (SPEC §1, §2). */
function knownDomainLocale(hostname: string, lists: DomainLists): Locale | null {
  const host = hostname.toLowerCase();
  if (lists.en_domains.includes(host)) return 'en';
  if (lists.by_domains.includes(host)) return 'by';
  if (lists.ru_domains?.includes(host)) return 'ru';
  return null;
}

/** The first browser language the app speaks (Belarusian maps to the Belarus locale), or null. */
export function browserLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const lang = tag.toLowerCase().split('-')[0];
    if (lang === 'ru' || lang === 'en') return lang;
    if (lang === 'be') return 'by';
  }
  return null;
}

/** An Accept-Language header as `navigator.languages` would list it: by quality, then by order. */
export function acceptLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/**
 * Picks the active locale: an explicit path prefix (/en/...), then the visitor's stored choice, then a
 * known domain, then the browser language, then Russian (docs/decisions/001-locale-routing.md).
 */
export function resolveLocale(input: {
  pathname: string;
  hostname: string;
  cookie: string | null | undefined;
  lists: DomainLists;
  languages: readonly string[];
}): Locale {
  const { locale } = splitLocalePrefix(input.pathname);
  if (locale) return locale;
  if (isLocale(input.cookie)) return input.cookie;
  return knownDomainLocale(input.hostname, input.lists) ?? browserLocale(input.languages) ?? 'ru';
}

/** Adds the locale prefix unless the locale is the domain's own; used by the router's URL rewrite. */
export function localizePath(path: string, locale: Locale, domainDefault: Locale): string {
  if (locale === domainDefault) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
