/**
 * Finding 6 of the hardening issue: racing creations of one declared file leave exactly one stored upload,
 * and the cleanup job removes orphans of both kinds (bytes without a record, state without bytes).
 * Runs on SQLite and, through scripts/with-postgres.sh, on PostgreSQL.
 */
import { readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { cleanExpiredUploads } from '../../api/jobs/upload-cleanup.ts';
import { uploadsDir } from '../../api/lib/upload-storage.ts';
import { PlacementFile } from '../../api/modules/placements/placement.entity.ts';
import { CREATION_GRACE_MS } from '../../api/modules/uploads/upload-claims.ts';
import { createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';
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

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'ambassador@demo.local')).token;
});
afterAll(async () => t?.close());

const dir = () => uploadsDir(t.config.varDir);
const stored = () => {
  try {
    return readdirSync(dir()).sort();
  } catch {
    return [];
  }
};
const dataFiles = () => stored().filter((n) => /^[0-9a-f]{32}$/.test(n));

async function draftWith(size: number) {
  const id = newId();
  const file = fileDecl(size, 'image/png', 'a.png');
  expect((await putDraft(t.app, token, id, draftBody({ files: [file] }))).statusCode).toBe(200);
  return { id, file };
}

async function boundUploadId(fileId: string) {
  return (await t.app.orm.em.fork().findOneOrFail(PlacementFile, fileId)).uploadId;
}

/** Fires the POSTs at once; every answer is a 201 or a 423 (retry later), never a 5xx. */
async function race(apps: FastifyInstance[], count: number, meta: Record<string, string>, size: number) {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      tusCreate(apps[i % apps.length] as FastifyInstance, token, size, meta),
    ),
  );
  for (const a of answers) expect([201, 423]).toContain(a.statusCode);
  return answers;
}

describe('concurrent creations of one declared file', () => {
  it('8 parallel POSTs store exactly one upload, and every 201 points at it', async () => {
    const before = stored();
    const { id, file } = await draftWith(4000);
    const answers = await race([t.app], 8, metaFor(id, file), 4000);
    const locations = new Set(answers.filter((a) => a.statusCode === 201).map((a) => a.headers.location));
    expect(locations.size).toBe(1);
    const uploadId = await boundUploadId(file.id);
    expect([...locations][0]).toBe(`/api/v1/uploads/${uploadId}`);
    const added = stored().filter((n) => !before.includes(n));
    expect(added.sort()).toEqual([uploadId, `${uploadId}.json`].sort());
    // The one upload works: the bytes arrive and the file is recorded.
    const location = [...locations][0] as string;
    expect((await tusPatch(t.app, token, location, 0, pngBytes(4000))).statusCode).toBe(204);
    const row = await t.app.orm.em.fork().findOneOrFail(PlacementFile, file.id);
    expect(row.uploaded).toBe(true);
  });

  it('two API instances on one database still bind and store one upload', async () => {
    const second = await buildApp(t.config, { logger: false });
    try {
      const before = stored();
      const { id, file } = await draftWith(3000);
      const answers = await race([t.app, second], 8, metaFor(id, file), 3000);
      const uploadId = await boundUploadId(file.id);
      for (const a of answers.filter((x) => x.statusCode === 201))
        expect(a.headers.location).toBe(`/api/v1/uploads/${uploadId}`);
      const added = stored().filter((n) => !before.includes(n));
      expect(added.sort()).toEqual([uploadId, `${uploadId}.json`].sort());
    } finally {
      await second.close();
    }
  });

  it('a later POST for a file with a live upload resumes it instead of starting over', async () => {
    const { id, file } = await draftWith(5000);
    const first = await tusCreate(t.app, token, 5000, metaFor(id, file));
    const location = first.headers.location as string;
    await tusPatch(t.app, token, location, 0, pngBytes(5000).subarray(0, 2000));
    const again = await tusCreate(t.app, token, 5000, metaFor(id, file));
    expect(again.statusCode).toBe(201);
    expect(again.headers.location).toBe(location);
    expect((await tusHead(t.app, token, location)).headers['upload-offset']).toBe('2000');
  });

  it('a bound upload whose tus state was cut short is started anew, not handed out again', async () => {
    const { id, file } = await draftWith(2500);
    const first = await tusCreate(t.app, token, 2500, metaFor(id, file));
    const broken = await boundUploadId(file.id);
    writeFileSync(join(dir(), `${broken}.json`), '{"id":');
    const old = new Date(Date.now() - CREATION_GRACE_MS - 1000);
    await t.app.orm.em.fork().nativeUpdate(PlacementFile, { id: file.id }, { uploadStartedAt: old });
    const again = await tusCreate(t.app, token, 2500, metaFor(id, file));
    expect(again.statusCode).toBe(201);
    expect(again.headers.location).not.toBe(first.headers.location);
    expect((await tusHead(t.app, token, again.headers.location as string)).statusCode).toBe(200);
  });

  it('a file bound to an upload that never reached the disk answers 423 until the grace is over', async () => {
    const { id, file } = await draftWith(2000);
    const lost = 'f'.repeat(32);
    const em = t.app.orm.em.fork();
    await em.nativeUpdate(PlacementFile, { id: file.id }, { uploadId: lost, uploadStartedAt: new Date() });
    const busy = await tusCreate(t.app, token, 2000, metaFor(id, file));
    expect(busy.statusCode).toBe(423);
    expect(JSON.parse(busy.body).code).toBe('upload_in_progress');
    expect(await boundUploadId(file.id)).toBe(lost);
    const old = new Date(Date.now() - CREATION_GRACE_MS - 1000);
    await em.nativeUpdate(PlacementFile, { id: file.id }, { uploadStartedAt: old });
    const fresh = await tusCreate(t.app, token, 2000, metaFor(id, file));
    expect(fresh.statusCode).toBe(201);
    expect(await boundUploadId(file.id)).not.toBe(lost);
  });
});

