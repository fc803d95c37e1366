/**
 * The shared Redis connection (`app.redis`) when REDIS_URL is set, or null for a single instance that keeps
 * its counters and locks in memory (docs/decisions/061). Commands fail fast instead of queueing forever
 * while Redis is away, so a request gets an error rather than hanging.
 */
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: Redis | null;
  }
}

/** ioredis is loaded only with REDIS_URL (a single instance does without its ~4 MB). */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, connectTimeout: 5_000 });
}

export default fp(
  async (app, opts: { url: string | null }) => {
    const redis = opts.url ? await connectRedis(opts.url) : null;
    redis?.on('error', (error) => app.log.warn({ err: error }, 'redis error'));
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => redis.disconnect());
    });
  },
  { name: 'redis' },
);
