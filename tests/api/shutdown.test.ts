/**
 * Graceful shutdown of the real server (`node api/server.ts`): a tus PATCH streaming its bytes over ~2 s
 * survives a SIGTERM sent mid-way, /readyz stops answering 200 during the drain, and the process exits 0;
 * a stalled request is cut after SHUTDOWN_DRAIN_MS and the exit code says so.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../api/db/seed/demo.ts';
import { draftBody, fileDecl, metaFor, newId, pngBytes, uploadMetadata } from '../helpers/api-placements.ts';
import { type AppServer, startServer } from '../helpers/server.ts';

const staticDir = mkdtempSync(join(tmpdir(), 'shutdown-static-'));
writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

const SIZE = 64 * 1024;
const CHUNKS = 20;
const TUS = { 'tus-resumable': '1.0.0' };

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((done) => {
    if (child.exitCode !== null) done(child.exitCode);
    else child.once('exit', (code) => done(code));
  });

/** A signed-in demo blogger's tus upload of one declared PNG, ready for its PATCH. */
async function openUpload(server: AppServer): Promise<{ token: string; location: string }> {
  const signIn = await fetch(`${server.url}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ambassador@demo.local', password: DEMO_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const draftId = newId();
  const file = fileDecl(SIZE, 'image/png', 'a.png');
  const draft = await fetch(`${server.url}/api/v1/placements/${draftId}`, {
    method: 'PUT',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(draftBody({ files: [file] })),
  });
  expect(draft.status).toBe(200);
  const created = await fetch(`${server.url}/api/v1/uploads`, {
    method: 'POST',
    headers: {
      ...TUS,
      ...auth,
      'upload-length': String(SIZE),
      'upload-metadata': uploadMetadata(metaFor(draftId, file)),
    },
  });
  expect(created.status).toBe(201);
  return { token, location: String(created.headers.get('location')) };
}

/**
 * PATCHes the bytes in CHUNKS pieces, one every `gapMs`; `onChunk(i)` runs after piece i is written, and
 * `stopAfter` leaves the body unfinished (a stalled client). Resolves with the status, or the socket error.
 */
function slowPatch(
  server: AppServer,
  upload: { token: string; location: string },
  options: { gapMs: number; onChunk?: (i: number) => void; stopAfter?: number },
): Promise<{ status: number; offset: string | undefined } | { error: string }> {
  const bytes = pngBytes(SIZE);
  const piece = SIZE / CHUNKS;
  return new Promise((done) => {
    const req = request(
      `${server.url}${upload.location}`,
      {
        method: 'PATCH',
        headers: {
          ...TUS,
          authorization: `Bearer ${upload.token}`,
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(SIZE),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, offset: res.headers['upload-offset'] as string }),
        );
      },
    );
    req.on('error', (error) => done({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    let i = 0;
    const next = () => {
      if (options.stopAfter !== undefined && i >= options.stopAfter) return;
      req.write(bytes.subarray(i * piece, (i + 1) * piece));
      options.onChunk?.(i);
      i += 1;
      if (i < CHUNKS) setTimeout(next, options.gapMs);
      else req.end();
    };
    next();
  });
}

/** /readyz's status, or the connection error that replaced it (a closed listener refuses). */
async function readyz(url: string): Promise<number | string> {
  try {
    return (await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) })).status;
  } catch (error) {
    return String((error as { cause?: { code?: string } }).cause?.code ?? error);
  }
}

describe('graceful shutdown', () => {
  it('lets a tus PATCH in progress finish after SIGTERM, refuses readiness meanwhile, and exits 0', async () => {
    const server = await startServer({ staticDir, env: { SHUTDOWN_DRAIN_MS: '20000' } });
    try {
      expect(await readyz(server.url)).toBe(200);
      const upload = await openUpload(server);
      const exit = exitOf(server.child);
      let duringDrain: Promise<number | string> | undefined;
      let exitedEarly = false;
      void exit.then(() => {
        exitedEarly = true;
      });
      const started = Date.now();
      const result = await slowPatch(server, upload, {
        gapMs: 100,
        onChunk: (i) => {
          if (i === 6) server.signal('SIGTERM');
          if (i === 10) duringDrain = readyz(server.url);
        },
      });
      expect(Date.now() - started).toBeGreaterThan(1500);
      expect(exitedEarly).toBe(false);
      expect(result).toEqual({ status: 204, offset: String(SIZE) });
      expect([503, 'ECONNREFUSED']).toContain(await duringDrain);
      const finished = Date.now();
      expect(await exit).toBe(0);
      // Idle keep-alive sockets are closed at once: nothing waits for their 72 s timeout.
      expect(Date.now() - finished).toBeLessThan(5000);
    } finally {
      await server.stop();
    }
  }, 60_000);

  it('cuts a stalled request after SHUTDOWN_DRAIN_MS and exits non-zero', async () => {
    const server = await startServer({ staticDir, env: { SHUTDOWN_DRAIN_MS: '1000' } });
    try {
      const upload = await openUpload(server);
      const exit = exitOf(server.child);
      let signalled = 0;
      const result = slowPatch(server, upload, {
        gapMs: 50,
        stopAfter: 5,
        onChunk: (i) => {
          if (i === 4) {
            signalled = Date.now();
            server.signal('SIGTERM');
          }
        },
      });
      expect(await exit).toBe(1);
      const waited = Date.now() - signalled;
      expect(waited).toBeGreaterThanOrEqual(900);
      expect(waited).toBeLessThan(8000);
      expect(await result).toHaveProperty('error');
    } finally {
      await server.stop();
    }
  }, 60_000);
});
