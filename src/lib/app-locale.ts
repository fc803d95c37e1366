import { type LandingVariant, otherLocale } from '#contract/landing-html.ts';
import type { Locale } from '#contract/limits.ts';
import { splitLocalePrefix } from '#contract/routes.ts';
import { localizePath, rememberLocale } from './locale.ts';

/** The locale this page load runs in, and the one its domain serves without a prefix. */
let active: Locale = 'ru';
let domainDefault: Locale = 'ru';

export function setAppLocale(locale: Locale, forDomain: Locale): void {
  active = locale;
  domainDefault = forDomain;
}

/**
 * A prerendered page (the landing, the sign-in page) runs in exactly the variant the server picked; the
 * domain's default locale (`forDomain`) only matters to its links and the language switch.
 */
export function setVariantLocale(variant: LandingVariant, forDomain: Locale): void {
  const domainDefault = variant.prefixed
    ? forDomain === variant.locale
      ? otherLocale(variant.locale)
      : forDomain
    : variant.locale;
  setAppLocale(variant.locale, domainDefault);
}

export const getAppLocale = (): Locale => active;

/** Router URL rewrite: the router sees paths without the locale prefix; the address bar keeps it. */
export const localeRewrite = {
  input: ({ url }: { url: URL }) => {
    url.pathname = splitLocalePrefix(url.pathname).path;
    return url;
  },
  output: ({ url }: { url: URL }) => {
    url.pathname = localizePath(url.pathname, active, domainDefault);
    return url;
  },
};

/** Switching language reloads the page in the new locale; the choice is kept in a cookie. */
export function switchLocale(locale: Locale, internalHref: string): void {
  rememberLocale(locale);
  location.assign(
    localizePath(internalHref.startsWith('/') ? internalHref : `/${internalHref}`, locale, domainDefault),
  );
}

/** A plain href in the current locale, for links that must work outside the router. */
export const localHref = (path: string): string => localizePath(path, active, domainDefault);
