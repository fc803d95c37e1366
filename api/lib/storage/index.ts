/**
 * The object store of this process (`app.storage`), chosen by `config.storage`: the local disk under
 * VAR_DIR by default, or an S3-compatible bucket (docs/decisions/061).
 */
import { IoRedisKvStore, type KvStore, MemoryKvStore } from '@tus/utils';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { DiskStore } from './disk.ts';
import { type S3Settings, S3Store } from './s3.ts';
import type { ObjectStore } from './types.ts';

export { DiskStore } from './disk.ts';
export { S3Store } from './s3.ts';
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

export function createStorage(config: StorageConfig, redis: Redis | null = null): ObjectStore {
  if (config.storage.kind === 's3') return new S3Store(config.storage, tusMetadataCache(redis));
  return new DiskStore(config.varDir);
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
    const store = createStorage(config, app.redis);
    app.decorate('storage', store);
    byVarDir.set(config.varDir, store);
    app.addHook('onClose', async () => {
      if (byVarDir.get(config.varDir) === store) byVarDir.delete(config.varDir);
      if (store instanceof S3Store) store.client.destroy();
    });
  },
  { name: 'storage', dependencies: ['redis'] },
);