describe('upload cleanup job', () => {
  it('removes bytes without a record and state without bytes, keeps live uploads', async () => {
    const { id, file } = await draftWith(2000);
    const live = (await tusCreate(t.app, token, 2000, metaFor(id, file))).headers.location as string;
    const liveId = live.split('/').pop() as string;
    const orphanData = 'a'.repeat(32);
    const orphanState = 'b'.repeat(32);
    writeFileSync(join(dir(), orphanData), 'bytes');
    writeFileSync(join(dir(), `${orphanData}.json`), '{}');
    writeFileSync(
      join(dir(), `${orphanState}.json`),
      JSON.stringify({ id: orphanState, size: 10, offset: 0, creation_date: new Date().toISOString() }),
    );
    const old = new Date(Date.now() - 2 * 3600_000);
    for (const name of [orphanData, `${orphanData}.json`, `${orphanState}.json`])
      utimesSync(join(dir(), name), old, old);
    // A fresh orphan may be a creation in progress: it stays until the grace period is over.
    const fresh = 'c'.repeat(32);
    writeFileSync(join(dir(), fresh), '');
    await cleanExpiredUploads(t.app.orm.em, t.config.varDir, t.config.uploads.expirationMs);
    const left = stored();
    expect(left).not.toContain(orphanData);
    expect(left).not.toContain(`${orphanData}.json`);
    expect(left).not.toContain(`${orphanState}.json`);
    expect(left).toContain(fresh);
    expect(left).toContain(liveId);
    expect(left).toContain(`${liveId}.json`);
    expect(dataFiles()).toContain(liveId);
  });

  it('never removes a finished upload, however old (the store expiry alone would)', async () => {
    const { id, file } = await draftWith(1500);
    const location = (await tusCreate(t.app, token, 1500, metaFor(id, file))).headers.location as string;
    expect((await tusPatch(t.app, token, location, 0, pngBytes(1500))).statusCode).toBe(204);
    const uploadId = location.split('/').pop() as string;
    const later = new Date(Date.now() + 2 * t.config.uploads.expirationMs);
    await cleanExpiredUploads(t.app.orm.em, t.config.varDir, 1, later);
    expect(dataFiles()).toContain(uploadId);
    const served = await t.app.inject({
      url: `/api/v1/placements/${id}/files/${file.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(served.statusCode).toBe(200);
  });
});
