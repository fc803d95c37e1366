/**
 * Bearer-token authentication for routes: `onRequest: app.requireAuth` sets `request.user` and
 * `request.authSession`; `app.requireRole('moderator')` also checks the role (admin passes every check);
 * `app.requireApproved` also requires an approved account.
 * Always `onRequest`: it runs before the body is read, parsed or validated, so a caller without the right
 * gets 401/403 and never a 400/415/422 describing the route's fields or rules.
 * Who the bearer is comes from the `authenticate` option (the auth module's), so this plugin imports no module.
 */
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '#contract/auth.ts';
import { forbidden } from '../lib/app-error.ts';
import { type AuthUser, currentUser, type SessionRef } from '../lib/current-user.ts';

declare module 'fastify' {
  interface FastifyInstance {
    requireAuth: onRequestAsyncHookHandler;
    requireRole: (role: Role) => onRequestAsyncHookHandler;
    /** requireAuth plus status approved: the business endpoints (under review may only see its session). */
    requireApproved: onRequestAsyncHookHandler;
  }
}

export interface AuthOptions {
  /** The request's user and session; throws 401 when the request carries no live session. */
  authenticate: (request: FastifyRequest) => Promise<{ user: AuthUser; session: SessionRef }>;
}

const RANK: Record<Role, number> = { ambassador: 0, moderator: 1, admin: 2 };

/** The hooks below, so the OpenAPI document can tell which routes need the bearer token (api/plugins/openapi.ts). */
const bearerGuards = new WeakSet<object>();
const guard = <T extends object>(hook: T): T => {
  bearerGuards.add(hook);
  return hook;
};
export const isBearerGuard = (hook: unknown) => typeof hook === 'function' && bearerGuards.has(hook);

export default fp(
  async (app, { authenticate }: AuthOptions) => {
    app.decorateRequest('user', null);
    app.decorateRequest('authSession', null);

    const requireAuth: onRequestAsyncHookHandler = guard(async (request) => {
      const found = await authenticate(request);
      request.authSession = found.session;
      request.user = found.user;
    });
    app.decorate('requireAuth', requireAuth);

    app.decorate('requireRole', (role: Role): onRequestAsyncHookHandler => {
      return guard<onRequestAsyncHookHandler>(async function (request, reply) {
        if (!request.user) await requireAuth.call(this, request, reply);
        if (RANK[currentUser(request).role] < RANK[role]) throw forbidden();
      });
    });

    app.decorate(
      'requireApproved',
      guard<onRequestAsyncHookHandler>(async function (request, reply) {
        if (!request.user) await requireAuth.call(this, request, reply);
        if (currentUser(request).status !== 'approved') throw forbidden();
      }),
    );
  },
  { name: 'auth', dependencies: ['orm', 'errors'] },
);
