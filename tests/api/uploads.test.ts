import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDir } from '../../api/lib/upload-storage.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';
import {
  draftBody,
  fileDecl,
  metaFor,
  newId,
  pngBytes,
  putDraft,
  submit,
  tusCreate,
  tusHead,
  tusPatch,
} from '../helpers/api-placements.ts';

let t: TestApp;
let token: string;
let other: string;
const MAX_FILE = 64 * 1024;
const QUOTA = 100 * 1024;
beforeAll(async () => {
  t = await createTestApp({
    env: { UPLOAD_MAX_FILE_BYTES: String(MAX_FILE), UPLOAD_QUOTA_BYTES: String(QUOTA) },
  });
  token = (await signIn(t.app, 'ambassador@demo.local')).token;
  await createUser(t.app, { email: 'intruder@test.local' });
  other = (await signIn(t.app, 'intruder@test.local')).token;
});
afterAll(async () => t?.close());

const listUploads = () => {
  try {
    return readdirSync(uploadsDir(t.config.varDir));
  } catch {
    return [];
  }
};

/** A draft of the main user with one declared file; returns its ids. */
async function draftWith(size: number, type = 'image/png', name = 'photo.png', tk = token) {
  const id = newId();
  const file = fileDecl(size, type, name);
  const res = await putDraft(t.app, tk, id, draftBody({ files: [file] }));
  expect(res.statusCode).toBe(200);
  return { id, file };
}

