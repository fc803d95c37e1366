/**
 * Uploads one material file with tus (architecture §5). The sync loop owns retries, so tus makes one try; the
 * upload URL is stored on the file row and found again by draftId+fileId after an app close.
 */
import { type DetailedError, Upload, type UrlStorage } from 'tus-js-client';
import { API_PREFIX, ApiPath } from '#contract/api-paths.ts';
import { readErrorBody } from '../../../lib/api-client.ts';
import { bearerHeader, renewOn401 } from '../../../lib/tus-auth.ts';
import { answerFailure, type Failure, SyncFailure } from './sync-rules.ts';
import { uploadFingerprint } from './url-storage.ts';

export interface UploadJob {
  draftId: string;
  fileId: string;
  name: string;
  type: string;
  blob: Blob;
  onProgress: (uploadedBytes: number) => void;
}

/** The seam the sync loop uploads through; tests can replace it. */
export type Uploader = (job: UploadJob) => Promise<void>;

function toFailure(error: Error): Failure {
  const response = (error as DetailedError).originalResponse;
  if (!response) return { message: error.message };
  const text = response.getBody() || '';
  const answer = {
    status: response.getStatus(),
    body: readErrorBody(text),
    retryAfter: response.getHeader('Retry-After') ?? null,
  };
  // A plain-text tus error (e.g. from a proxy) is shown as it came.
  return answerFailure(answer, text);
}

export interface TusUploaderOptions {
  urlStorage: UrlStorage;
  getToken: () => string | null;
  /** After a 401: gets a fresh token (the api client's renewToken); false when signing in again is needed. */
  renewToken?: () => Promise<boolean>;
  endpoint?: string;
  /** Extra tus options (tests pass a fileReader for Node). */
  tusOptions?: Record<string, unknown>;
}

export function createTusUploader(options: TusUploaderOptions): Uploader {
  const endpoint = options.endpoint ?? `${API_PREFIX}/${ApiPath.uploads}`;
  return (job) =>
    new Promise<void>((resolve, reject) => {
      // A phone that loses its network may keep a dead socket open for minutes; stop at once and let
      // the sync loop resume from the stored offset when the browser says the connection is back.
      const onOffline = () => {
        void upload.abort().catch(() => {});
        fail(new SyncFailure({ message: 'offline' }));
      };
      const settle = () => globalThis.removeEventListener?.('offline', onOffline);
      const done = () => {
        settle();
        resolve();
      };
      const fail = (error: unknown) => {
        settle();
        reject(error);
      };
      // One fresh token per upload: a second 401 goes to the sync loop like any other failure.
      const onError = renewOn401({
        renewToken: options.renewToken,
        restart: () => upload.start(),
        fail: (error) => fail(new SyncFailure(toFailure(error))),
      });
      globalThis.addEventListener?.('offline', onOffline);
      const upload = new Upload(job.blob, {
        endpoint,
        metadata: { draftId: job.draftId, fileId: job.fileId, filename: job.name, filetype: job.type },
        fingerprint: async () => uploadFingerprint(job.draftId, job.fileId),
        urlStorage: options.urlStorage,
        storeFingerprintForResuming: true,
        // Kept until the draft is confirmed: a 409 files_incomplete re-upload asks the same URL first.
        removeFingerprintOnSuccess: false,
        retryDelays: [],
        onBeforeRequest: bearerHeader(options.getToken),
        onProgress: (sent) => job.onProgress(sent),
        onSuccess: done,
        onError,
        ...options.tusOptions,
      });
      upload
        .findPreviousUploads()
        .then((previous) => {
          if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
          upload.start();
        })
        .catch(fail);
    });
}
