/**
 * The signed-in user of a request as routes see it. The shape lives here, below every module, so that
 * routes, plugins and services share it without importing each other; the auth module builds it
 * (modules/auth/auth-user.ts) and the auth plugin sets it on the request.
 */
import type { FastifyRequest } from 'fastify';
import type { AccountStatus } from '#contract/accounts.ts';
import type { CooperationType, Role } from '#contract/auth.ts';
import type { Currency } from '#contract/money.ts';
import { unauthorized } from './app-error.ts';

/**
 * The signed-in user as loaded for a request. Read-only: a service that changes the account loads the
 * `User` entity by `id` in its own EntityManager.
 */
export interface AuthUser {
  id: string;
  email: string;
  role: Role;
  status: AccountStatus;
  access: number;
  onboardingCompleted: boolean;
  firstName: string | null;
  lastName: string | null;
  surname: string | null;
  inn: string | null;
  residency: string | null;
  type: CooperationType | null;
  /** With `locale`, decides the account's market (contract/markets.ts `accountMarket`). */
  currency: Currency | null;
  locale: string;
  createdAt: Date;
  /** SPEC §4 guard 2: an ad is due for removal and not yet confirmed removed (status needs_removal). */
  hasNotDeleted: boolean;
}

export interface SessionRef {
  id: string;
  familyId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireAuth` (a read-only snapshot, see AuthUser); null on routes that do not require it. */
    user: AuthUser | null;
    authSession: SessionRef | null;
  }
}

/** The signed-in user of a request, or 401. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
