/**
 * The prerendered landing variants: one per locale, with and without the locale prefix (their links differ,
 * see localHref in src/lib/app-locale.ts). The server picks one per request with the client's locale rules (decision 054).
 */
import { LOCALES, type Locale } from './limits.ts';

export interface LandingVariant {
  locale: Locale;
  /** True when the locale is not the domain's own, so links carry `/{locale}`. */
  prefixed: boolean;
}

export const LANDING_VARIANTS: readonly LandingVariant[] = LOCALES.flatMap((locale) => [
  { locale, prefixed: false },
  { locale, prefixed: true },
]);

/** File name below dist/landing/. */
export const variantFile = (v: LandingVariant): string => `${v.locale}${v.prefixed ? '-prefixed' : ''}.html`;

/**
 * File name below dist/login/ of the prerendered sign-in page (decision 071): with the cookie notice, or
 * without it for a visitor who has accepted it.
 */
export const loginFile = (v: LandingVariant, notice: boolean): string =>
  `${notice ? '' : 'consented-'}${variantFile(v)}`;

/** Ids of the JSON blocks in the landing HTML (type="application/json", so the CSP needs nothing). */
export const VARIANT_ELEMENT_ID = 'landing-variant';
export const LANDING_DATA_ELEMENT_ID = 'landing-data';
export const PUBLIC_CONFIG_ELEMENT_ID = 'public-config';

/** A domain default that differs from `locale`: only "equal or not" changes the links. */
export const otherLocale = (locale: Locale): Locale => (locale === 'ru' ? 'en' : 'ru');

/** The SPA's auth cookies (src/lib/auth-tokens.ts): the server reads them to keep users off guest pages. */
export const AUTH_TOKEN_COOKIE = 'auth.token';
export const AUTH_REFRESH_COOKIE = 'auth.refresh-token';
