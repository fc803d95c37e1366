/**
 * tus uploads on S3 storage through two instances sharing Redis (tests/helpers/s3-cluster.ts): an upload
 * in chunks resumed through the second instance and served with Range, a crash between the last byte and
 * its record, a kill before the parts were assembled, and the cleanup of an expired unfinished upload.
 */
import { AbortMultipartUploadCommand, HeadObjectCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanExpiredUploads } from '../../api/jobs/upload-cleanup.ts';
import { clearFaults, failNextAt } from '../../api/lib/fault-points.ts';
import type { S3Store } from '../../api/lib/storage/index.ts';
import { PlacementFile } from '../../api/modules/placements/placement.entity.ts';
import type { S3Server } from '../../scripts/s3-server.ts';
import { bearer, signIn, type TestApp } from '../helpers/api-app.ts';
import {
  draftBody,
  fileDecl,
  metaFor,
  newId,
  pngBytes,
  putDraft,
  tusCreate,
  tusHead,
  tusPatch,
} from '../helpers/api-placements.ts';
import { type S3Cluster, startS3Cluster } from '../helpers/s3-cluster.ts';

let c: S3Cluster;
let s3: S3Server;
let t: TestApp;
let b: FastifyInstance;
let token: string;
const MiB = 1024 * 1024;

beforeAll(async () => {
  c = await startS3Cluster();
  ({ s3, t, b } = c);
  token = (await signIn(t.app, 'ambassador@demo.local')).token;
});
afterAll(async () => c?.close());
afterEach(() => clearFaults());

const bucketKeys = () => c.bucketKeys();
const openMultiparts = () => c.openMultiparts();
const row = (fileId: string) => t.app.orm.em.fork().findOneOrFail(PlacementFile, fileId);

async function startUpload(bytes: Buffer) {
  const id = newId();
  const file = fileDecl(bytes.length, 'image/png', 'photo.png');
  expect((await putDraft(t.app, token, id, draftBody({ files: [file] }))).statusCode).toBe(200);
  const created = await tusCreate(t.app, token, bytes.length, metaFor(id, file));
  expect(created.statusCode).toBe(201);
  const location = created.headers.location as string;
  return { id, file, location, uploadId: location.split('/').pop() as string };
}

