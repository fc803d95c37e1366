import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALES, type Locale } from '../../contract/limits.ts';
import { splitLocalePrefix } from '../../contract/routes.ts';
import { setCookie } from './cookies.ts';

export interface DomainLists {
  en_domains: readonly string[];
  by_domains: readonly string[];
  /** Domains known to serve Russian (the PUBLIC_URL host); absent in an old cached config. */
  ru_domains?: readonly string[];
}

const isLocale = (value: string | null | undefined): value is Locale =>
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

/**
 * Picks the active locale: an explicit path prefix (/en/...), then the visitor's stored choice, then a
 * known domain, then the browser language, then Russian (docs/decisions/001-locale-routing.md).
 */
export function resolveLocale(input: {
  pathname: string;
  hostname: string;
  cookie: string | null;
  lists: DomainLists;
  languages: readonly string[];
}): Locale {
  const { locale } = splitLocalePrefix(input.pathname);
  if (locale) return locale;
  if (isLocale(input.cookie)) return input.cookie;
  return knownDomainLocale(input.hostname, input.lists) ?? browserLocale(input.languages) ?? 'ru';
}

/** Stores the visitor's choice for a year (SPEC §2). */
export function rememberLocale(locale: Locale): void {
  setCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_S);
}

/** Adds the locale prefix unless the locale is the domain's own; used by the router's URL rewrite. */
export function localizePath(path: string, locale: Locale, domainDefault: Locale): string {
  if (locale === domainDefault) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}
