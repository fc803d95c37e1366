/**
 * The disk store's upload layout (<VAR_DIR>/uploads/<uploadId> plus its tus `.json` state), for code and
 * tests that look at the disk itself. The app goes through its object store (`app.storage`, lib/storage).
 */
import { DiskStore, uploadsDir } from './storage/disk.ts';

export { uploadsDir };

export const uploadPath = (varDir: string, uploadId: string): string => {
  const store = new DiskStore(varDir);
  return store.path(store.uploadKey(uploadId));
};

export const removeUpload = (varDir: string, uploadId: string) =>
  new DiskStore(varDir).removeUpload(uploadId);

export const uploadSize = (varDir: string, uploadId: string) => {
  const store = new DiskStore(varDir);
  return store.size(store.uploadKey(uploadId));
};
