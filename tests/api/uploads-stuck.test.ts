/**
 * Finding 8 of the hardening issue: an upload whose last byte reached the disk but was never recorded
 * (the process died, or the database write failed once) is finished on the next HEAD or submit, instead of
 * staying `uploaded=false` for good. The crash is injected through api/lib/fault-points.ts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed/demo.ts';
import { markDueRemovals } from '../../api/jobs/placement-deadlines.ts';
import { cleanExpiredUploads } from '../../api/jobs/upload-cleanup.ts';
import { clearFaults, failNextAt, InjectedFault } from '../../api/lib/fault-points.ts';
import { uploadSize } from '../../api/lib/upload-storage.ts';
import { PlacementFile } from '../../api/modules/placements/placement.entity.ts';
import { createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';
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
  uploadMetadata,
} from '../helpers/api-placements.ts';
import { exited, startServer } from '../helpers/server.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'ambassador@demo.local')).token;
});
afterAll(async () => t?.close());
afterEach(() => clearFaults());

const row = (fileId: string) => t.app.orm.em.fork().findOneOrFail(PlacementFile, fileId);

/** A draft whose one file got all its bytes while the record failed once. */
async function stuckUpload(bytes: Buffer, type = 'image/png', name = 'a.png') {
  const id = newId();
  const file = fileDecl(bytes.length, type, name);
  expect((await putDraft(t.app, token, id, draftBody({ files: [file] }))).statusCode).toBe(200);
  const location = (await tusCreate(t.app, token, bytes.length, metaFor(id, file))).headers
    .location as string;
  failNextAt('upload-finished-before-record');
  const patch = await tusPatch(t.app, token, location, 0, bytes);
  expect(patch.statusCode).toBe(500);
  expect((await row(file.id)).uploaded).toBe(false);
  return { id, file, location };
}

