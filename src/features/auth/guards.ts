import type { SessionUser } from '#contract/auth.ts';
import { ACCESS_REGISTRATION_STEP_2 } from '#contract/limits.ts';
import { homeOf, isStaff } from './admin-guard.ts';

export type Layout = 'guest' | 'default';

export interface GuardInput {
  layout: Layout;
  /** Guest-only pages (landing, login, recovery) send signed-in users home (homeOf). */
  guestOnly: boolean;
  /** Path without locale prefix, e.g. /user/wallet. */
  path: string;
  /** Full path wanted, with search, for the login redirect. */
  href: string;
  user: SessionUser | null;
}

export type GuardResult = { to: string; search?: Record<string, string> } | null;

export const ONBOARDING_PATHS = new Set(['/onboarding', '/user/onboarding']);
/** Open during onboarding too: its 'course' step sends the blogger to the onboarding course (issue 11). */
export const ONBOARDING_OPEN_PATHS = new Set(['/user/course']);
export const REMOVAL_HOLD_PATHS = new Set(['/advertisement', '/user/placements']);
/** The legal pages stay readable in every state (the registration consents link to them). */
export const LEGAL_PATHS = new Set(['/terms', '/privacy']);
/** A staff account's profile is no page of theirs: it sends them to the admin area instead. */
export const PROFILE_PATHS = new Set(['/profile', '/user/profile']);

/** The route guards of SPEC §2 and §4, in the §4 order. Returns where to go, or null to stay. */
export function resolveGuard({ layout, guestOnly, path, href, user }: GuardInput): GuardResult {
  if (layout === 'default' && !user) return { to: '/user/login', search: { redirect: href } };
  if (!user) return null;
  // Staff start in the admin area; the ambassador guards below are not theirs (the admin layout skips them too).
  if (isStaff(user) && (guestOnly || (layout === 'default' && PROFILE_PATHS.has(path))))
    return { to: homeOf(user) };

  // §4.2: a placement whose removal is pending holds the user on the placements page.
  if (
    layout === 'default' &&
    user.onboarding_completed &&
    user.has_not_deleted &&
    !REMOVAL_HOLD_PATHS.has(path)
  ) {
    return { to: '/user/placements' };
  }
  // §4.3: registration step 2 still to do.
  if (user.access === ACCESS_REGISTRATION_STEP_2 && path !== '/user/register' && !LEGAL_PATHS.has(path))
    return { to: '/user/register' };
  // Accounts are used only once approved (SPEC §4); until then the registration page shows its state.
  if (layout === 'default' && user.status !== 'approved') return { to: '/user/register' };
  // §4.4: onboarding first.
  if (
    layout === 'default' &&
    !user.onboarding_completed &&
    !ONBOARDING_PATHS.has(path) &&
    !ONBOARDING_OPEN_PATHS.has(path)
  ) {
    return { to: '/user/onboarding' };
  }
  if (layout === 'default' && user.onboarding_completed && ONBOARDING_PATHS.has(path)) {
    return { to: '/user/placements' };
  }
  if (guestOnly) return { to: homeOf(user) };
  return null;
}
