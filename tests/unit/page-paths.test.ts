/**
 * One list of pages: contract PAGE_PATHS (server 404s and the service worker), the generated route tree
 * (what renders) and the guards' path lists must agree, so a new page or alias cannot drift.
 */
import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '#contract/auth.ts';
import { PAGE_PATHS } from '#contract/routes.ts';
import { resolveAdminGuard } from '../../src/features/auth/admin-guard.ts';
import { GUEST_ONLY } from '../../src/features/auth/guard-route.ts';
import {
  type Layout,
  ONBOARDING_OPEN_PATHS,
  ONBOARDING_PATHS,
  PROFILE_PATHS,
  REMOVAL_HOLD_PATHS,
  resolveGuard,
} from '../../src/features/auth/guards.ts';
import { routeTree } from '../../src/route-tree.gen.ts';
import { sessionUser } from '../helpers/session-user.ts';

/** SPEC §4 names it in the removal hold; the app has no such page, so it is the one path allowed outside. */
const SPEC_ONLY_PATHS = new Set(['/advertisement']);

const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
// Only the tree is read (no navigation), so the router context the app passes is not needed.
const router = createRouter({ routeTree, context: {} as never });
/** Page path → its layout route (`_guest`, `_app`, `_admin`), from the generated tree's leaves. */
const routes = new Map(
  Object.values(router.routesById)
    .filter((route) => !route.children)
    .map((route) => [trimSlash(route.fullPath), route.id.split('/')[1]!]),
);
const pages = new Set<string>(PAGE_PATHS);

/** Every kind of visitor the guards tell apart. */
const visitors: (SessionUser | null)[] = [
  null,
  sessionUser({}),
  sessionUser({ has_not_deleted: true }),
  sessionUser({ access: 10, onboarding_completed: false }),
  sessionUser({ status: 'review', onboarding_completed: false }),
  sessionUser({ onboarding_completed: false }),
  sessionUser({ role: 'moderator' }),
];

const guard = (path: string, visitor: SessionUser | null) => {
  const layout = routes.get(path);
  if (layout === '_admin') return resolveAdminGuard(visitor, path);
  return resolveGuard({
    layout: (layout === '_guest' ? 'guest' : 'default') satisfies Layout,
    guestOnly: GUEST_ONLY.has(path),
    path,
    href: path,
    user: visitor,
  });
};

describe('page paths', () => {
  it('has a route for every page of PAGE_PATHS and a page for every route', () => {
    expect([...routes.keys()].sort()).toEqual([...PAGE_PATHS].sort());
  });

  it('names only pages in the guards', () => {
    const listed = [
      ...GUEST_ONLY,
      ...ONBOARDING_PATHS,
      ...ONBOARDING_OPEN_PATHS,
      ...REMOVAL_HOLD_PATHS,
      ...PROFILE_PATHS,
    ];
    expect(listed.filter((path) => !pages.has(path) && !SPEC_ONLY_PATHS.has(path))).toEqual([]);
    expect([...GUEST_ONLY].filter((path) => routes.get(path) !== '_guest')).toEqual([]);
  });

  it('guards both paths of an alias alike', () => {
    const aliases: [string, string][] = [
      ['/', '/user/landing'],
      ...PAGE_PATHS.filter((path) => pages.has(`/user${path}`)).map((path): [string, string] => [
        path,
        `/user${path}`,
      ]),
    ];
    expect(aliases.length).toBeGreaterThan(5);
    for (const [path, alias] of aliases) {
      expect(routes.get(alias), alias).toBe(routes.get(path));
      // Where each visitor is sent (the login redirect carries the path itself, so it differs by design).
      for (const visitor of visitors) expect(guard(alias, visitor)?.to, alias).toBe(guard(path, visitor)?.to);
    }
  });

  it('redirects only to pages', () => {
    const targets = new Set<string>();
    for (const path of PAGE_PATHS) {
      for (const visitor of visitors) {
        const target = guard(path, visitor);
        if (target) targets.add(target.to);
      }
    }
    expect([...targets].filter((to) => !pages.has(to))).toEqual([]);
    expect(targets.size).toBeGreaterThan(3);
  });
});