describe('tus uploads', () => {
  it('creates, takes half, reports the offset, takes the rest, and serves the file', async () => {
    const { id, file } = await draftWith(20_000);
    const bytes = pngBytes(20_000);
    const created = await tusCreate(t.app, token, 20_000, metaFor(id, file));
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]{32}$/);
    const half = await tusPatch(t.app, token, location, 0, bytes.subarray(0, 10_000));
    expect(half.statusCode).toBe(204);
    expect(half.headers['upload-offset']).toBe('10000');
    const head = await tusHead(t.app, token, location);
    expect(head.headers['upload-offset']).toBe('10000');
    // Not complete yet: submit refuses.
    expect((await submit(t.app, token, id, newId())).statusCode).toBe(409);
    const rest = await tusPatch(t.app, token, location, 10_000, bytes.subarray(10_000));
    expect(rest.statusCode).toBe(204);
    const placement = (
      await t.app.inject({ url: `/api/v1/placements/${id}`, headers: bearer(token) })
    ).json();
    expect(placement.files[0]).toMatchObject({
      uploaded: true,
      url: `/api/v1/placements/${id}/files/${file.id}`,
    });
    const served = await t.app.inject({ url: placement.files[0].url, headers: bearer(token) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(bytes)).toBe(true);
    const ranged = await t.app.inject({
      url: placement.files[0].url,
      headers: { ...bearer(token), range: 'bytes=0-7' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.equals(bytes.subarray(0, 8))).toBe(true);
    // Others cannot read it; moderators can.
    expect((await t.app.inject({ url: placement.files[0].url, headers: bearer(other) })).statusCode).toBe(
      404,
    );
    const admin = (await signIn(t.app, 'admin@demo.local')).token;
    expect((await t.app.inject({ url: placement.files[0].url, headers: bearer(admin) })).statusCode).toBe(
      200,
    );
    expect((await submit(t.app, token, id, newId())).json().status).toBe('moderation');
  });

  it('needs a token and a file declared in an own draft with the declared size', async () => {
    const { id, file } = await draftWith(1000);
    const before = listUploads().length;
    expect((await tusCreate(t.app, null, 1000, metaFor(id, file))).statusCode).toBe(401);
    expect((await tusCreate(t.app, other, 1000, metaFor(id, file))).statusCode).toBe(403);
    expect((await tusCreate(t.app, token, 999, metaFor(id, file))).statusCode).toBe(400);
    expect((await tusCreate(t.app, token, 1000, metaFor(id, { ...file, id: newId() }))).statusCode).toBe(403);
    const { filename: _, ...noName } = metaFor(id, file);
    expect((await tusCreate(t.app, token, 1000, noName)).statusCode).toBe(400);
    expect(listUploads().length).toBe(before);
  });

  it('keeps others away from an upload in progress', async () => {
    const { id, file } = await draftWith(1000);
    const location = (await tusCreate(t.app, token, 1000, metaFor(id, file))).headers.location as string;
    expect((await tusHead(t.app, other, location)).statusCode).toBe(404);
    expect((await tusPatch(t.app, other, location, 0, pngBytes(1000))).statusCode).toBe(404);
    expect((await tusHead(t.app, token, location)).statusCode).toBe(200);
  });

  it('refuses a file over maxSize (413) with nothing stored', async () => {
    const before = listUploads().length;
    const { id, file } = await draftWith(MAX_FILE + 1);
    expect((await tusCreate(t.app, token, MAX_FILE + 1, metaFor(id, file))).statusCode).toBe(413);
    expect(listUploads().length).toBe(before);
  });

  it('refuses uploads beyond the per-user quota (413)', async () => {
    const user = await createUser(t.app, { email: 'quota@test.local' });
    const tk = (await signIn(t.app, user.email)).token;
    const first = await draftWith(60_000, 'image/png', 'a.png', tk);
    expect((await tusCreate(t.app, tk, 60_000, metaFor(first.id, first.file))).statusCode).toBe(201);
    const before = listUploads().length;
    const second = await draftWith(50_000, 'image/png', 'b.png', tk);
    const res = await tusCreate(t.app, tk, 50_000, metaFor(second.id, second.file));
    expect(res.statusCode).toBe(413);
    expect(JSON.parse(res.body).message).toBe('Хранилище для материалов заполнено');
    expect(listUploads().length).toBe(before);
  });

  it('rejects a spoofed type (a .mp4 name with text bytes) and leaves nothing behind', async () => {
    const before = listUploads().length;
    const { id, file } = await draftWith(3000, 'video/mp4', 'clip.mp4');
    const created = await tusCreate(t.app, token, 3000, metaFor(id, file));
    expect(listUploads().length).toBe(before + 2);
    const res = await tusPatch(
      t.app,
      token,
      created.headers.location as string,
      0,
      Buffer.alloc(3000, 'hello '),
    );
    expect(res.statusCode).toBe(415);
    expect(JSON.parse(res.body)).toMatchObject({
      message: 'Неподдерживаемый тип файла',
      code: 'unsupported_media_type',
    });
    expect(listUploads().length).toBe(before);
    const placement = (
      await t.app.inject({ url: `/api/v1/placements/${id}`, headers: bearer(token) })
    ).json();
    expect(placement.files[0].uploaded).toBe(false);
    // The device may send the right file again.
    expect((await tusCreate(t.app, token, 3000, metaFor(id, file))).statusCode).toBe(201);
  });

  it('deletes the bytes of a file removed from the draft', async () => {
    const { id, file } = await draftWith(2000);
    const created = await tusCreate(t.app, token, 2000, metaFor(id, file));
    await tusPatch(t.app, token, created.headers.location as string, 0, pngBytes(2000));
    const name = (created.headers.location as string).split('/').pop() as string;
    expect(listUploads()).toContain(name);
    await putDraft(t.app, token, id, draftBody({ revision: 2, files: [] }));
    expect(listUploads()).not.toContain(name);
    expect(listUploads()).not.toContain(`${name}.json`);
  });
});

describe('resume after restart', () => {
  it('answers HEAD with the stored offset from a new app on the same directory', async () => {
    const { buildApp } = await import('../../api/app.ts');
    const { id, file } = await draftWith(8000);
    const location = (await tusCreate(t.app, token, 8000, metaFor(id, file))).headers.location as string;
    const bytes = pngBytes(8000);
    await tusPatch(t.app, token, location, 0, bytes.subarray(0, 3000));
    const second = await buildApp(t.config, { logger: false });
    try {
      expect((await tusHead(second, token, location)).headers['upload-offset']).toBe('3000');
      const rest = await tusPatch(second, token, location, 3000, bytes.subarray(3000));
      expect(rest.statusCode).toBe(204);
    } finally {
      await second.close();
    }
    const placement = (
      await t.app.inject({ url: `/api/v1/placements/${id}`, headers: bearer(token) })
    ).json();
    expect(placement.files[0].uploaded).toBe(true);
    expect(join(t.config.varDir, 'uploads')).toBe(uploadsDir(t.config.varDir));
  });
});

describe('termination', () => {
  it('lets the owner drop an unfinished upload, never a finished one', async () => {
    const del = (location: string, tk = token) =>
      t.app.inject({ method: 'DELETE', url: location, headers: { 'tus-resumable': '1.0.0', ...bearer(tk) } });
    const { id, file } = await draftWith(1000);
    const location = (await tusCreate(t.app, token, 1000, metaFor(id, file))).headers.location as string;
    expect((await del(location, other)).statusCode).toBe(404);
    expect((await del(location)).statusCode).toBe(204);
    expect((await tusCreate(t.app, token, 1000, metaFor(id, file))).statusCode).toBe(201);
    const done = await draftWith(1000);
    const loc = (await tusCreate(t.app, token, 1000, metaFor(done.id, done.file))).headers.location as string;
    expect((await tusPatch(t.app, token, loc, 0, pngBytes(1000))).statusCode).toBe(204);
    expect((await del(loc)).statusCode).toBe(400);
    const served = await t.app.inject({
      url: `/api/v1/placements/${done.id}/files/${done.file.id}`,
      headers: bearer(token),
    });
    expect(served.statusCode).toBe(200);
  });
});
