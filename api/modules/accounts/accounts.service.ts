/** Account reads shared by several modules. */
import { RequestContext } from '@mikro-orm/core';
import type { SessionUser } from '../../../contract/auth.ts';
import type { AuthUser } from '../auth/session-lookup.ts';
import { Placement } from '../placements/placement.entity.ts';
import type { User } from './accounts.entity.ts';

/** The request-style snapshot of a freshly changed entity (answers reflect the change). */
export const toAuthUser = (u: User): AuthUser => ({
  id: u.id,
  email: u.email,
  role: u.role,
  status: u.status,
  access: u.access,
  onboardingCompleted: u.onboardingCompleted,
  firstName: u.firstName ?? null,
  lastName: u.lastName ?? null,
  surname: u.surname ?? null,
  inn: u.inn ?? null,
  residency: u.residency ?? null,
  type: u.type ?? null,
  createdAt: u.createdAt,
});

/**
 * SPEC §4 guard 2: true when the user has an ad that is due for removal and not yet confirmed removed
 * (status needs_removal). The single place to compute it: one indexed query per session fetch, on the
 * request's EntityManager.
 */
export async function hasNotDeletedPlacements(user: AuthUser): Promise<boolean> {
  const em = RequestContext.getEntityManager();
  if (!em) throw new Error('hasNotDeletedPlacements needs a request context');
  const row = await em.findOne(
    Placement,
    { owner: user.id, status: 'needs_removal' },
    { fields: ['id'], disableIdentityMap: true },
  );
  return row !== null;
}

export async function toSessionUser(user: AuthUser): Promise<SessionUser> {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    status: user.status,
    inn: user.inn,
    residency: user.residency,
    type: user.type,
    first_name: user.firstName,
    last_name: user.lastName,
    surname: user.surname,
    onboarding_completed: user.onboardingCompleted,
    access: user.access,
    has_not_deleted: await hasNotDeletedPlacements(user),
  };
}
