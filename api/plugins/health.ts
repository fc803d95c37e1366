/**
 * Root probes for a load balancer or an orchestrator (docs/decisions/062):
 * - GET /healthz: liveness, no dependencies: the process answers.
 * - GET /readyz: the database, Redis (when configured) and the file storage answer within a short time;
 *   503 names what failed, and says `draining` once shutdown has begun, so no new traffic is sent here.
 * Other plugins add checks with `app.readiness.checks.set(name, fn)`.
 */
import type { LogLevel } from 'fastify';
import fp from 'fastify-plugin';

export const CHECK_TIMEOUT_MS = 2_000;

type Check = () => Promise<unknown>;

declare module 'fastify' {
  interface FastifyInstance {
    readiness: { draining: boolean; checks: Map<string, Check> };
  }
}

function withTimeout(check: Check, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise((_, fail) => {
    timer = setTimeout(() => fail(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([check(), expired]).finally(() => clearTimeout(timer));
}

export default fp(
  async (app, opts: { timeoutMs?: number }) => {
    const timeoutMs = opts.timeoutMs ?? CHECK_TIMEOUT_MS;
    const readiness = { draining: false, checks: new Map<string, Check>() };
    app.decorate('readiness', readiness);

    readiness.checks.set('db', async () => {
      const result = await app.orm.em.getConnection().checkConnection();
      if (!result.ok) throw new Error(result.reason);
    });
    if (app.redis) {
      const redis = app.redis;
      readiness.checks.set('redis', () => redis.ping());
    }
    readiness.checks.set('storage', () => app.storage.check());

    // Polled every few seconds: no access log line per probe, but never louder than the app's level.
    const level = app.log.level as LogLevel;
    const quiet: LogLevel = ['fatal', 'error', 'silent'].includes(level) ? level : 'warn';
    const probe = { schema: { hide: true }, logLevel: quiet };
    app.get('/healthz', probe, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ status: 'ok' }),
    );

    app.get('/readyz', probe, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (readiness.draining) return reply.code(503).send({ status: 'draining' });
      const names = [...readiness.checks.keys()];
      const results = await Promise.allSettled(
        [...readiness.checks.values()].map((check) => withTimeout(check, timeoutMs)),
      );
      const checks: Record<string, 'ok' | 'failed'> = {};
      const failed: string[] = [];
      results.forEach((result, i) => {
        const name = names[i] as string;
        checks[name] = result.status === 'fulfilled' ? 'ok' : 'failed';
        if (result.status === 'rejected') {
          failed.push(name);
          request.log.warn({ check: name, err: result.reason }, 'readiness check failed');
        }
      });
      if (failed.length) return reply.code(503).send({ status: 'unavailable', checks, failed });
      return { status: 'ok', checks };
    });
  },
  { name: 'health', dependencies: ['redis'] },
);
