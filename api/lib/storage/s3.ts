/**
 * The S3 store (any S3-compatible service, path-style). tus uploads use @tus/s3-store's layout, which has
 * no key prefix: `<id>` (the finished bytes, and the key of its multipart upload while unfinished),
 * `<id>.info` (the tus state, with the multipart upload id in its metadata) and `<id>.part` (a tail smaller
 * than a part). Avatars live under `avatars/`.
 */
import type { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import type { KvStore } from '@tus/utils';
import { completeWholeUpload, isMissing, status } from './s3-multipart.ts';
import { type ByteRange, checkUploadId, type ObjectStore, type StoredObject, traceUploads } from './types.ts';

/** config.storage with S3 (api/config.ts). */
export interface S3Settings {
  kind: 's3';
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}
const UPLOAD_KEY = /^([0-9a-f]{32})(\.info|\.part)?$/;

export function s3ClientConfig(s: S3Settings): S3ClientConfig & { bucket: string } {
  return {
    bucket: s.bucket,
    endpoint: s.endpoint,
    region: s.region,
    forcePathStyle: true,
    // Plain bodies with a Content-Length: S3-compatible servers differ in their support of aws-chunked.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey },
  };
}

export class S3Store implements ObjectStore {
  readonly kind = 's3';
  readonly client: S3Client;
  readonly bucket: string;
  /** The S3 tus datastore's metadata cache: a removed upload must leave it too. */
  readonly tusCache?: KvStore<unknown>;

  constructor(settings: S3Settings, tusCache?: KvStore<unknown>) {
    this.tusCache = tusCache;
    const { bucket, ...config } = s3ClientConfig(settings);
    this.client = new S3Client(config);
    this.bucket = bucket;
  }

  async size(key: string) {
    try {
      const out = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return out.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const Range = range ? `bytes=${range.start}-${range.end}` : undefined;
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range }));
    return out.Body as Readable;
  }

  async head(key: string, bytes: number) {
    try {
      const out = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
      );
      const body = Buffer.from((await out.Body?.transformToByteArray()) ?? []);
      return body.subarray(0, bytes);
    } catch (error) {
      // Missing, or empty (a range of an empty object is unsatisfiable).
      if (isMissing(error) || status(error) === 416) return Buffer.alloc(0);
      throw error;
    }
  }

  async put(key: string, body: Buffer, contentType?: string) {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  async remove(keys: string[]) {
    await Promise.all(
      keys.map((Key) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }))),
    );
  }

  async list(prefix: string): Promise<StoredObject[]> {
    const out: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key) out.push({ key: o.Key, size: o.Size ?? 0, modifiedMs: o.LastModified?.getTime() ?? 0 });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return out;
  }

  async check() {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  uploadKey(uploadId: string) {
    return checkUploadId(uploadId);
  }

  /** The multipart upload id tus keeps in `<id>.info`'s metadata, or null when there is no state. */
  private async multipartId(uploadId: string): Promise<string | null> {
    try {
      const out = await this.client.send(
        new HeadObjectCommand({ Bucket: this.bucket, Key: `${uploadId}.info` }),
      );
      return out.Metadata?.['upload-id'] ?? null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async removeUpload(uploadId: string) {
    const key = this.uploadKey(uploadId);
    const multipart = await this.multipartId(key);
    if (multipart) {
      await this.client
        .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: multipart }))
        .catch((error) => {
          if (!isMissing(error)) throw error;
        });
    }
    await this.remove([key, `${key}.part`, `${key}.info`]);
    await this.tusCache?.delete(key);
  }

  /**
   * The state object and either the finished object or a live multipart upload. A state object whose
   * multipart upload is gone would make tus call the upload complete (it reads NoSuchUpload as "finished").
   */
  async uploadExists(uploadId: string) {
    const key = this.uploadKey(uploadId);
    const multipart = await this.multipartId(key);
    if (!multipart) return false;
    if ((await this.size(key)) !== null) return true;
    try {
      await this.client.send(
        new ListPartsCommand({ Bucket: this.bucket, Key: key, UploadId: multipart, MaxParts: 1 }),
      );
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async assembleUpload(uploadId: string, size: number) {
    const key = this.uploadKey(uploadId);
    const UploadId = await this.multipartId(key);
    if (!UploadId) return false;
    if (!(await completeWholeUpload(this.client, { Bucket: this.bucket, Key: key, UploadId }, size)))
      return false;
    await this.tusCache?.delete(key);
    return true;
  }

  /** An unfinished upload's bytes sit in its multipart upload, so its state object stands for them too. */
  async scanUploads() {
    return traceUploads(await this.list(''), (key) => {
      const match = UPLOAD_KEY.exec(key);
      return match?.[1] ? { id: match[1], data: true, state: match[2] === '.info' } : null;
    });
  }
}
