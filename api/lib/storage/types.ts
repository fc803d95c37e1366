/**
 * Where uploaded files live (docs/decisions/061): one interface, two stores, chosen by `config.storage`.
 * Keys are made by the server (hex upload ids, UUID avatar names); nothing a client sends becomes a key.
 */
import type { Readable } from 'node:stream';

export interface ByteRange {
  start: number;
  /** Inclusive, as in HTTP. */
  end: number;
}

export interface StoredObject {
  key: string;
  size: number;
  modifiedMs: number;
}

/** What the cleanup sees of one upload id: its bytes and its resumable state (see upload-cleanup.ts). */
export interface UploadTrace {
  data: boolean;
  state: boolean;
  modifiedMs: number;
}

export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  /** The object's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** The object's bytes (a range of them), as a stream; fails when it is missing. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** Up to the first `bytes` bytes (fewer for a shorter object, none for a missing one). */
  head(key: string, bytes: number): Promise<Buffer>;
  put(key: string, body: Buffer, contentType?: string): Promise<void>;
  /** Removes the objects; missing ones are fine. */
  remove(keys: string[]): Promise<void>;
  /** The objects whose key starts with `prefix`. */
  list(prefix: string): Promise<StoredObject[]>;
  /** Throws when the store cannot be reached (readiness). */
  check(): Promise<void>;

  /** The key of a finished tus upload's bytes. */
  uploadKey(uploadId: string): string;
  /** Removes an upload's bytes and its resumable state (and, on S3, its multipart upload). */
  removeUpload(uploadId: string): Promise<void>;
  /** The upload's bytes and a readable tus state exist, so tus can answer for it (resume or complete). */
  uploadExists(uploadId: string): Promise<boolean>;
  /**
   * Finishes an upload whose bytes are all stored but not yet assembled (S3: every part uploaded, the
   * multipart upload not completed when the instance died); true when it did. The disk has no such state.
   */
  assembleUpload(uploadId: string, size: number): Promise<boolean>;
  /** Every upload id found in the store, with what is there of it. */
  scanUploads(): Promise<Map<string, UploadTrace>>;
}

/** Upload ids are made by the server (hex); anything else never reaches a store. */
export const UPLOAD_ID = /^[0-9a-f]{32}$/;

export function checkUploadId(uploadId: string): string {
  if (!UPLOAD_ID.test(uploadId)) throw new Error('invalid upload id');
  return uploadId;
}

/** What one stored object is of its upload, read from its key; null when it is no upload's. */
export type UploadPart = { id: string; data: boolean; state: boolean } | null;

/** Folds the store's objects into one trace per upload id (see ObjectStore.scanUploads). */
export function traceUploads(
  objects: readonly StoredObject[],
  partOf: (key: string) => UploadPart,
): Map<string, UploadTrace> {
  const found = new Map<string, UploadTrace>();
  for (const object of objects) {
    const part = partOf(object.key);
    if (!part) continue;
    const entry = found.get(part.id) ?? { data: false, state: false, modifiedMs: 0 };
    entry.data ||= part.data;
    entry.state ||= part.state;
    entry.modifiedMs = Math.max(entry.modifiedMs, object.modifiedMs);
    found.set(part.id, entry);
  }
  return found;
}

export const avatarKey = (name: string) => `avatars/${name}`;

/** The size of an upload's finished bytes (null while unfinished on S3, or when gone). */
export const storedUploadSize = (store: ObjectStore, uploadId: string) =>
  store.size(store.uploadKey(uploadId));
