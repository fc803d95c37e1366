/**
 * Two app instances on S3 storage and Redis, as several instances run: a real S3 server
 * (scripts/s3-server.ts) and a real redis-server on loopback, one database, one bucket, a VAR_DIR each.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../api/app.ts';
import { type S3Server, startS3Server } from '../../scripts/s3-server.ts';
import { createTestApp, type TestApp } from './api-app.ts';
import { startRedis } from './redis.ts';

export interface S3Cluster {
  s3: S3Server;
  /** Instance A, with the test app's config, database and helpers. */
  t: TestApp;
  /** Instance B on the same database, bucket and Redis. */
  b: FastifyInstance;
  /** Every key in the bucket, sorted. */
  bucketKeys(): Promise<string[]>;
  /** Multipart uploads the S3 server still holds (started and neither completed nor aborted). */
  openMultiparts(): string[];
  /** What instance A's VAR_DIR holds under `sub` (nothing, with S3 storage). */
  onDisk(sub: 'uploads' | 'avatars'): string[];
  close(): Promise<void>;
}

export async function startS3Cluster(): Promise<S3Cluster> {
  const dir = mkdtempSync(join(tmpdir(), 'storage-s3-'));
  const s3 = await startS3Server({ dir, bucket: 'uploads-test' });
  const redis = await startRedis();
  const t = await createTestApp({
    env: {
      REDIS_URL: redis.url,
      S3_URL: s3.url,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    },
  });
  const b = await buildApp({ ...t.config, varDir: join(t.dir, 'var-b') });
  const list = (path: string) => (existsSync(path) ? readdirSync(path) : []);
  return {
    s3,
    t,
    b,
    bucketKeys: async () => (await t.app.storage.list('')).map((o) => o.key).sort(),
    openMultiparts: () => list(join(dir, s3.bucket, '._S3rver_uploads')),
    onDisk: (sub) => list(join(t.config.varDir, sub)),
    async close() {
      await b.close();
      await t.close();
      await s3.close();
      await redis.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
