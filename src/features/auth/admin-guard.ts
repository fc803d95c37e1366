import type { SessionUser } from '#contract/auth.ts';

export type AdminGuardResult = { to: string; search?: Record<string, string> } | null;

/** Staff roles that may open the admin area. */
export const isStaff = (user: SessionUser | null): boolean =>
  user?.role === 'moderator' || user?.role === 'admin';

/**
 * Where a signed-in account starts (sign-in, the landing, the profile): staff in the admin area, since a
 * staff account is no ambassador (one role per account, SPEC §6) and its profile would show an empty
 * rank and a referral link that earns nothing; everyone else on the profile.
 */
export const homeOf = (user: SessionUser): '/admin/applicants' | '/user/profile' =>
  isStaff(user) ? '/admin/applicants' : '/user/profile';

/**
 * Guard of the admin layout: guests sign in first (and come back to the page they wanted);
 * ambassadors have no business here and go to their profile.
 */
export function resolveAdminGuard(user: SessionUser | null, href: string): AdminGuardResult {
  if (!user) return { to: '/user/login', search: { redirect: href } };
  if (!isStaff(user)) return { to: homeOf(user) };
  return null;
}
