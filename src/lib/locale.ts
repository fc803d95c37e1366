import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, LOCALES, type Locale } from '../../contract/limits.ts';
import { splitLocalePrefix } from '../../contract/routes.ts';
import { setCookie } from './cookies.ts';

export interface DomainLists {
  en_domains: readonly string[];
  by_domains: readonly string[];
}

const isLocale = (value: string | null | undefined): value is Locale =>
  value != null && (LOCALES as readonly string[]).includes(value);

/** The locale a domain serves by default; a domain in neither list is Russian (SPEC §1). */
export function domainLocale(hostname: string, lists: DomainLists): Locale {
  const host = hostname.toLowerCase();
  if (lists.en_domains.includes(host)) return 'en';
  if (lists.by_domains.includes(host)) return 'by';
  return 'ru';
}

/**
 * Picks the active locale: an explicit path prefix (/en/...), then the visitor's stored choice,
 * then the domain. The browser language is deliberately not consulted (see docs/decisions).
 */
export function resolveLocale(input: {
  pathname: string;
  hostname: string;
  cookie: string | null;
  lists: DomainLists;
}): Locale {
  const { locale } = splitLocalePrefix(input.pathname);
  if (locale) return locale;
  if (isLocale(input.cookie)) return input.cookie;
  return domainLocale(input.hostname, input.lists);
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
