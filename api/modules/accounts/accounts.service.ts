/** Account reads shared by several modules. */
import type { SessionUser } from '../../../contract/auth.ts';
import type { AuthUser } from '../auth/session-lookup.ts';
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
 * SPEC §4 guard 2: true when the user has at least one placement that is not deleted. The single place to
 * compute it; placements do not exist yet, so it is false for everyone. When they arrive, make this one
 * indexed `exists` query (it runs on every session fetch).
 */
export async function hasNotDeletedPlacements(_user: AuthUser): Promise<boolean> {
  return false;
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
