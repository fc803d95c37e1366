// @vitest-environment node
import 'fake-indexeddb/auto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppDb } from '../../src/db/app-db.ts';
import { SyncFailure } from '../../src/features/placements/sync/sync-rules.ts';
import { createTusUploader } from '../../src/features/placements/sync/tus-uploader.ts';
import { dexieUrlStorage } from '../../src/features/placements/sync/url-storage.ts';

const CHUNK = 64 * 1024;
const SIZE = 4 * CHUNK + 123;
const DRAFT = '0192f3a4-0000-7000-8000-000000000001';
const FILE = '0192f3a4-0000-7000-8000-000000000002';

/** tus-js-client's Node build reads Buffers; the app gives it Blobs, so tests read Blob slices. */
const blobReader = {
  openFile: async (blob: Blob) => ({
    size: blob.size,
    slice: async (start: number, end: number) => {
      const value = Buffer.from(await blob.slice(start, end).arrayBuffer());
      // tus-js-client measures a slice by its `size`, as for a Blob.
      return { value: Object.assign(value, { size: value.length }), done: end >= blob.size };
    },
    close: () => {},
  }),
};

let dir: string;
let http: HttpServer;
let endpoint: string;
const log: string[] = [];
/** PATCH requests beyond this many are refused with 503, simulating a connection that drops. */
let patchBudget = Number.POSITIVE_INFINITY;
/** The one token the server accepts; anything else gets a 401 with the app's error body. */
let validToken = 'tok';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tus-resume-'));
  const tus = new Server({ path: '/api/v1/uploads', datastore: new FileStore({ directory: dir }) });
  http = createServer((req, res) => {
    log.push(`${req.method} ${req.headers['upload-offset'] ?? ''} ${req.headers.authorization ?? ''}`.trim());
    if (req.headers.authorization !== `Bearer ${validToken}`) {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Sign in again', code: 'unauthorized' }));
      return;
    }
    if (req.method === 'PATCH' && patchBudget-- <= 0) {
      res.writeHead(503, { 'Retry-After': '3' }).end();
      return;
    }
    void tus.handle(req, res);
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api/v1/uploads`;
});

afterAll(async () => {
  await new Promise((resolve) => http.close(resolve));
  await rm(dir, { recursive: true, force: true });
});

describe('tus upload resume', () => {
  it('continues an interrupted upload from the URL stored in IndexedDB, after an app restart', async () => {
    const bytes = Buffer.alloc(SIZE, 7);
    bytes.write('ftypisom', 4);
    const blob = new Blob([bytes], { type: 'video/mp4' });
    const db = new AppDb(`tus-${Math.random()}`);
    await db.placementDrafts.add({
      id: DRAFT,
      revision: 1,
      status: 'syncing',
      payload: {},
      files: [
        {
          id: FILE,
          name: 'a.mp4',
          type: 'video/mp4',
          size: SIZE,
          uploadedBytes: 0,
          state: 'uploading',
          error: null,
          uploadUrl: null,
        },
      ],
      error: null,
      updatedAt: 0,
      serverStatus: null,
      sentRevision: 1,
      submittingRevision: 0,
      attempts: 0,
      nextAttemptAt: 0,
    });
    const job = {
      draftId: DRAFT,
      fileId: FILE,
      name: 'a.mp4',
      type: 'video/mp4',
      blob,
      onProgress: () => {},
    };
    // A fresh uploader per "app start": nothing survives but IndexedDB and the server.
    const uploader = () =>
      createTusUploader({
        urlStorage: dexieUrlStorage(db),
        getToken: () => 'tok',
        endpoint,
        tusOptions: { fileReader: blobReader, chunkSize: CHUNK },
      });

    patchBudget = 2;
    const error = await uploader()(job).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SyncFailure);
    expect((error as SyncFailure).failure).toMatchObject({ status: 503, retryAfter: '3' });
    const stored = (await db.placementDrafts.get(DRAFT))?.files[0]?.uploadUrl;
    expect(stored).toMatch(/\/api\/v1\/uploads\/\w+/);

    patchBudget = Number.POSITIVE_INFINITY;
    log.length = 0;
    await uploader()(job);
    // No new upload was created: the second run asked the stored URL for its offset and went on from there.
    expect(log[0]).toBe('HEAD  Bearer tok');
    expect(log.filter((line) => line.startsWith('POST'))).toEqual([]);
    expect(log[1]).toBe(`PATCH ${2 * CHUNK} Bearer tok`);
    expect((await db.placementDrafts.get(DRAFT))?.files[0]?.uploadUrl).toBe(stored);

    const id = stored!.split('/').pop()!;
    expect((await readFile(join(dir, id))).equals(bytes)).toBe(true);
    const meta = JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as {
      metadata: Record<string, string>;
    };
    expect(meta.metadata).toMatchObject({
      draftId: DRAFT,
      fileId: FILE,
      filename: 'a.mp4',
      filetype: 'video/mp4',
    });
    expect((await readdir(dir)).length).toBe(2);
    db.close();
  });

  it('gets a fresh token through the api client on a 401 and goes on with it', async () => {
    const db = new AppDb(`tus-${Math.random()}`);
    const blob = new Blob([Buffer.alloc(CHUNK + 1, 1)], { type: 'video/mp4' });
    const job = {
      draftId: DRAFT,
      fileId: FILE,
      name: 'a.mp4',
      type: 'video/mp4',
      blob,
      onProgress: () => {},
    };
    let token = 'expired';
    let renewals = 0;
    const uploader = (renewed: boolean) =>
      createTusUploader({
        urlStorage: dexieUrlStorage(db),
        getToken: () => token,
        renewToken: async () => {
          renewals += 1;
          if (renewed) token = 'fresh';
          return renewed;
        },
        endpoint,
        tusOptions: { fileReader: blobReader, chunkSize: CHUNK },
      });
    validToken = 'fresh';
    try {
      // Refreshing fails: the upload stops with the server's own words, read as contract ErrorBody.
      const error = await uploader(false)(job).catch((e: unknown) => e);
      expect((error as SyncFailure).failure).toMatchObject({
        status: 401,
        code: 'unauthorized',
        message: 'Sign in again',
      });
      expect(renewals).toBe(1);

      log.length = 0;
      await uploader(true)(job);
      expect(renewals).toBe(2);
      expect(log[0]).toBe('POST  Bearer expired');
      expect(log.slice(1).every((line) => line.endsWith('Bearer fresh'))).toBe(true);
      expect(log.filter((line) => line.startsWith('PATCH'))).toHaveLength(2);
    } finally {
      validToken = 'tok';
      db.close();
    }
  });
});
