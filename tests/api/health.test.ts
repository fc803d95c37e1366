/** /healthz and /readyz (docs/decisions/062): liveness without dependencies, readiness naming what failed. */
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { createTestApp } from '../helpers/api-app.ts';
import { startRedis } from '../helpers/redis.ts';

const t = await createTestApp({ seed: false });
afterAll(async () => t.close());

describe('health and readiness', () => {
  it('answers liveness without looking at anything', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is ready with the database and the storage, and keeps the /api/v1 health route', async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', checks: { db: 'ok', storage: 'ok' } });
    expect((await t.app.inject({ url: '/api/v1/health' })).json()).toMatchObject({ status: 'ok', db: 'ok' });
  });

  it('names a failing check in a 503, and one that never answers as well', async () => {
    t.app.readiness.checks.set('broken', async () => {
      throw new Error('down');
    });
    t.app.readiness.checks.set('stuck', () => new Promise(() => {}));
    try {
      const started = Date.now();
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        status: 'unavailable',
        checks: { db: 'ok', storage: 'ok', broken: 'failed', stuck: 'failed' },
        failed: ['broken', 'stuck'],
      });
      expect(Date.now() - started).toBeLessThan(4000);
    } finally {
      t.app.readiness.checks.delete('broken');
      t.app.readiness.checks.delete('stuck');
    }
  });

  it('says draining once shutdown has begun, while liveness stays 200', async () => {
    t.app.readiness.draining = true;
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'draining' });
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.readiness.draining = false;
    }
  });

  it('asks the file storage for its check', async () => {
    const app = await buildApp(t.config, { logger: false });
    let asked = 0;
    app.storage.check = async () => {
      asked += 1;
      throw new Error('bucket unreachable');
    };
    try {
      const res = await app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().failed).toEqual(['storage']);
      expect(asked).toBe(1);
    } finally {
      await app.close();
    }
  });

  it('checks Redis when it is configured, and names it when it goes away', async () => {
    const redis = await startRedis();
    const app = await buildApp({ ...t.config, redisUrl: redis.url }, { logger: false });
    try {
      const ok = await app.inject({ url: '/readyz' });
      expect(ok.json()).toEqual({ status: 'ok', checks: { db: 'ok', redis: 'ok', storage: 'ok' } });
      await redis.stop();
      const down = await app.inject({ url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json().failed).toEqual(['redis']);
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await redis.stop();
    }
  }, 20_000);
});
