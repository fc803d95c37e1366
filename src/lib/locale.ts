import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from '#contract/limits.ts';
import { setCookie } from './cookies.ts';

// The pure rules live in contract/ so the server picks the landing variant the same way.
export {
  browserLocale,
  type DomainLists,
  domainLocale,
  localizePath,
  resolveLocale,
} from '#contract/locale.ts';

/** Stores the visitor's choice for a year (SPEC §2). */
export function rememberLocale(locale: Locale): void {
  setCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_S);
}
