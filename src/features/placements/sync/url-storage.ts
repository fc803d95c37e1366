/**
 * tus-js-client's URL storage kept on the draft's file row in IndexedDB, so an upload found after an app
 * close or crash resumes at the server's offset instead of starting again.
 */
import type { PreviousUpload, UrlStorage } from 'tus-js-client';
import type { AppDb } from '../../../db/app-db.ts';

export const uploadFingerprint = (draftId: string, fileId: string): string =>
  `placement:${draftId}:${fileId}`;

const parse = (fingerprint: string) => {
  const [, draftId = '', fileId = ''] = fingerprint.split(':');
  return { draftId, fileId };
};

export function dexieUrlStorage(db: AppDb): UrlStorage {
  const setUrl = async (fingerprint: string, uploadUrl: string | null) => {
    const { draftId, fileId } = parse(fingerprint);
    await db.placementDrafts
      .where('id')
      .equals(draftId)
      .modify((row) => {
        for (const file of row.files) if (file.id === fileId) file.uploadUrl = uploadUrl;
      });
  };
  const previous = (draftId: string, file: { id: string; size: number; uploadUrl: string | null }) => ({
    uploadUrl: file.uploadUrl,
    size: file.size,
    metadata: {},
    creationTime: '',
    urlStorageKey: uploadFingerprint(draftId, file.id),
    parallelUploadUrls: null,
  });
  return {
    async findAllUploads(): Promise<PreviousUpload[]> {
      const rows = await db.placementDrafts.toArray();
      return rows.flatMap((row) => row.files.filter((f) => f.uploadUrl).map((f) => previous(row.id, f)));
    },
    async findUploadsByFingerprint(fingerprint: string): Promise<PreviousUpload[]> {
      const { draftId, fileId } = parse(fingerprint);
      const file = (await db.placementDrafts.get(draftId))?.files.find((f) => f.id === fileId);
      return file?.uploadUrl ? [previous(draftId, file)] : [];
    },
    removeUpload: (key: string) => setUrl(key, null),
    async addUpload(fingerprint: string, upload: PreviousUpload): Promise<string> {
      await setUrl(fingerprint, upload.uploadUrl);
      return fingerprint;
    },
  };
}
