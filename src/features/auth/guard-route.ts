import type { ParsedLocation } from '@tanstack/react-router';
import { redirect } from '@tanstack/react-router';
import { localHref } from '../../lib/app-locale.ts';
import type { RouterContext } from '../../router-context.ts';
import { type Layout, resolveGuard } from './guards.ts';

export const GUEST_ONLY = new Set([
  '/',
  '/user/landing',
  '/user/login',
  '/user/password-recovery',
  '/user/password-recovery/change',
]);

/** beforeLoad of a layout route: waits for the session once, then applies the SPEC §4 guards. */
export async function guardLayout(
  layout: Layout,
  { context, location }: { context: RouterContext; location: ParsedLocation },
) {
  await context.auth.ensureLoaded();
  const path = location.pathname.length > 1 ? location.pathname.replace(/\/+$/, '') : location.pathname;
  const target = resolveGuard({
    layout,
    guestOnly: GUEST_ONLY.has(path),
    path,
    // The router's href lacks the locale prefix; the login redirect carries the address the user saw.
    href: localHref(location.href),
    user: context.auth.getState().user,
  });
  if (target) throw redirect({ to: target.to, search: target.search, replace: true });
}