describe('S3 storage', () => {
  it('takes a tus upload in chunks, resumed through a second instance, and serves it with Range', async () => {
    expect(t.app.storage.kind).toBe('s3');
    const bytes = pngBytes(7 * MiB + 12_345);
    const { id, file, location, uploadId } = await startUpload(bytes);
    const first = await tusPatch(t.app, token, location, 0, bytes.subarray(0, 3 * MiB));
    expect(first.statusCode).toBe(204);
    // The device reconnects through instance B: it learns the offset there and sends the rest.
    const head = await tusHead(b, token, location);
    expect(head.headers['upload-offset']).toBe(String(3 * MiB));
    expect((await tusPatch(b, token, location, 3 * MiB, bytes.subarray(3 * MiB, 6 * MiB))).statusCode).toBe(
      204,
    );
    expect((await tusHead(t.app, token, location)).headers['upload-offset']).toBe(String(6 * MiB));
    const last = await tusPatch(b, token, location, 6 * MiB, bytes.subarray(6 * MiB));
    expect(last.statusCode).toBe(204);
    expect(await row(file.id)).toMatchObject({ uploaded: true, sniffedType: 'image/png' });
    expect(await bucketKeys()).toContain(uploadId);
    expect(openMultiparts()).toEqual([]);
    expect(c.onDisk('uploads')).toEqual([]);

    const url = `/api/v1/placements/${id}/files/${file.id}`;
    const whole = await t.app.inject({ url, headers: bearer(token) });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(bytes)).toBe(true);
    const part = await b.inject({ url, headers: { ...bearer(token), range: 'bytes=5000000-5000099' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 5000000-5000099/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(5_000_000, 5_000_100))).toBe(true);
    const beyond = await t.app.inject({
      url,
      headers: { ...bearer(token), range: `bytes=${bytes.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
  });

  it('records an upload whose record failed after the last byte, on the next HEAD', async () => {
    const bytes = pngBytes(6 * MiB);
    const { file, location } = await startUpload(bytes);
    failNextAt('upload-finished-before-record');
    expect((await tusPatch(t.app, token, location, 0, bytes)).statusCode).toBe(500);
    expect((await row(file.id)).uploaded).toBe(false);
    // The complete object is recognised by its size, on the other instance too.
    const head = await tusHead(b, token, location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(bytes.length));
    expect(await row(file.id)).toMatchObject({ uploaded: true, sniffedType: 'image/png' });
  });

  it('assembles an upload whose last part was stored when its instance died before completing it', async () => {
    const bytes = pngBytes(9 * MiB);
    const { file, location, uploadId } = await startUpload(bytes);
    expect((await tusPatch(t.app, token, location, 0, bytes.subarray(0, 6 * MiB))).statusCode).toBe(204);
    // The dead instance's last act: the final part is in the multipart upload, which is not completed.
    const store = t.app.storage as S3Store;
    const info = await store.client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: `${uploadId}.info` }),
    );
    await store.client.send(
      new UploadPartCommand({
        Bucket: s3.bucket,
        Key: uploadId,
        UploadId: info.Metadata?.['upload-id'],
        PartNumber: 2,
        Body: bytes.subarray(6 * MiB),
      }),
    );
    expect(await store.size(uploadId)).toBeNull();
    const head = await tusHead(b, token, location);
    expect(head.headers['upload-offset']).toBe(String(bytes.length));
    expect(await row(file.id)).toMatchObject({ uploaded: true, sniffedType: 'image/png' });
    expect(await store.size(uploadId)).toBe(bytes.length);
    expect(openMultiparts()).toEqual([]);
  });

  it('removes an expired unfinished upload: its objects and its multipart upload', async () => {
    const bytes = pngBytes(12 * MiB);
    const { file, uploadId, location } = await startUpload(bytes);
    // A whole part (in the multipart upload), then a tail smaller than a part (kept as `<id>.part`).
    expect((await tusPatch(t.app, token, location, 0, bytes.subarray(0, 6 * MiB))).statusCode).toBe(204);
    expect((await tusPatch(b, token, location, 6 * MiB, bytes.subarray(6 * MiB, 7 * MiB))).statusCode).toBe(
      204,
    );
    expect((await bucketKeys()).filter((k) => k.startsWith(uploadId))).toEqual([
      `${uploadId}.info`,
      `${uploadId}.part`,
    ]);
    expect(openMultiparts()).toHaveLength(1);
    expect(await t.app.storage.uploadExists(uploadId)).toBe(true);
    const later = new Date(Date.now() + 2 * t.config.uploads.expirationMs);
    expect(
      await cleanExpiredUploads(t.app.orm.em.fork(), t.app.storage, t.config.uploads.expirationMs, later),
    ).toBe(1);
    expect((await bucketKeys()).filter((k) => k.startsWith(uploadId))).toEqual([]);
    expect(openMultiparts()).toEqual([]);
    expect(await row(file.id)).toMatchObject({ uploadId: null, uploaded: false });
    // The old location leads nowhere now.
    expect((await tusHead(b, token, location)).statusCode).toBe(404);
  });

  it('terminates an unfinished upload (DELETE) leaving nothing, and a lost multipart upload is not resumable', async () => {
    const bytes = pngBytes(12 * MiB);
    const one = await startUpload(bytes);
    expect((await tusPatch(t.app, token, one.location, 0, bytes.subarray(0, 6 * MiB))).statusCode).toBe(204);
    const del = await b.inject({
      method: 'DELETE',
      url: one.location,
      headers: { 'tus-resumable': '1.0.0', ...bearer(token) },
    });
    expect(del.statusCode).toBe(204);
    expect((await bucketKeys()).filter((k) => k.startsWith(one.uploadId))).toEqual([]);
    expect(openMultiparts()).toEqual([]);

    // State without its multipart upload: tus would call it complete, the store calls it gone.
    const two = await startUpload(bytes);
    expect((await tusPatch(t.app, token, two.location, 0, bytes.subarray(0, 6 * MiB))).statusCode).toBe(204);
    const store = t.app.storage as S3Store;
    const info = await store.client.send(
      new HeadObjectCommand({ Bucket: s3.bucket, Key: `${two.uploadId}.info` }),
    );
    await store.client.send(
      new AbortMultipartUploadCommand({
        Bucket: s3.bucket,
        Key: two.uploadId,
        UploadId: info.Metadata?.['upload-id'],
      }),
    );
    expect(await store.uploadExists(two.uploadId)).toBe(false);
  });
});
