/**
 * The loopback S3 server (scripts/s3-server.ts) runs @tus/s3-store's whole flow: create, several PATCHes,
 * the offset after each, a resume from a fresh store instance (another API instance), and the finish. Also
 * the two calls it adds to s3rver, ListParts and AbortMultipartUpload, in their S3 shapes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { S3Store } from '@tus/s3-store';
import { Upload } from '@tus/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3Server, startS3Server } from '../../scripts/s3-server.ts';

let s3: S3Server;
let dir: string;
let client: S3Client;
const MiB = 1024 * 1024;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 's3-server-'));
  s3 = await startS3Server({ dir, bucket: 'probe' });
  client = s3Client();
});
afterAll(async () => {
  client?.destroy();
  await s3?.close();
  rmSync(dir, { recursive: true, force: true });
});

function s3Client() {
  return new S3Client({
    endpoint: s3.url,
    region: 'us-east-1',
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
}

const newStore = () =>
  new S3Store({
    partSize: 5 * MiB,
    s3ClientConfig: {
      bucket: s3.bucket,
      endpoint: s3.url,
      region: 'us-east-1',
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    },
  });

async function keys(): Promise<string[]> {
  const out = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (out.Contents ?? []).map((o) => o.Key ?? '').sort();
}

describe('S3 test server', () => {
  it('runs the tus S3 store flow with a resume from a new store instance', async () => {
    const bytes = randomBytes(14 * MiB);
    const id = randomBytes(16).toString('hex');
    const a = newStore();
    await a.create(new Upload({ id, size: bytes.length, offset: 0, metadata: {} }));
    // 6 MiB: one full part plus an incomplete tail kept as `<id>.part`.
    expect(await a.write(Readable.from([bytes.subarray(0, 6 * MiB)]), id, 0)).toBe(6 * MiB);
    expect((await a.getUpload(id)).offset).toBe(6 * MiB);
    expect(await keys()).toEqual([`${id}.info`, `${id}.part`]);

    // Another instance picks the upload up: it learns the offset from ListParts and the tail object.
    const b = newStore();
    expect((await b.getUpload(id)).offset).toBe(6 * MiB);
    expect(await b.write(Readable.from([bytes.subarray(6 * MiB, 12 * MiB)]), id, 6 * MiB)).toBe(12 * MiB);
    const c = newStore();
    expect((await c.getUpload(id)).offset).toBe(12 * MiB);
    expect(await c.write(Readable.from([bytes.subarray(12 * MiB)]), id, 12 * MiB)).toBe(14 * MiB);

    const done = await newStore().getUpload(id);
    expect(done.offset).toBe(bytes.length);
    expect(await keys()).toEqual([id, `${id}.info`]);
    const got = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: id }));
    const body = Buffer.from(
      await (got.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    );
    expect(body.equals(bytes)).toBe(true);
  });

  it('lists parts page by page and aborts an upload', async () => {
    const Key = 'listed';
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key }));
    const sizes = [5 * MiB, 5 * MiB, 1234];
    for (const [i, size] of sizes.entries()) {
      await client.send(
        new UploadPartCommand({
          Bucket: s3.bucket,
          Key,
          UploadId,
          PartNumber: i + 1,
          Body: randomBytes(size),
        }),
      );
    }
    const all = await client.send(new ListPartsCommand({ Bucket: s3.bucket, Key, UploadId }));
    expect(all.IsTruncated).toBe(false);
    expect(all.Parts?.map((p) => [p.PartNumber, p.Size])).toEqual(sizes.map((s, i) => [i + 1, s]));
    expect(all.Parts?.[0]?.ETag).toMatch(/^"[0-9a-f]{32}"$/);

    const first = await client.send(new ListPartsCommand({ Bucket: s3.bucket, Key, UploadId, MaxParts: 2 }));
    expect(first.IsTruncated).toBe(true);
    expect(first.NextPartNumberMarker).toBe('2');
    const rest = await client.send(
      new ListPartsCommand({
        Bucket: s3.bucket,
        Key,
        UploadId,
        PartNumberMarker: first.NextPartNumberMarker,
      }),
    );
    expect(rest.Parts?.map((p) => p.PartNumber)).toEqual([3]);

    // A part whose upload was cut short (no `.md5` yet) is not listed.
    writeFileSync(join(dir, s3.bucket, '._S3rver_uploads', UploadId ?? '', '4'), randomBytes(100));
    const listed = await client.send(new ListPartsCommand({ Bucket: s3.bucket, Key, UploadId }));
    expect(listed.Parts?.map((p) => p.PartNumber)).toEqual([1, 2, 3]);

    // Another key's name cannot reach this upload.
    await expect(
      client.send(new ListPartsCommand({ Bucket: s3.bucket, Key: 'other', UploadId })),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
    await client.send(new AbortMultipartUploadCommand({ Bucket: s3.bucket, Key, UploadId }));
    await expect(
      client.send(new ListPartsCommand({ Bucket: s3.bucket, Key, UploadId })),
    ).rejects.toMatchObject({
      name: 'NoSuchUpload',
    });
    await expect(
      client.send(new AbortMultipartUploadCommand({ Bucket: s3.bucket, Key, UploadId })),
    ).rejects.toMatchObject({ name: 'NoSuchUpload' });
  });

  it('removes an unfinished tus upload through the store (abort plus delete)', async () => {
    const id = randomBytes(16).toString('hex');
    const store = newStore();
    await store.create(new Upload({ id, size: 12 * MiB, offset: 0, metadata: {} }));
    await store.write(Readable.from([randomBytes(5 * MiB)]), id, 0);
    await store.remove(id);
    expect((await keys()).filter((k) => k.startsWith(id))).toEqual([]);
  });

  it('refuses aws-chunked bodies instead of storing their framing as bytes', async () => {
    const chunky = new S3Client({
      endpoint: s3.url,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
    const Body = Readable.from([randomBytes(1000)]);
    await expect(
      chunky.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'chunky', Body, ContentLength: 1000 })),
    ).rejects.toMatchObject({ name: 'NotImplemented' });
    chunky.destroy();
    expect(await keys()).not.toContain('chunky');
  });
});
