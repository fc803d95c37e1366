import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Placement, PlacementDraftBody } from '#contract/placements.ts';
import { db } from '../../src/db/app-db.ts';
import {
  attachFiles,
  createDraft,
  queueDraft,
  updateDraft,
} from '../../src/features/placements/local/drafts.ts';
import { sentBytes } from '../../src/features/placements/local/upload-progress.ts';
import { createSyncLoop, defaultLock, type SyncLoop } from '../../src/features/placements/sync/sync-loop.ts';
import { SyncFailure } from '../../src/features/placements/sync/sync-rules.ts';
import type { UploadJob } from '../../src/features/placements/sync/tus-uploader.ts';
import { lingeringLock } from './lingering-lock.ts';
import { mediaFile, validPayload } from './placements-fixtures.ts';

type Step = 'upsert' | 'upload' | 'submit';

/** A fake API that records every call; `failures[step]` errors are thrown, first in first out. */
function fakeServer() {
  const calls: string[] = [];
  const bodies: PlacementDraftBody[] = [];
  const failures: Record<Step, unknown[]> = { upsert: [], upload: [], submit: [] };
  let onUpload: (job: UploadJob) => Promise<void> = async () => {};
  const fail = (step: Step) => {
    const error = failures[step].shift();
    if (error) throw error;
  };
  const placement = (id: string, revision: number, status: Placement['status']) =>
    ({ id, revision, status }) as Placement;
  const clock = { now: 1000 };
  const deps = {
    db,
    now: () => clock.now,
    random: () => 0.5,
    upsert: async (id: string, body: PlacementDraftBody) => {
      calls.push(`PUT ${body.revision}`);
      bodies.push(structuredClone(body));
      fail('upsert');
      return placement(id, body.revision, 'draft');
    },
    submit: async (id: string, key: string) => {
      calls.push(`SUBMIT ${key.replace(id, 'id')}`);
      fail('submit');
      return placement(id, 1, 'moderation');
    },
    uploader: async (job: UploadJob) => {
      calls.push(`UPLOAD ${job.name}`);
      await onUpload(job);
      fail('upload');
    },
  };
  return { calls, bodies, failures, clock, deps, setOnUpload: (fn: typeof onUpload) => (onUpload = fn) };
}

const runners: SyncLoop[] = [];
const runnerFor = (server: ReturnType<typeof fakeServer>) => {
  const runner = createSyncLoop({ ...server.deps, lock: defaultLock, isOnline: () => true });
  runners.push(runner);
  return runner;
};

afterEach(async () => {
  for (const runner of runners.splice(0)) runner.stop();
  await db.clearUserData();
});

async function queuedDraft(fileNames: string[] = ['a.mp4']): Promise<string> {
  const id = await createDraft();
  await updateDraft(id, validPayload);
  await attachFiles(
    id,
    fileNames.map((name) => mediaFile(name, 'mp4')),
  );
  expect(await queueDraft(id)).toEqual({ ok: true });
  return id;
}
const row = async (id: string) => (await db.placementDrafts.get(id))!;

