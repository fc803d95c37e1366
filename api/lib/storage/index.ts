/**
 * The object store of this process (`app.storage`), chosen by `config.storage`: the local disk under
 * VAR_DIR by default, or an S3-compatible bucket (docs/decisions/061).
 */
import { IoRedisKvStore, type KvStore, MemoryKvStore } from '@tus/utils';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { DiskStore } from './disk.ts';
import type { S3Settings, S3Store } from './s3.ts';
import type { ObjectStore } from './types.ts';

export { DiskStore } from './disk.ts';
export type { S3Store } from './s3.ts';
export * from './types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: ObjectStore;
  }
}

/** The S3 tus datastore's metadata cache: shared through Redis when there are several instances. */
export function tusMetadataCache(redis: Redis | null): KvStore<unknown> {
  return redis ? new IoRedisKvStore(redis, 'tus-s3:') : new MemoryKvStore();
}

/** The part of the app's config (api/config.ts) that chooses the store. */
export interface StorageConfig {
  storage: { kind: 'disk' } | S3Settings;
  varDir: string;
}

/** The S3 client is loaded only when S3 is configured: the AWS SDK costs ~10 MB a disk store never needs. */
export async function createStorage(config: StorageConfig, redis: Redis | null = null): Promise<ObjectStore> {
  if (config.storage.kind !== 's3') return new DiskStore(config.varDir);
  const { S3Store } = await import('./s3.ts');
  return new S3Store(config.storage, tusMetadataCache(redis));
}

/**
 * Stores by VAR_DIR, for callers that only know the directory (the jobs scheduler passes config.varDir).
 * An unregistered directory is the disk store.
 */
const byVarDir = new Map<string, ObjectStore>();
export const storeAt = (where: ObjectStore | string): ObjectStore =>
  typeof where === 'string' ? (byVarDir.get(where) ?? new DiskStore(where)) : where;

export default fp(
  async (app, { config }: { config: StorageConfig }) => {
    const store = await createStorage(config, app.redis);
    app.decorate('storage', store);
    byVarDir.set(config.varDir, store);
    app.addHook('onClose', async () => {
      if (byVarDir.get(config.varDir) === store) byVarDir.delete(config.varDir);
      if (config.storage.kind === 's3') (store as S3Store).client.destroy();
    });
  },
  { name: 'storage', dependencies: ['redis'] },
);
