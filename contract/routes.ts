/**
 * The app's page paths (SPEC §2), shared by the server (SPA fallback vs. real 404) and the client.
 * Aliases point at a canonical path; both render the same page.
 */
export const PAGE_PATHS = [
  '/',
  '/user/landing',
  '/user/login',
  '/user/register',
  '/user/password-recovery',
  '/user/password-recovery/change',
  '/onboarding',
  '/user/onboarding',
  '/profile',
  '/user/profile',
  '/team',
  '/user/team',
  '/ranks',
  '/user/ranks',
  '/income',
  '/user/income',
  '/user/course',
  '/user/courses',
  '/user/wallet',
  '/user/documents',
  '/user/products',
  '/user/placements',
  '/user/promocodes',
  // Legal pages of the locale's variant (issue 11), open to everyone.
  '/terms',
  '/privacy',
  '/user/partner-program',
  // Staff area (moderator or admin).
  '/admin',
  '/admin/ad-rules',
  '/admin/applicants',
  '/admin/audit',
  '/admin/commissions',
  '/admin/fraud',
  '/admin/landing',
  '/admin/ord',
  '/admin/outbox',
  '/admin/payouts',
  '/admin/receipts',
  '/admin/placements',
  '/admin/placement-costs',
  '/admin/products',
  '/admin/ranks',
  '/admin/courses',
  '/admin/sales/import',
  '/admin/sales/unattributed',
] as const;

const LOCALE_PREFIX = /^\/(ru|by|en)(?=\/|$)/;

/** Splits an optional locale prefix off a path: `/en/user/login` → `{ locale: 'en', path: '/user/login' }`. */
export function splitLocalePrefix(pathname: string): { locale: 'ru' | 'by' | 'en' | null; path: string } {
  const match = LOCALE_PREFIX.exec(pathname);
  if (!match) return { locale: null, path: pathname };
  return { locale: match[1] as 'ru' | 'by' | 'en', path: pathname.slice(match[0].length) || '/' };
}

const known = new Set<string>(PAGE_PATHS);

/** True when the path (with or without locale prefix and trailing slash) is a page of the app. */
export function isPagePath(pathname: string): boolean {
  const { path } = splitLocalePrefix(pathname);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return known.has(trimmed);
}
