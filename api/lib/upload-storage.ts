/** Where tus keeps material bytes (<VAR_DIR>/uploads/<uploadId> plus its `.json` state) and how to drop them. */
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const uploadsDir = (varDir: string) => join(varDir, 'uploads');

/** Upload ids are made by the server (hex); anything else never reaches the file system. */
const SAFE_ID = /^[0-9a-f]{32}$/;

export function uploadPath(varDir: string, uploadId: string): string {
  if (!SAFE_ID.test(uploadId)) throw new Error('invalid upload id');
  return join(uploadsDir(varDir), uploadId);
}

/** Removes the bytes and the resumable state of one upload (missing files are fine). */
export async function removeUpload(varDir: string, uploadId: string): Promise<void> {
  const file = uploadPath(varDir, uploadId);
  await Promise.all([rm(file, { force: true }), rm(`${file}.json`, { force: true })]);
}

export async function uploadSize(varDir: string, uploadId: string): Promise<number | null> {
  try {
    return (await stat(uploadPath(varDir, uploadId))).size;
  } catch {
    return null;
  }
}

export const openUpload = (varDir: string, uploadId: string, range?: { start: number; end: number }) =>
  createReadStream(uploadPath(varDir, uploadId), range);
