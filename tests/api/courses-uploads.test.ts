/** Course media by tus: staff only, type from the bytes, size limits, the record only after the last byte. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_MEDIA_MAX_BYTES } from '#contract/courses.ts';
import { cleanExpiredUploads } from '../../api/jobs/upload-cleanup.ts';
import { failNextAt } from '../../api/lib/fault-points.ts';
import { CourseMedia } from '../../api/modules/courses/course.entity.ts';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';
import { pngBytes, tusCreate, tusHead, tusPatch } from '../helpers/api-placements.ts';

let t: TestApp;
let admin: string;
let moderator: string;
let ambassador: string;
let courseId: string;
beforeAll(async () => {
  t = await createTestApp();
  [admin, moderator, ambassador] = (await Promise.all(
    ['admin', 'manager', 'ambassador'].map(async (n) => (await signIn(t.app, `${n}@demo.local`)).token),
  )) as [string, string, string];
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/courses',
    headers: bearer(admin),
    payload: {
      title: 'Uploads',
      market: 'ru',
      description: '',
      published: true,
      onboarding: false,
      cover_media_id: null,
      lessons: [],
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  courseId = res.json().id;
});
afterAll(async () => t?.close());

const meta = (mediaId: string, course = courseId) => ({
  courseId: course,
  mediaId,
  filename: 'a.png',
  filetype: 'image/png',
});
const rows = (mediaId: string) => t.app.orm.em.fork().find(CourseMedia, { id: mediaId });
const listed = async (mediaId: string) => {
  const res = await t.app.inject({ url: `/api/v1/courses/${courseId}`, headers: bearer(ambassador) });
  return (res.json().media as { id: string }[]).some((m) => m.id === mediaId);
};
const uploadFile = (location: string) => join(t.config.varDir, 'uploads', location.split('/').pop() ?? '');

describe('course media uploads', () => {
  it('stores an image in parts; it is listed only after the last byte, then served', async () => {
    const id = crypto.randomUUID();
    const bytes = pngBytes(3000);
    const created = await tusCreate(t.app, moderator, bytes.length, meta(id));
    expect(created.statusCode).toBe(201);
    const location = String(created.headers.location);
    // A retried creation resumes the same upload.
    const again = await tusCreate(t.app, moderator, bytes.length, meta(id));
    expect(again.headers.location).toBe(location);
    expect((await tusPatch(t.app, moderator, location, 0, bytes.subarray(0, 1000))).statusCode).toBe(204);
    expect(await listed(id)).toBe(false);
    expect((await rows(id))[0]?.complete).toBe(false);
    expect(String((await tusHead(t.app, moderator, location)).headers['upload-offset'])).toBe('1000');
    expect((await tusPatch(t.app, moderator, location, 1000, bytes.subarray(1000))).statusCode).toBe(204);
    expect(await listed(id)).toBe(true);
    const [row] = await rows(id);
    expect([row?.complete, row?.kind, row?.mime, row?.size]).toEqual([true, 'image', 'image/png', 3000]);
    const served = await t.app.inject({
      url: `/api/v1/courses/${courseId}/media/${id}`,
      headers: bearer(ambassador),
    });
    expect(served.rawPayload).toEqual(bytes);
    expect((await tusCreate(t.app, admin, bytes.length, meta(id))).statusCode).toBe(409);
  });

  it('refuses bytes that are no image or video: no bytes and no row are left', async () => {
    const id = crypto.randomUUID();
    const created = await tusCreate(t.app, admin, 500, { ...meta(id), filetype: 'image/png' });
    const location = String(created.headers.location);
    const res = await tusPatch(t.app, admin, location, 0, Buffer.from('%PDF-1.4 '.padEnd(500, 'x')));
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
    expect(await rows(id)).toHaveLength(0);
    expect(existsSync(uploadFile(location))).toBe(false);
  });

  it('enforces the per-medium size limit before any byte is sent', async () => {
    const id = crypto.randomUUID();
    const res = await tusCreate(t.app, admin, COURSE_MEDIA_MAX_BYTES + 1, meta(id));
    expect(res.statusCode).toBe(413);
    expect(await rows(id)).toHaveLength(0);
  });

  it('is staff only, and only for an existing course', async () => {
    const id = crypto.randomUUID();
    expect((await tusCreate(t.app, ambassador, 1000, meta(id))).statusCode).toBe(403);
    expect((await tusCreate(t.app, null, 1000, meta(id))).statusCode).toBe(401);
    expect((await tusCreate(t.app, admin, 1000, meta(id, crypto.randomUUID()))).statusCode).toBe(404);
    expect(await rows(id)).toHaveLength(0);
    // An ambassador cannot write into a staff upload either.
    const created = await tusCreate(t.app, admin, 1000, meta(id));
    const location = String(created.headers.location);
    expect((await tusPatch(t.app, ambassador, location, 0, pngBytes(1000))).statusCode).toBe(404);
    expect((await tusHead(t.app, ambassador, location)).statusCode).toBe(404);
  });

  it('refuses a medium id of another course and bad metadata', async () => {
    const id = crypto.randomUUID();
    await tusCreate(t.app, admin, 1000, meta(id));
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/courses',
      headers: bearer(admin),
      payload: {
        title: 'Other',
        market: 'ru',
        description: '',
        published: false,
        onboarding: false,
        cover_media_id: null,
        lessons: [],
      },
    });
    expect(other.statusCode).toBe(201);
    expect((await tusCreate(t.app, admin, 1000, meta(id, other.json().id))).statusCode).toBe(409);
    expect((await tusCreate(t.app, admin, 1000, { ...meta('not-a-uuid') })).statusCode).toBe(400);
  });

  it('survives the orphan sweep when complete; an expired unfinished one loses bytes and row', async () => {
    const done = crypto.randomUUID();
    const created = await tusCreate(t.app, admin, 1000, meta(done));
    const doneLocation = String(created.headers.location);
    await tusPatch(t.app, admin, doneLocation, 0, pngBytes(1000));
    const stale = crypto.randomUUID();
    const staleLocation = String((await tusCreate(t.app, admin, 1000, meta(stale))).headers.location);
    await tusPatch(t.app, admin, staleLocation, 0, pngBytes(1000).subarray(0, 400));
    const later = new Date(Date.now() + 2 * t.config.uploads.expirationMs);
    await cleanExpiredUploads(t.app.orm.em.fork(), t.config.varDir, t.config.uploads.expirationMs, later);
    expect(existsSync(uploadFile(doneLocation))).toBe(true);
    expect((await rows(done))[0]?.complete).toBe(true);
    expect(existsSync(uploadFile(staleLocation))).toBe(false);
    expect(await rows(stale)).toHaveLength(0);
  });

  it('records a medium whose last byte was stored but not recorded (a failure) on the next HEAD', async () => {
    const id = crypto.randomUUID();
    const location = String((await tusCreate(t.app, admin, 1000, meta(id))).headers.location);
    failNextAt('upload-finished-before-record');
    const patched = await tusPatch(t.app, admin, location, 0, pngBytes(1000));
    expect(patched.statusCode).toBe(500);
    expect((await rows(id))[0]?.complete).toBe(false);
    expect(await listed(id)).toBe(false);
    const head = await tusHead(t.app, admin, location);
    expect(String(head.headers['upload-offset'])).toBe('1000');
    expect((await rows(id))[0]?.complete).toBe(true);
    expect(await listed(id)).toBe(true);
  });
});
