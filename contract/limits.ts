/** Business constants of SPEC §9, shared by client and server. */
export const LOCALES = ['ru', 'by', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** "by" reuses the Russian text; only ru and en catalogs exist. */
export type CatalogLocale = 'ru' | 'en';
export const catalogLocale = (locale: Locale): CatalogLocale => (locale === 'en' ? 'en' : 'ru');

export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
export const COOKIE_NOTICE_COOKIE = 'cookie-notice-shown';
export const COOKIE_NOTICE_MAX_AGE_S = 31_536_000;

export const TOAST_DEFAULT_MS = 3000;
export const TOAST_ERROR_MS = 5000;
export const TOAST_CUSTOM_MS = 2000;
export const TOAST_QUEUE_RETRY_MS = 250;
export const TOAST_DISMISS_ANIMATION_MS = 150;

export const LOADING_BAR = {
  throttle: 200,
  duration: 2000,
  hideDelay: 500,
  resetDelay: 400,
  height: 3,
} as const;
export const RELOAD_GUARD_MS = 10_000;
export const BUILD_MANIFEST_RECHECK_MS = 3_600_000;
export const ROUTE_PRELOAD_CONCURRENCY = 4;
export const SUPPORT_LABEL_MIN_WIDTH_PX = 760;
export const SUPPORT_LABEL_RETRY_MS = 300;
export const SWIPE = { thresholdPx: 20, timeoutMs: 500 } as const;

export const PLACEMENT_MAX_FILES = 15;
export const PLACEMENT_MAX_TOTAL_BYTES = 500 * 1024 * 1024;
export const PLACEMENT_MAX_MONTHS = 2;
export const STORIES_LIFETIME_DAYS = 1;
export const TEXT_MIN = 10;
export const TEXT_MAX = 16_384;
export const AMOUNT_MIN = 10;
export const EMAIL_CODE_LENGTH = 4;
export const EMAIL_CODE_MAX_TRIES = 5;
export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000;
export const TEAM_MAX_LEVELS = 4;

/** access = 10: registration step 2 is still to do (SPEC §6). */
export const ACCESS_REGISTRATION_STEP_2 = 10;
