/**
 * Uploads a draft's files, a few at a time (one connection per file stays well under the browser's limit
 * per host). Progress goes to memory on every tus event (local/upload-progress.ts: only the bars listen) and
 * into the outbox row about once a second per draft, every running file's bytes in one write: each write
 * re-renders the lists that watch the outbox (decisions 084, 093).
 */
import { i18n } from '@lingui/core';
import { Msg } from '#contract/messages.ts';
import type { AppDb, PlacementFileRow } from '../../../db/app-db.ts';
import { clearSent, reportSent } from '../local/upload-progress.ts';
import { SyncFailure } from './sync-rules.ts';
import type { Uploader } from './tus-uploader.ts';

export const UPLOAD_PARALLEL = 3;

/** What uploading needs; sync-draft.ts's SyncDeps extends it (the import runs one way only). */
export interface UploadDeps {
  db: AppDb;
  uploader: Uploader;
  now: () => number;
}
/** How often a draft's progress is written to the outbox, at most: what a reload shows until tus resumes. */
export const PROGRESS_WRITE_MS = 1000;

/** The first upload that failed, so the sync loop can tell which file it was. */
export class FileUploadError extends Error {
  readonly fileId: string;
  readonly original: unknown;
  constructor(fileId: string, original: unknown) {
    super(original instanceof Error ? original.message : String(original));
    this.fileId = fileId;
    this.original = original;
  }
}

export const modifyFile = (
  db: AppDb,
  draftId: string,
  fileId: string,
  change: (file: PlacementFileRow) => void,
) =>
  db.placementDrafts
    .where('id')
    .equals(draftId)
    .modify((r) => {
      const file = r.files.find((f) => f.id === fileId);
      if (file) change(file);
    });

/**
 * The bytes sent per file of one draft: shown at once from memory, written together at most every
 * PROGRESS_WRITE_MS. `flush` writes what is not written yet.
 */
function progressWriter(deps: UploadDeps, draftId: string) {
  const sent = new Map<string, number>();
  let lastWrite = Number.NEGATIVE_INFINITY;
  const write = () => {
    lastWrite = deps.now();
    const batch = new Map(sent);
    sent.clear();
    if (batch.size === 0) return Promise.resolve(0);
    return deps.db.placementDrafts
      .where('id')
      .equals(draftId)
      .modify((r) => {
        for (const f of r.files) {
          const bytesSent = batch.get(f.id);
          if (bytesSent !== undefined && f.state === 'uploading')
            f.uploadedBytes = Math.max(f.uploadedBytes, bytesSent);
        }
      });
  };
  const report = (fileId: string, bytes: number) => {
    reportSent(draftId, fileId, bytes);
    sent.set(fileId, bytes);
    if (deps.now() - lastWrite >= PROGRESS_WRITE_MS) void write();
  };
  return Object.assign(report, { flush: write });
}

type Progress = ReturnType<typeof progressWriter>;

async function uploadOne(
  deps: UploadDeps,
  draftId: string,
  file: PlacementFileRow,
  blob: Blob | undefined,
  progress: Progress,
): Promise<void> {
  // Not retried: without its Blob the file cannot be sent; the user attaches it again.
  if (!blob) throw new SyncFailure({ status: 410, message: `${file.name}: ${i18n._(Msg.not_found)}` });
  // The upload starts without waiting for this write: IndexedDB applies it before any progress write of
  // the file, which only counts while the state is 'uploading' (each wait between files idled the link).
  const marked = modifyFile(deps.db, draftId, file.id, (f) => {
    f.state = 'uploading';
    f.error = null;
  });
  try {
    await deps.uploader({
      draftId,
      fileId: file.id,
      name: file.name,
      type: file.type,
      blob,
      onProgress: (bytes) => progress(file.id, bytes),
    });
  } finally {
    await marked;
  }
  await modifyFile(deps.db, draftId, file.id, (f) => {
    f.state = 'done';
    f.uploadedBytes = f.size;
  });
}

/**
 * Uploads `files`, UPLOAD_PARALLEL at once. No new file starts once one failed or `keepGoing` says no
 * (the draft was edited); the ones running finish. Resolves false when stopped, rejects with the first
 * failure as a FileUploadError after every started upload settled.
 */
export async function uploadFiles(
  deps: UploadDeps,
  draftId: string,
  files: PlacementFileRow[],
  keepGoing: () => Promise<boolean>,
): Promise<boolean> {
  const queue = [...files];
  let failure: FileUploadError | null = null;
  let stopped = false;
  const progress = progressWriter(deps, draftId);
  // The Blobs' rows in one read: they hold references to the stored bytes, not the bytes.
  const rows = await deps.db.placementBlobs.bulkGet(files.map((f) => f.id));
  const blobs = new Map(rows.flatMap((row) => (row ? [[row.id, row.blob] as const] : [])));
  const worker = async () => {
    for (let file = queue.shift(); file && !failure && !stopped; file = queue.shift()) {
      if (!(await keepGoing())) {
        stopped = true;
        return;
      }
      try {
        await uploadOne(deps, draftId, file, blobs.get(file.id), progress);
      } catch (error) {
        failure ??= new FileUploadError(file.id, error);
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: UPLOAD_PARALLEL }, worker));
  } finally {
    // The row keeps the last figure (a reload or the next attempt starts from it), then memory lets go.
    await progress.flush().catch(() => 0);
    clearSent(draftId);
  }
  if (failure) throw failure;
  return !stopped;
}
