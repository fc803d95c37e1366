/**
 * The database side of course media uploads (staff only). The CourseMedia row is made at the tus creation
 * with the id the editor chose, so a retried creation resumes the same upload; it only reserves the size
 * until the last byte is stored and its type read from the bytes (`complete`), and only then does any
 * reader see it. A refused or abandoned upload leaves neither bytes nor row.
 */
import type { EntityManager } from '@mikro-orm/core';
import {
  COURSE_MAX_BYTES,
  COURSE_MEDIA_MAX_BYTES,
  COURSE_MEDIA_TYPES,
  type CourseMediaUploadMetadata,
} from '#contract/courses.ts';
import { ErrorCode } from '#contract/errors.ts';
import type { Locale } from '#contract/limits.ts';
import { Course, CourseMedia } from '../courses/course.entity.ts';
import { type Caller, TusError } from './uploads.service.ts';

export interface NewCourseUpload {
  uploadId: string;
  meta: CourseMediaUploadMetadata;
  size: number | undefined;
  replaceable: (uploadId: string, startedAt: Date | null | undefined) => Promise<boolean>;
}

/** Binds a new upload to the medium (creating its row); returns an abandoned earlier upload id to remove. */
export async function bindCourseUpload(em: EntityManager, caller: Caller, u: NewCourseUpload) {
  const err = (status: number, code: string, id: 'forbidden' | 'not_found' | 'conflict' | 'invalid_value') =>
    new TusError(status, code, id, caller.locale);
  const busy = () => new TusError(423, ErrorCode.uploadInProgress, 'upload_in_progress', caller.locale);
  if (!caller.staff) throw err(403, ErrorCode.forbidden, 'forbidden');
  const { courseId, mediaId } = u.meta;
  if (!(await em.count(Course, { id: courseId }))) throw err(404, ErrorCode.notFound, 'not_found');
  const size = u.size;
  if (size === undefined || !Number.isSafeInteger(size) || size < 1)
    throw err(400, ErrorCode.badRequest, 'invalid_value');
  const tooLarge = () =>
    new TusError(413, ErrorCode.payloadTooLarge, 'course_media_too_large', caller.locale);
  if (size > COURSE_MEDIA_MAX_BYTES) throw tooLarge();
  const row = await em.findOne(CourseMedia, { id: mediaId });
  if (row && (row.course.id !== courseId || row.complete)) throw err(409, ErrorCode.conflict, 'conflict');
  const others = await em.find(CourseMedia, { course: courseId, id: { $ne: mediaId } }, { fields: ['size'] });
  if (others.reduce((sum, m) => sum + m.size, 0) + size > COURSE_MAX_BYTES) throw tooLarge();
  if (!row) {
    // The primary key makes concurrent first creations one row: the loser retries and resumes.
    try {
      await em.insert(CourseMedia, {
        id: mediaId,
        course: courseId,
        size,
        uploadId: u.uploadId,
        uploadStartedAt: new Date(),
        complete: false,
        createdAt: new Date(),
      });
    } catch {
      throw busy();
    }
    return null;
  }
  const replaced = row.uploadId ?? null;
  if (replaced && !(await u.replaceable(replaced, row.uploadStartedAt))) throw busy();
  const changed = await em.nativeUpdate(
    CourseMedia,
    { id: mediaId, complete: false, uploadId: replaced },
    { uploadId: u.uploadId, uploadStartedAt: new Date(), size },
  );
  if (changed !== 1) throw busy();
  return replaced;
}

export const courseUploadRow = (em: EntityManager, uploadId: string) => em.findOne(CourseMedia, { uploadId });

/** A later request (PATCH, HEAD, DELETE) on a course upload: staff only. */
export function checkCourseCaller(caller: Caller, locale: Locale) {
  if (!caller.staff) throw new TusError(404, ErrorCode.notFound, 'not_found', locale);
}

export const isCourseMediaType = (mime: string | undefined): mime is string =>
  !!mime && (COURSE_MEDIA_TYPES as readonly string[]).includes(mime);

/** Records the medium complete with the type read from its bytes; false when its row is gone meanwhile. */
export async function markCourseUploaded(em: EntityManager, uploadId: string, mime: string) {
  const kind = mime.startsWith('video/') ? 'video' : 'image';
  return (
    (await em.nativeUpdate(
      CourseMedia,
      { uploadId },
      { complete: true, mime, kind, uploadStartedAt: null },
    )) === 1
  );
}

/** Forgets an incomplete medium (refused bytes, an abandoned or expired upload): no row is left behind. */
export async function dropCourseUpload(em: EntityManager, uploadId: string) {
  await em.nativeDelete(CourseMedia, { uploadId, complete: false });
}

/** The unfinished upload of this medium, when it can be resumed as it is. */
export async function resumableCourseUpload(
  em: EntityManager,
  caller: Caller,
  meta: CourseMediaUploadMetadata,
  size: number,
  onDisk: (uploadId: string) => Promise<boolean>,
): Promise<string | null> {
  if (!caller.staff) return null;
  const row = await em.findOne(CourseMedia, { id: meta.mediaId, course: meta.courseId, complete: false });
  if (!row?.uploadId || row.size !== size) return null;
  return (await onDisk(row.uploadId)) ? row.uploadId : null;
}