describe('an upload complete on disk but not recorded', () => {
  it('is recorded by the next HEAD (what a resuming tus client sends)', async () => {
    const { file, location } = await stuckUpload(pngBytes(3000));
    const head = await tusHead(t.app, token, location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('3000');
    expect(await row(file.id)).toMatchObject({ uploaded: true, sniffedType: 'image/png' });
    // Idempotent: another HEAD changes nothing.
    expect((await tusHead(t.app, token, location)).headers['upload-offset']).toBe('3000');
    expect((await row(file.id)).uploaded).toBe(true);
  });

  it('is recorded by submit, which then succeeds', async () => {
    const { id } = await stuckUpload(pngBytes(2000));
    const res = await submit(t.app, token, id, newId());
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('moderation');
    expect(res.json().files[0].uploaded).toBe(true);
  });

  it('still gets the type check: refused bytes are dropped and the file may be sent again', async () => {
    const { id, file, location } = await stuckUpload(Buffer.alloc(1500, 'text '), 'video/mp4', 'x.mp4');
    expect((await tusHead(t.app, token, location)).statusCode).toBe(404);
    expect(await row(file.id)).toMatchObject({ uploaded: false, uploadId: null });
    expect((await submit(t.app, token, id, newId())).statusCode).toBe(409);
    expect((await tusCreate(t.app, token, 1500, metaFor(id, file))).statusCode).toBe(201);
  });

  it('is recorded, not deleted, by the expiry job when nobody asked for a day', async () => {
    const { file, location } = await stuckUpload(pngBytes(1800));
    const later = new Date(Date.now() + 2 * t.config.uploads.expirationMs);
    await cleanExpiredUploads(t.app.orm.em, t.config.varDir, t.config.uploads.expirationMs, later);
    expect(await row(file.id)).toMatchObject({ uploaded: true, uploadId: location.split('/').pop() });
    expect(await uploadSize(t.config.varDir, location.split('/').pop() as string)).toBe(1800);
  });

  it('leaves an incomplete upload alone', async () => {
    const id = newId();
    const file = fileDecl(4000, 'image/png', 'a.png');
    await putDraft(t.app, token, id, draftBody({ files: [file] }));
    const location = (await tusCreate(t.app, token, 4000, metaFor(id, file))).headers.location as string;
    await tusPatch(t.app, token, location, 0, pngBytes(4000).subarray(0, 1000));
    expect((await tusHead(t.app, token, location)).headers['upload-offset']).toBe('1000');
    expect((await row(file.id)).uploaded).toBe(false);
    expect((await submit(t.app, token, id, newId())).statusCode).toBe(409);
  });
});

describe('a real process killed at upload-finished-before-record (CHAOS_KILL_AT)', () => {
  it('dies with SIGKILL there, and after a restart HEAD finishes the upload', async () => {
    const root = mkdtempSync(join(tmpdir(), 'stuck-upload-'));
    const staticDir = join(root, 'dist');
    mkdirSync(staticDir);
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>test</title>');
    const varDir = join(root, 'var');
    let server = await startServer({
      varDir,
      staticDir,
      env: { CHAOS_KILL_AT: 'upload-finished-before-record' },
    });
    try {
      const api = (path: string, init: RequestInit = {}, tk?: string) =>
        fetch(`${server.url}/api/v1/${path}`, {
          ...init,
          headers: { ...(tk ? { authorization: `Bearer ${tk}` } : {}), ...(init.headers as object) },
        });
      const signedIn = await api('auth/sign-in', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'ambassador@demo.local', password: DEMO_PASSWORD }),
      });
      const tk = ((await signedIn.json()) as { token: string }).token;
      const id = newId();
      const file = fileDecl(2500, 'image/png', 'a.png');
      const put = await api(
        `placements/${id}`,
        {
          method: 'PUT',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(draftBody({ files: [file] })),
        },
        tk,
      );
      expect(put.status).toBe(200);
      const tus = { 'tus-resumable': '1.0.0' };
      const created = await api(
        'uploads',
        {
          method: 'POST',
          headers: { ...tus, 'upload-length': '2500', 'upload-metadata': uploadMetadata(metaFor(id, file)) },
        },
        tk,
      );
      const location = created.headers.get('location') as string;
      const patched = await fetch(`${server.url}${location}`, {
        method: 'PATCH',
        headers: {
          ...tus,
          authorization: `Bearer ${tk}`,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
        },
        body: new Uint8Array(pngBytes(2500)),
      }).catch((error: unknown) => error);
      expect(patched).toBeInstanceOf(Error);
      await exited(server);
      await server.stop();
      server = await startServer({ varDir, staticDir });
      const head = await fetch(`${server.url}${location}`, {
        method: 'HEAD',
        headers: { ...tus, authorization: `Bearer ${tk}` },
      });
      expect(head.status).toBe(200);
      expect(head.headers.get('upload-offset')).toBe('2500');
      const placement = (await (await api(`placements/${id}`, {}, tk)).json()) as {
        files: { uploaded: boolean }[];
      };
      expect(placement.files[0]?.uploaded).toBe(true);
    } finally {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the other fault points sit where their names say', () => {
  it('draft-saved-before-response: the draft is committed, the answer fails', async () => {
    const id = newId();
    failNextAt('draft-saved-before-response');
    expect((await putDraft(t.app, token, id, draftBody())).statusCode).toBe(500);
    const stored = await t.app.inject({
      url: `/api/v1/placements/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stored.statusCode).toBe(200);
  });

  it('submit-before-commit: nothing is written', async () => {
    const id = newId();
    await putDraft(t.app, token, id, draftBody());
    failNextAt('submit-before-commit');
    expect((await submit(t.app, token, id, newId())).statusCode).toBe(500);
    const stored = await t.app.inject({
      url: `/api/v1/placements/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stored.json().status).toBe('draft');
  });

  it('deadline-job-mid-run: the job stops before its update', async () => {
    failNextAt('deadline-job-mid-run');
    await expect(markDueRemovals(t.app.orm.em)).rejects.toThrow(InjectedFault);
  });
});