describe('placement sync', () => {
  it('upserts, uploads every file, submits with the revision key, and only then drops the Blobs', async () => {
    const server = fakeServer();
    const id = await queuedDraft(['a.mp4', 'b.mp4']);
    let blobsAtSubmit = -1;
    const submit = server.deps.submit;
    server.deps.submit = async (draftId, key) => {
      blobsAtSubmit = await db.placementBlobs.count();
      return submit(draftId, key);
    };
    await runnerFor(server).request();
    expect(server.calls).toEqual(['PUT 1', 'UPLOAD a.mp4', 'UPLOAD b.mp4', 'SUBMIT id:1']);
    expect(blobsAtSubmit).toBe(2);
    expect(await row(id)).toMatchObject({ status: 'synced', serverStatus: 'moderation', error: null });
    expect((await row(id)).files.every((f) => f.state === 'done' && f.uploadedBytes === f.size)).toBe(true);
    expect(await db.placementBlobs.count()).toBe(0);
  });

  it('sweeps the Blobs a synced draft kept when the app stopped between marking it and deleting them', async () => {
    const server = fakeServer();
    const sent = await queuedDraft(['a.mp4']);
    await runnerFor(server).request();
    // As after a crash between finish's two steps: the draft is synced, its Blob is still stored.
    await db.placementBlobs.add({ id: 'left-over', draftId: sent, blob: new Blob(['x']) });
    const waiting = await queuedDraft(['b.mp4']);
    await db.placementDrafts.update(waiting, { nextAttemptAt: Number.MAX_SAFE_INTEGER });
    await runnerFor(server).request();
    expect(await db.placementBlobs.where('draftId').equals(sent).count()).toBe(0);
    // A draft not yet on the server keeps its Blobs.
    expect(await db.placementBlobs.where('draftId').equals(waiting).count()).toBe(1);
  });

  it('backs off on 503 honouring Retry-After, and on network errors with jittered backoff', async () => {
    const server = fakeServer();
    const id = await queuedDraft();
    const runner = runnerFor(server);
    server.failures.upsert.push(new SyncFailure({ status: 503, retryAfter: '7' }), new SyncFailure({}));
    await runner.request();
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 1, nextAttemptAt: 8000 });
    await runner.request(); // not due yet
    expect(server.calls).toEqual(['PUT 1']);

    server.clock.now = 8000;
    await runner.request();
    // Second failure in a row: random 0.5 × min(cap, 2 s × 2) = 2 s.
    expect(await row(id)).toMatchObject({ status: 'queued', attempts: 2, nextAttemptAt: 10_000 });

    server.clock.now = 10_000;
    await runner.request();
    expect((await row(id)).status).toBe('synced');
    expect(server.calls).toEqual(['PUT 1', 'PUT 1', 'PUT 1', 'UPLOAD a.mp4', 'SUBMIT id:1']);
  });

  it('retries a draft that waited for the network at once when the connection is back', async () => {
    const server = fakeServer();
    const id = await queuedDraft();
    const runner = runnerFor(server);
    server.failures.upsert.push(new SyncFailure({}), new SyncFailure({ status: 503, retryAfter: '60' }));
    await runner.request();
    expect(await row(id)).toMatchObject({ status: 'queued', nextAttemptAt: 2000, waitingForNetwork: true });
    await runner.request(true);
    // A server that asked to wait is waited for, even when the connection comes back.
    expect(await row(id)).toMatchObject({
      status: 'queued',
      nextAttemptAt: 61_000,
      waitingForNetwork: false,
    });
    await runner.request(true);
    expect(server.calls).toEqual(['PUT 1', 'PUT 1']);
  });

  it('fails on a validation error until the user edits, which requeues a new revision', async () => {
    const server = fakeServer();
    const id = await queuedDraft();
    const runner = runnerFor(server);
    server.failures.upsert.push(new SyncFailure({ status: 422, message: 'Target link is not allowed' }));
    await runner.request();
    expect(await row(id)).toMatchObject({ status: 'failed', error: 'Target link is not allowed' });

    await updateDraft(id, { target_url: 'https://example.com/other' });
    expect(await row(id)).toMatchObject({ status: 'queued', revision: 2 });
    await runner.request();
    expect(server.calls).toEqual(['PUT 1', 'PUT 2', 'UPLOAD a.mp4', 'SUBMIT id:2']);
    expect(server.bodies[1]?.target_url).toBe('https://example.com/other');
  });

  it('sends a new revision when the draft is edited mid-sync, never touching the one in flight', async () => {
    const server = fakeServer();
    const id = await queuedDraft(['a.mp4', 'b.mp4']);
    let frozenDuringSync: unknown;
    server.setOnUpload(async (job) => {
      if (job.name !== 'a.mp4' || frozenDuringSync) return;
      await updateDraft(id, { text: 'Edited while the video was uploading' });
      frozenDuringSync = (await db.placementRevisions.get([id, 1]))?.body.text;
    });
    await runnerFor(server).request();
    expect(frozenDuringSync).toBe(validPayload.text);
    expect(server.bodies.map((b) => [b.revision, b.text])).toEqual([
      [1, validPayload.text],
      [2, 'Edited while the video was uploading'],
    ]);
    // Uploads already running finish and count for revision 2 (same file ids); only revision 2 is submitted.
    expect(server.calls).toEqual(['PUT 1', 'UPLOAD a.mp4', 'UPLOAD b.mp4', 'PUT 2', 'SUBMIT id:2']);
    expect(await row(id)).toMatchObject({ status: 'synced', revision: 2 });
  });

  it('refuses an edit while the submit of the current revision is on its way', async () => {
    const server = fakeServer();
    const id = await queuedDraft();
    let editError: unknown;
    const submit = server.deps.submit;
    server.deps.submit = async (draftId, key) => {
      editError = await updateDraft(id, { text: 'Too late for this submit' }).catch((e: unknown) => e);
      return submit(draftId, key);
    };
    await runnerFor(server).request();
    expect(editError).toBeInstanceOf(Error);
    expect(await row(id)).toMatchObject({ status: 'synced', revision: 1 });
  });

  it('runs one sequence for simultaneous triggers from two runners', async () => {
    const server = fakeServer();
    const id = await queuedDraft();
    const [a, b] = [runnerFor(server), runnerFor(server)];
    await Promise.all([a.request(), b.request(), a.request(), b.request()]);
    await Promise.all([a.idle(), b.idle()]);
    expect(server.calls).toEqual(['PUT 1', 'UPLOAD a.mp4', 'SUBMIT id:1']);
    expect((await row(id)).status).toBe('synced');
  });

  it('replays an unconfirmed submit with the same key, without a new upsert or upload', async () => {
    const server = fakeServer();
    const id = await queuedDraft();
    const runner = runnerFor(server);
    server.failures.submit.push(new SyncFailure({}));
    await runner.request();
    expect((await row(id)).status).toBe('queued');
    server.clock.now = 10_000;
    await runner.request();
    expect(server.calls).toEqual(['PUT 1', 'UPLOAD a.mp4', 'SUBMIT id:1', 'SUBMIT id:1']);
    expect((await row(id)).status).toBe('synced');
  });

  it('uploads again when the server answers files_incomplete', async () => {
    const server = fakeServer();
    const id = await queuedDraft();
    const runner = runnerFor(server);
    server.failures.submit.push(
      new SyncFailure({ status: 409, code: 'conflict', message: 'Not every file' }),
    );
    await runner.request();
    expect((await row(id)).files[0]?.state).toBe('pending');
    server.clock.now = 10_000;
    await runner.request();
    expect(server.calls).toEqual([
      'PUT 1',
      'UPLOAD a.mp4',
      'SUBMIT id:1',
      'PUT 1',
      'UPLOAD a.mp4',
      'SUBMIT id:1',
    ]);
    expect((await row(id)).status).toBe('synced');
  });

  it('marks the file the server refused and fails the draft; files in flight finish, no new one starts', async () => {
    const server = fakeServer();
    const id = await queuedDraft(['a.mp4', 'b.mp4', 'c.mp4', 'd.mp4', 'e.mp4']);
    server.setOnUpload(async (job) => {
      if (job.name === 'b.mp4') throw new SyncFailure({ status: 415, message: 'Unsupported file type' });
    });
    await runnerFor(server).request();
    const draft = await row(id);
    expect(draft).toMatchObject({ status: 'failed', error: 'Unsupported file type' });
    expect(draft.files.map((f) => [f.name, f.state, f.error])).toEqual([
      ['a.mp4', 'done', null],
      ['b.mp4', 'failed', 'Unsupported file type'],
      ['c.mp4', 'done', null],
      ['d.mp4', 'pending', null],
      ['e.mp4', 'pending', null],
    ]);
    expect(server.calls).toEqual(['PUT 1', 'UPLOAD a.mp4', 'UPLOAD b.mp4', 'UPLOAD c.mp4']);
    expect(await db.placementBlobs.count()).toBe(5);
  });

  it('shows every progress event from memory and writes it to the outbox at most once a second', async () => {
    const server = fakeServer();
    const id = await queuedDraft();
    const stored: number[] = [];
    const shown: (number | undefined)[] = [];
    let fileId = '';
    server.setOnUpload(async (job) => {
      fileId = job.fileId;
      for (const [at, bytes] of [
        [1000, 10],
        [1500, 20],
        [2000, 30],
        [2400, 40],
      ] as const) {
        server.clock.now = at;
        job.onProgress(bytes);
        shown.push(sentBytes(id, job.fileId));
        // Kept: a throttled progress writes nothing, so there is no write to wait for; a moment lets one land.
        await new Promise((resolve) => setTimeout(resolve, 5));
        stored.push((await row(id)).files[0]!.uploadedBytes);
      }
    });
    await runnerFor(server).request();
    expect(shown).toEqual([10, 20, 30, 40]);
    expect(stored).toEqual([10, 10, 30, 30]);
    // Finished: the row has the whole file and memory let go of it.
    expect((await row(id)).files[0]!.uploadedBytes).toBe(64);
    expect(sentBytes(id, fileId)).toBeUndefined();
  });

  it('keeps the last progress in the outbox when an upload stops, for the next attempt and a reload', async () => {
    const server = fakeServer();
    const id = await queuedDraft();
    server.setOnUpload(async (job) => {
      server.clock.now = 1000;
      job.onProgress(10);
      server.clock.now = 1200;
      job.onProgress(25);
      throw new SyncFailure({ message: 'offline' });
    });
    await runnerFor(server).request();
    const [file] = (await row(id)).files;
    expect([file!.state, file!.uploadedBytes]).toEqual(['pending', 25]);
  });

  it('writes the progress of every running file of a draft together, at most once a second', async () => {
    const server = fakeServer();
    const id = await queuedDraft(['a.mp4', 'b.mp4']);
    const bytesOf = async () => (await row(id)).files.map((f) => [f.name, f.uploadedBytes]);
    const seen: (string | number)[][][] = [];
    const started: Array<(bytes: number) => void> = [];
    let bothRunning: () => void = () => {};
    const running = new Promise<void>((resolve) => (bothRunning = resolve));
    let release: () => void = () => {};
    const finish = new Promise<void>((resolve) => (release = resolve));
    server.setOnUpload(async (job) => {
      started.push(job.onProgress);
      if (started.length === 2) bothRunning();
      await finish;
    });
    const pass = runnerFor(server).request();
    await running;
    const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
    for (const [at, file, bytes] of [
      [1000, 0, 10],
      [1500, 1, 20],
      [2000, 0, 30],
    ] as const) {
      server.clock.now = at;
      started[file]!(bytes);
      await settle();
      seen.push(await bytesOf());
    }
    release();
    await pass;
    // b's bytes at 1500 were held back, then written with a's at 2000: one write, not one per file.
    expect(seen).toEqual([
      [
        ['a.mp4', 10],
        ['b.mp4', 0],
      ],
      [
        ['a.mp4', 10],
        ['b.mp4', 0],
      ],
      [
        ['a.mp4', 30],
        ['b.mp4', 20],
      ],
    ]);
  });
});

describe('a trigger while a pass ends', () => {
  it('gets a pass of its own: the connection back as an offline pass finishes is not lost', async () => {
    const server = fakeServer();
    const id = await queuedDraft();
    let online = true;
    const { lock, connectionBackAsPassEnds } = lingeringLock();
    const runner = createSyncLoop({ ...server.deps, lock, isOnline: () => online });
    runners.push(runner);
    server.failures.upsert.push(new SyncFailure({}));
    await runner.request();
    expect(await row(id)).toMatchObject({ status: 'queued', nextAttemptAt: 2000, waitingForNetwork: true });

    online = false;
    await connectionBackAsPassEnds(runner, () => (online = true));
    expect((await row(id)).status).toBe('synced');
    expect(server.calls).toEqual(['PUT 1', 'PUT 1', 'UPLOAD a.mp4', 'SUBMIT id:1']);
  });
});
