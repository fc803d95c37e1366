import type { SessionUser } from '#contract/auth.ts';

export type AdminGuardResult = { to: string; search?: Record<string, string> } | null;

/** Staff roles that may open the admin area. */
export const isStaff = (user: SessionUser | null): boolean =>
  user?.role === 'moderator' || user?.role === 'admin';

/**
 * Guard of the admin layout: guests sign in first (and come back to the page they wanted);
 * ambassadors have no business here and go to their profile.
 */
export function resolveAdminGuard(user: SessionUser | null, href: string): AdminGuardResult {
  if (!user) return { to: '/user/login', search: { redirect: href } };
  if (!isStaff(user)) return { to: '/user/profile' };
  return null;
}
