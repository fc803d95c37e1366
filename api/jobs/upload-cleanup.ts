/**
 * Incomplete uploads older than the expiration (24 h) are deleted with their resumable state, and their
 * file rows forgotten, so the quota they reserved is free again and the device starts that file anew.
 */
import type { EntityManager } from '@mikro-orm/core';
import { FileStore } from '@tus/file-store';
import { uploadsDir } from '../lib/upload-storage.ts';
import { PlacementFile } from '../modules/placements/placement.entity.ts';

export async function cleanExpiredUploads(
  em: EntityManager,
  varDir: string,
  expirationMs: number,
  now: Date = new Date(),
): Promise<number> {
  const store = new FileStore({
    directory: uploadsDir(varDir),
    expirationPeriodInMilliseconds: expirationMs,
  });
  const removed = await store.deleteExpired();
  await em.fork().nativeUpdate(
    PlacementFile,
    {
      uploaded: false,
      uploadId: { $ne: null },
      uploadStartedAt: { $lte: new Date(now.getTime() - expirationMs) },
    },
    { uploadId: null, uploadStartedAt: null },
  );
  return removed;
}
