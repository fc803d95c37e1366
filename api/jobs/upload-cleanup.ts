/**
 * Incomplete uploads older than the expiration (24 h) are deleted with their resumable state, and their
 * file rows forgotten, so the quota they reserved is free again and the device starts that file anew.
 * Finished uploads are never touched. Orphans are removed too, once older than a grace period (a creation may be in progress):
 * - bytes (and state) no file row points at, left by a crash or an interrupted removal;
 * - a state file without bytes, which @tus/file-store's own expiry can never remove (it fails on it);
 * On S3 an unfinished upload's bytes are its multipart upload, found through its `.info` state object.
 * - bytes of an unfinished upload without a state file, which tus can no longer resume.
 */
import type { EntityManager } from '@mikro-orm/core';
import { now as clockNow } from '../lib/clock.ts';
import { type ObjectStore, storeAt, type UploadTrace } from '../lib/storage/index.ts';
import { CourseMedia } from '../modules/courses/course.entity.ts';
import { PlacementFile } from '../modules/placements/placement.entity.ts';
import { recordIfComplete } from '../modules/uploads/reconcile.ts';
import { unbindUpload } from '../modules/uploads/uploads.service.ts';

export const ORPHAN_GRACE_MS = 10 * 60_000;

/** The app's object store, or a VAR_DIR (the store registered for it, else the disk there). */
type Where = ObjectStore | string;

/** Removes orphaned upload files; returns how many uploads it removed. */
export async function removeOrphans(
  em: EntityManager,
  where: Where,
  now: Date = clockNow(),
): Promise<number> {
  const store = storeAt(where);
  const onDisk = await store.scanUploads();
  const old = [...onDisk].filter(([, f]) => now.getTime() - f.modifiedMs > ORPHAN_GRACE_MS).map(([id]) => id);
  let removed = 0;
  for (let i = 0; i < old.length; i += 500) {
    const ids = old.slice(i, i + 500);
    const rows = await em
      .fork()
      .find(PlacementFile, { uploadId: { $in: ids } }, { fields: ['uploadId', 'uploaded'] });
    const uploadedById = new Map(rows.map((r) => [r.uploadId as string, r.uploaded]));
    // Course media share the directory: a medium's upload is never an orphan while its row exists.
    const media = await em.fork().find(CourseMedia, { uploadId: { $in: ids } }, { fields: ['uploadId'] });
    const courseMedia = new Set(media.map((m) => m.uploadId));
    for (const id of ids) {
      const files = onDisk.get(id) as UploadTrace;
      const uploaded = uploadedById.get(id);
      // A finished upload's bytes are the material itself; nothing of it is ever an orphan.
      if (uploaded || courseMedia.has(id)) continue;
      const bound = uploaded === false;
      if (bound && files.data && files.state) continue;
      await store.removeUpload(id);
      if (bound) await unbindUpload(em.fork(), id);
      removed++;
    }
  }
  return removed;
}

/**
 * Unfinished uploads older than the expiration: recorded after all when complete on disk (a crash between
 * the last byte and its record), otherwise unbound and deleted. Driven by the database, never by
 * @tus/file-store's expiry: that one reads the offset from the state file, which stays 0 after creation,
 * so it would delete every finished upload (the placements' materials) once it is a day old.
 */
export async function cleanExpiredUploads(
  em: EntityManager,
  where: Where,
  expirationMs: number,
  now: Date = clockNow(),
): Promise<number> {
  const store = storeAt(where);
  const orphans = await removeOrphans(em, store, now);
  const fork = em.fork();
  const stale = await fork.find(PlacementFile, {
    uploaded: false,
    uploadId: { $ne: null },
    uploadStartedAt: { $lte: new Date(now.getTime() - expirationMs) },
  });
  let removed = 0;
  for (const file of stale) {
    const uploadId = file.uploadId as string;
    if (await recordIfComplete(fork, store, file, 'ru')) continue;
    // Unbind first, only if still unfinished: an upload finishing right now keeps its bytes.
    const changed = await fork.nativeUpdate(
      PlacementFile,
      { uploadId, uploaded: false },
      { uploadId: null, uploadStartedAt: null, sniffedType: null },
    );
    if (changed !== 1) continue;
    await store.removeUpload(uploadId);
    removed++;
  }
  return orphans + removed + (await cleanExpiredCourseUploads(em, store, expirationMs, now));
}

/** The same for course media: an expired incomplete medium loses its row and its bytes. */
async function cleanExpiredCourseUploads(
  em: EntityManager,
  store: ObjectStore,
  expirationMs: number,
  now: Date,
) {
  const fork = em.fork();
  const stale = await fork.find(CourseMedia, {
    complete: false,
    uploadStartedAt: { $lte: new Date(now.getTime() - expirationMs) },
  });
  let removed = 0;
  for (const media of stale) {
    const uploadId = media.uploadId as string;
    if (await recordIfComplete(fork, store, { uploadId, declaredSize: media.size }, 'ru')) continue;
    if ((await fork.nativeDelete(CourseMedia, { id: media.id, uploadId, complete: false })) !== 1) continue;
    await store.removeUpload(uploadId);
    removed++;
  }
  return removed;
}
