/**
 * One declared file has at most one upload. A device may send its creation (POST) several times at once
 * (retries, two tabs, a flaky link): creations for one file run one after another in this process, a
 * later one answers the existing upload's Location (the device resumes it), and across processes the
 * binding in the database is a compare-and-swap (uploads.service.ts bindUpload), so a loser is refused
 * before tus creates any file.
 */
import type { EntityManager } from '@mikro-orm/core';
import * as v from 'valibot';
import { UploadMetadata } from '#contract/placements.ts';
import { nullRecord } from '#contract/records.ts';
import type { ObjectStore } from '../../lib/storage/index.ts';
import { PlacementFile } from '../placements/placement.entity.ts';
import type { Caller } from './uploads.service.ts';

/**
 * A bound upload without its bytes in the store younger than this may still be being created elsewhere (tus
 * writes them milliseconds after the binding). Short, because a device whose creation was cut short by a
 * crash waits this long before it may start the file anew.
 */
export const CREATION_GRACE_MS = 15_000;

/** Runs the tasks of one key one after another (tasks of other keys run freely). */
export function keyedQueue() {
  const tails = new Map<string, Promise<void>>();
  return async <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const previous = tails.get(key) ?? Promise.resolve();
    let release = () => {};
    const mine = new Promise<void>((done) => {
      release = done;
    });
    const tail = previous.then(() => mine);
    tails.set(key, tail);
    await previous;
    try {
      return await task();
    } finally {
      release();
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}

/** The Upload-Metadata header read with a schema (null when unreadable). */
export function readMetadata<S extends v.GenericSchema>(
  schema: S,
  header: string | string[] | undefined,
): v.InferOutput<S> | null {
  if (typeof header !== 'string') return null;
  const pairs = header.split(',').map((pair) => {
    const [key = '', value = ''] = pair.trim().split(' ');
    return [key, Buffer.from(value, 'base64').toString('utf8')] as const;
  });
  const parsed = v.safeParse(schema, nullRecord(pairs));
  return parsed.success ? parsed.output : null;
}

/** The draft and file of a creation request, from its Upload-Metadata header (null when unreadable). */
export const creationMeta = (header: string | string[] | undefined) => readMetadata(UploadMetadata, header);

/** The bytes and the resumable state of an upload are in the store (see ObjectStore.uploadExists). */
export const uploadOnDisk = (store: ObjectStore, uploadId: string): Promise<boolean> =>
  store.uploadExists(uploadId);

/** An earlier upload may be replaced only when it is gone from the store and not just being created. */
export async function replaceable(store: ObjectStore, uploadId: string, startedAt: Date | null | undefined) {
  if (await uploadOnDisk(store, uploadId)) return false;
  return !startedAt || Date.now() - startedAt.getTime() > CREATION_GRACE_MS;
}

/** The caller's unfinished upload of this declared file, when it can be resumed as it is. */
export async function resumableUpload(
  em: EntityManager,
  store: ObjectStore,
  caller: Caller,
  meta: v.InferOutput<typeof UploadMetadata>,
  size: number,
): Promise<string | null> {
  const file = await em.findOne(PlacementFile, {
    id: meta.fileId,
    placement: { id: meta.draftId, owner: caller.userId },
    uploaded: false,
  });
  if (!file?.uploadId || file.declaredSize !== size) return null;
  return (await uploadOnDisk(store, file.uploadId)) ? file.uploadId : null;
}
