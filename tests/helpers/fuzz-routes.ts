/**
 * The app's route table for the fuzz and IDOR batteries: every method and URL from `printRoutes`, each with
 * the Valibot schemas it was registered with (read back through a probe hook on a test app).
 */
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { issueTokens } from '../../api/modules/auth/auth.service.ts';

export interface RouteSchemas {
  params?: v.GenericSchema;
  querystring?: v.GenericSchema;
  body?: v.GenericSchema;
  /** OpenAPI security: present on routes that take a bearer token. */
  security?: unknown[];
}

export interface Route {
  method: string;
  url: string;
  /** `GET /api/v1/placements/:id` */
  key: string;
  schema: RouteSchemas;
}

const PROBE = 'x-route-probe';

/** Every `METHOD url` pair of the router; HEAD only where there is no GET (elsewhere it is GET's twin). */
export function routeList(app: FastifyInstance): { method: string; url: string }[] {
  const stack: string[] = [];
  const out: { method: string; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]*)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    const parent = stack[depth - 1] ?? '';
    // A wildcard child is printed as `*` under its parent: it stands for `<parent>/*`.
    const url = parent + (match[2] === '*' && !parent.endsWith('/') ? '/*' : match[2]);
    stack.push(url);
    const methods = (match[3] ?? '').split(',').map((m) => m.trim());
    for (const method of methods) {
      if (method && !(method === 'HEAD' && methods.includes('GET'))) out.push({ method, url });
    }
  }
  return out.sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}

/**
 * Must run before the app's first request (hooks cannot be added once it is ready). A request carrying the
 * probe header answers 204 with nothing done and records the route's schemas.
 */
export function installRouteProbe(app: FastifyInstance): Map<string, RouteSchemas> {
  const seen = new Map<string, RouteSchemas>();
  app.addHook('onRequest', async (request, reply) => {
    if (!request.headers[PROBE]) return;
    const schema = (request.routeOptions.schema ?? {}) as RouteSchemas;
    seen.set(`${request.method} ${request.routeOptions.url}`, schema);
    seen.set('last', schema);
    return reply.code(204).send();
  });
  return seen;
}

const sample = (url: string) =>
  url.replace(/:(\w+)/g, '0190a000-0000-7000-8000-000000000000').replace('*', 'x');

/** The route table with the schemas each route was registered with. */
export async function routeTable(app: FastifyInstance, seen: Map<string, RouteSchemas>): Promise<Route[]> {
  const routes: Route[] = [];
  for (const { method, url } of routeList(app)) {
    seen.delete('last');
    await app.inject({ method: method as 'GET', url: sample(url), headers: { [PROBE]: '1' } });
    const schema = seen.get('last');
    if (!schema) throw new Error(`route table: ${method} ${url} did not reach its route`);
    routes.push({ method, url, key: `${method} ${url}`, schema });
  }
  return routes;
}

/** A fresh access token for a user without a password check (cheap: one insert). */
export async function mintToken(app: FastifyInstance, email: string): Promise<string> {
  const em = app.orm.em.fork();
  const user = await em.findOneOrFail(User, { email });
  const pair = await issueTokens(em, user, crypto.randomUUID(), { ip: '127.0.0.1', userAgent: 'fuzz' });
  return pair.token;
}

/** `/a/:id/b` with the values filled in (already URL-safe). */
export const fillUrl = (url: string, params: Record<string, string>) =>
  url.replace(/:(\w+)/g, (_m, name: string) => params[name] ?? 'x');

export const paramNames = (url: string) => [...url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
