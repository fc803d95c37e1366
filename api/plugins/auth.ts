/**
 * Bearer-token authentication for routes: `preHandler: app.requireAuth` sets `request.user` and
 * `request.authSession`; `app.requireRole('moderator')` also checks the role (admin passes every check);
 * `app.requireApproved` also requires an approved account.
 */
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../../contract/auth.ts';
import { forbidden, unauthorized } from '../lib/app-error.ts';
import { findSessionByAccessToken } from '../modules/auth/auth.service.ts';
import type { AuthUser, SessionRef } from '../modules/auth/session-lookup.ts';
import { bearerToken } from '../modules/auth/tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    requireAuth: preHandlerAsyncHookHandler;
    requireRole: (role: Role) => preHandlerAsyncHookHandler;
    /** requireAuth plus status approved: the business endpoints (under review may only see its session). */
    requireApproved: preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by `requireAuth` (a read-only snapshot, see AuthUser); null on routes that do not require it. */
    user: AuthUser | null;
    authSession: SessionRef | null;
  }
}

const RANK: Record<Role, number> = { ambassador: 0, moderator: 1, admin: 2 };

/** The signed-in user of a request, or 401. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

export default fp(
  async (app) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authSession', null);

    const requireAuth: preHandlerAsyncHookHandler = async (request) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized();
      const found = await findSessionByAccessToken(request.em, token);
      if (!found) throw unauthorized('session_expired');
      request.authSession = found.session;
      request.user = found.user;
    };
    app.decorate('requireAuth', requireAuth);

    app.decorate('requireRole', (role: Role): preHandlerAsyncHookHandler => {
      return async function (request, reply) {
        if (!request.user) await requireAuth.call(this, request, reply);
        if (RANK[currentUser(request).role] < RANK[role]) throw forbidden();
      };
    });

    app.decorate('requireApproved', async function (request, reply) {
      if (!request.user) await requireAuth.call(this, request, reply);
      if (currentUser(request).status !== 'approved') throw forbidden();
    } satisfies preHandlerAsyncHookHandler);
  },
  { name: 'auth', dependencies: ['orm', 'errors'] },
);
