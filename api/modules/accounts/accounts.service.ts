/** Account reads shared by several modules. */
import type { SessionUser } from '../../../contract/auth.ts';
import type { AuthUser } from '../auth/session-lookup.ts';

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
