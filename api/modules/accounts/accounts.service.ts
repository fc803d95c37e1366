/** Account reads shared by several modules. */
import { RequestContext } from '@mikro-orm/core';
import type { SessionUser } from '../../../contract/auth.ts';
import type { AuthUser } from '../auth/session-lookup.ts';
import { Placement } from '../placements/placement.entity.ts';
import type { User } from './accounts.entity.ts';

/**
 * The request-style snapshot of a freshly changed entity (answers reflect the change). The hot path reads
 * the same snapshot, `hasNotDeleted` included, in one query (session-lookup.ts).
 */
export async function toAuthUser(u: User): Promise<AuthUser> {
  const em = RequestContext.getEntityManager();
  if (!em) throw new Error('toAuthUser needs a request context');
  const dueForRemoval = await em.count(Placement, { owner: u.id, status: 'needs_removal' });
  return {
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
    hasNotDeleted: dueForRemoval > 0,
  };
}

export function toSessionUser(user: AuthUser): SessionUser {
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
    has_not_deleted: user.hasNotDeleted,
  };
}
