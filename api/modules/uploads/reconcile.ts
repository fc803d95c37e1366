/**
 * Recovery of uploads whose last byte reached the disk but whose record did not (the process died, or the
 * database write failed, in onUploadFinish). tus then reports the upload complete (HEAD: offset = length),
 * so the client never sends it again and onUploadFinish never runs again. The same check and record run
 * instead on the two requests that follow: HEAD on the upload (a resuming client) and the draft's submit.
 */
import type { EntityManager } from '@mikro-orm/core';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, ApiPath } from '#contract/api-paths.ts';
import type { Locale } from '#contract/limits.ts';
import { type ObjectStore, storedUploadSize } from '../../lib/storage/index.ts';
import { CourseMedia } from '../courses/course.entity.ts';
import { PlacementFile } from '../placements/placement.entity.ts';
import { completeUpload } from './tus-server.ts';
import { TusError } from './uploads.service.ts';

type Unrecorded = Pick<PlacementFile, 'uploadId' | 'declaredSize'>;

/** Records one unrecorded upload when all its bytes are stored; true when it is recorded now. */
export async function recordIfComplete(
  em: EntityManager,
  store: ObjectStore,
  file: Unrecorded,
  locale: Locale,
): Promise<boolean> {
  if (!file.uploadId) return false;
  const size = await storedUploadSize(store, file.uploadId);
  // On S3 a kill between the last part and its assembly leaves every byte stored but no object yet.
  const assembled = size === null && (await store.assembleUpload(file.uploadId, file.declaredSize));
  if (size !== file.declaredSize && !assembled) return false;
  try {
    await completeUpload(em, store, file.uploadId, locale);
    return true;
  } catch (error) {
    // Refused bytes were removed and the file unbound: the device sends it again.
    if (error instanceof TusError) return false;
    throw error;
  }
}

const unrecorded = { uploaded: false, uploadId: { $ne: null } } as const;

/** Before a HEAD on an upload of the caller's. */
export async function reconcileUpload(
  em: EntityManager,
  store: ObjectStore,
  ownerId: string,
  uploadId: string,
  locale: Locale,
) {
  const file = await em.findOne(PlacementFile, { ...unrecorded, uploadId, placement: { owner: ownerId } });
  if (file) await recordIfComplete(em, store, file, locale);
}

/** Before a staff HEAD on a course medium's upload: the same recovery for course media. */
export async function reconcileCourseUpload(
  em: EntityManager,
  store: ObjectStore,
  uploadId: string,
  locale: Locale,
) {
  const media = await em.findOne(CourseMedia, { uploadId, complete: false });
  if (media) await recordIfComplete(em, store, { uploadId, declaredSize: media.size }, locale);
}

/** Before a submit of one of the caller's drafts. */
export async function reconcileDraft(
  em: EntityManager,
  store: ObjectStore,
  ownerId: string,
  placementId: string,
  locale: Locale,
) {
  const files = await em.find(PlacementFile, {
    ...unrecorded,
    placement: { id: placementId, owner: ownerId },
  });
  for (const file of files) await recordIfComplete(em, store, file, locale);
}

const SUBMIT_URL = `${API_PREFIX}/${ApiPath.placementSubmit(':id')}`;

/**
 * Adds the reconciliation to the submit route, after its own authentication (onRequest; register before the modules):
 * the placements module stays unaware of upload storage.
 */
export default fp(
  async (app) => {
    const beforeSubmit = async (request: FastifyRequest) => {
      const { id } = request.params as { id?: string };
      if (!request.user || !id) return;
      await reconcileDraft(request.em.fork(), app.storage, request.user.id, id, request.locale());
    };
    app.addHook('onRoute', (route) => {
      if (route.url !== SUBMIT_URL || route.method !== 'POST') return;
      const own = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [...own, beforeSubmit];
    });
  },
  { name: 'upload-reconciliation', dependencies: ['storage'] },
);
