/** Who sent a request: the bearer token's live session and its user, or 401 (given to the auth plugin). */
import type { FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/app-error.ts';
import type { AuthUser, SessionRef } from '../../lib/current-user.ts';
import { findSessionByAccessToken } from './auth.service.ts';
import { bearerToken } from './tokens.ts';

export async function authenticate(
  request: FastifyRequest,
): Promise<{ user: AuthUser; session: SessionRef }> {
  const token = bearerToken(request.headers.authorization);
  if (!token) throw unauthorized();
  // The app's EntityManager, not the request's fork: the lookup reads through the connection and a route
  // that needs nothing more (GET auth/session) then never forks one (docs/decisions/083).
  const found = await findSessionByAccessToken(request.server.orm.em, token);
  if (!found) throw unauthorized('session_expired');
  return found;
}
