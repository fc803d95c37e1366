/**
 * The key flows with S3 storage against a real S3 server on loopback (scripts/s3-server.ts): a tus upload
 * in chunks resumed through a second app instance, a crash between the last byte and its record, Range
 * serving, avatars, and the cleanup of an expired unfinished upload. The instances share Redis (tus's
 * upload cache and locks), as several instances do. Nothing may land on the local disk.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, UploadPartCommand } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { seedDemoCourses } from '../../api/db/seed/demo-courses.ts';
import { cleanExpiredUploads } from '../../api/jobs/upload-cleanup.ts';
import { clearFaults, failNextAt } from '../../api/lib/fault-points.ts';
import type { S3Store } from '../../api/lib/storage/index.ts';
import { PlacementFile } from '../../api/modules/placements/placement.entity.ts';
import { type S3Server, startS3Server } from '../../scripts/s3-server.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';
import { multipartBody, png } from '../helpers/api-multipart.ts';
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
import { type RedisServer, startRedis } from '../helpers/redis-server.ts';

let s3: S3Server;
let redis: RedisServer;
let s3Dir: string;
let t: TestApp;
let b: FastifyInstance;
let token: string;
const MiB = 1024 * 1024;

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'storage-s3-'));
  s3 = await startS3Server({ dir: s3Dir, bucket: 'uploads-test' });
  // As several instances run: tus's upload cache and locks in Redis.
  redis = await startRedis();
  t = await createTestApp({
    env: {
      REDIS_URL: redis.url,
      S3_URL: s3.url,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    },
  });
  // A second instance on the same database and bucket, with a VAR_DIR of its own.
  b = await buildApp({ ...t.config, varDir: join(t.dir, 'var-b') });
  token = (await signIn(t.app, 'ambassador@demo.local')).token;
});
afterAll(async () => {
  await b?.close();
  await t?.close();
  await s3?.close();
  await redis?.stop();
  rmSync(s3Dir, { recursive: true, force: true });
});
afterEach(() => clearFaults());

const bucketKeys = async () => (await t.app.storage.list('')).map((o) => o.key).sort();
/** Multipart uploads s3rver still holds (started and neither completed nor aborted). */
const openMultiparts = () => {
  const dir = join(s3Dir, s3.bucket, '._S3rver_uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};
const diskUploads = (varDir: string) => {
  const dir = join(varDir, 'uploads');
  return existsSync(dir) ? readdirSync(dir) : [];
};
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
    expect(diskUploads(t.config.varDir)).toEqual([]);

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

  it('serves course media from the bucket with Range', async () => {
    await seedDemoCourses(t.app.orm.em.fork(), t.app.storage);
    const admin = (await signIn(t.app, 'admin@demo.local')).token;
    const courses = (await t.app.inject({ url: '/api/v1/courses', headers: bearer(admin) })).json();
    const full = (await b.inject({ url: `/api/v1/courses/${courses[0].id}`, headers: bearer(admin) })).json();
    const video = full.media.find((m: { mime: string }) => m.mime === 'video/mp4');
    const whole = await b.inject({ url: video.url, headers: bearer(admin) });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.length).toBe(video.size);
    const part = await t.app.inject({
      url: video.url,
      headers: { ...bearer(admin), range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${video.size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    expect(diskUploads(t.config.varDir)).toEqual([]);
  });

  it('stores avatars in the bucket, serves them from either instance, and drops a replaced one', async () => {
    const send = (content: Buffer) => {
      const { payload, headers } = multipartBody('file', 'a.png', content);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/profile/avatar',
        headers: { ...headers, ...bearer(token) },
        payload,
      });
    };
    const first = await send(png());
    expect(first.statusCode).toBe(200);
    const url = first.json().avatar_url as string;
    const served = await b.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png())).toBe(true);
    const second = await send(png(5000));
    expect(second.statusCode).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    const name = (second.json().avatar_url as string).split('/').pop();
    expect((await t.app.storage.list('avatars/')).map((o) => o.key)).toEqual([`avatars/${name}`]);
    expect(existsSync(join(t.config.varDir, 'avatars'))).toBe(false);
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
});
