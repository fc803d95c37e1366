/**
 * The database side of material uploads: which declared PlacementFile an upload belongs to, the per-user
 * quota, and the outcome of the byte check. Errors are tus-style `{ status_code, body }` objects (tus writes
 * them as the response), with the API's JSON error body.
 */
import type { EntityManager } from '@mikro-orm/core';
import { ErrorCode } from '#contract/errors.ts';
import type { Locale } from '#contract/limits.ts';
import { type MessageId, t } from '../../lib/messages.ts';
import { Placement, PlacementFile } from '../placements/placement.entity.ts';
import { EDITABLE } from '../placements/placements.service.ts';

export class TusError {
  readonly status_code: number;
  readonly body: string;
  constructor(status: number, code: string, messageId: MessageId, locale: Locale) {
    this.status_code = status;
    this.body = JSON.stringify({ message: t(locale, messageId), code });
  }
}

export interface Caller {
  userId: string;
  locale: Locale;
  /** Moderator or admin: may upload course media. */
  staff: boolean;
}

/** The file row of an existing upload, only when it belongs to the caller. */
export async function ownUploadFile(em: EntityManager, caller: Caller, uploadId: string) {
  const file = await em.findOne(PlacementFile, { uploadId, placement: { owner: caller.userId } });
  if (!file) throw new TusError(404, ErrorCode.notFound, 'not_found', caller.locale);
  return file;
}

export interface NewUpload {
  uploadId: string;
  draftId: string;
  fileId: string;
  size: number | undefined;
  /** Whether an earlier upload of the file may be dropped for this one (see upload-claims.ts). */
  replaceable: (uploadId: string, startedAt: Date | null | undefined) => Promise<boolean>;
}

/**
 * Checks a new upload against the caller's declared draft file and quota, then binds it to the file row.
 * Returns the upload id it replaces (an abandoned earlier attempt), whose bytes the caller removes.
 */
export async function bindUpload(
  em: EntityManager,
  caller: Caller,
  quotaBytes: number,
  u: NewUpload,
): Promise<string | null> {
  const err = (status: number, code: string, id: MessageId) => new TusError(status, code, id, caller.locale);
  const file = await em.findOne(PlacementFile, {
    id: u.fileId,
    placement: { id: u.draftId, owner: caller.userId },
  });
  if (!file) throw err(403, ErrorCode.forbidden, 'upload_not_declared');
  const placement = await em.findOneOrFail(Placement, file.placement.id);
  if (!(EDITABLE as readonly string[]).includes(placement.status) || file.uploaded)
    throw err(409, ErrorCode.conflict, 'conflict');
  if (u.size !== file.declaredSize) throw err(400, ErrorCode.badRequest, 'invalid_value');
  // Bytes stored or reserved by the caller's other uploads.
  const others = await em.find(
    PlacementFile,
    { placement: { owner: caller.userId }, uploadId: { $ne: null }, id: { $ne: file.id } },
    { fields: ['declaredSize'] },
  );
  const used = others.reduce((sum, f) => sum + f.declaredSize, 0);
  if (used + u.size > quotaBytes) throw err(413, ErrorCode.payloadTooLarge, 'upload_quota_exceeded');
  const replaced = file.uploadId ?? null;
  // An upload that is alive, or may still be being created by a concurrent request, is never replaced.
  // 423, not 409: the device retries later and then resumes that upload or, once it is gone, replaces it.
  const busy = () => err(423, ErrorCode.uploadInProgress, 'upload_in_progress');
  if (replaced && !(await u.replaceable(replaced, file.uploadStartedAt))) throw busy();
  // Compare-and-swap on the id read above: of concurrent creations, exactly one binds.
  const changed = await em.nativeUpdate(
    PlacementFile,
    { id: file.id, uploaded: false, uploadId: replaced },
    { uploadId: u.uploadId, uploadStartedAt: new Date() },
  );
  if (changed !== 1) throw busy();
  return replaced;
}

/** Records the sniffed type of a complete upload; false when its file row is gone (draft edited meanwhile). */
export async function markUploaded(em: EntityManager, uploadId: string, mime: string): Promise<boolean> {
  return (await em.nativeUpdate(PlacementFile, { uploadId }, { uploaded: true, sniffedType: mime })) === 1;
}

/** Forgets a rejected or expired upload so the file can be sent again. */
export async function unbindUpload(em: EntityManager, uploadId: string): Promise<void> {
  await em.nativeUpdate(
    PlacementFile,
    { uploadId },
    { uploadId: null, uploadStartedAt: null, uploaded: false, sniffedType: null },
  );
}
