/**
 * A tus upload outlives the instance it started on: the PATCH goes to A, A is SIGKILLed once ~40 % is sent,
 * and the upload resumes through B (HEAD for the offset, PATCH for the rest). The bucket then holds exactly
 * one object with the file's bytes, and the placement shows the one file as uploaded.
 */
import { request } from 'node:http';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, expect, it } from 'vitest';
import { ApiPath } from '#contract/api-paths.ts';
import type { Placement } from '#contract/placements.ts';
import { draftBody, mediaBytes } from '../chaos/media.ts';
import { DEMO_PASSWORD } from '../helpers/journey.ts';
import {
  call,
  clientIp,
  cluster,
  instanceUrl,
  killInstance,
  signIn,
  startInstance,
} from './cluster-client.ts';
import { listObjects } from './s3.ts';

const SIZE = 48 * 1024 * 1024;
const KILL_AT = Math.floor(SIZE * 0.4);
const CHUNK = 1024 * 1024;
const IP = clientIp(20);
const TUS = { 'tus-resumable': '1.0.0' };

let killed = false;
afterAll(async () => {
  if (killed) await startInstance('a');
});

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** One raw HTTP request; `body` is written in 1 MiB pieces, and `onWritten` may stop the writing. */
function send(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: Buffer,
  onWritten?: (bytes: number) => Promise<boolean>,
): Promise<Raw> {
  return new Promise((done, fail) => {
    const req = request(url, {
      method,
      headers: body ? { ...headers, 'content-length': body.length } : headers,
    });
    req.setTimeout(60_000, () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    void (async () => {
      for (let at = 0; body && at < body.length && !req.destroyed; at += CHUNK) {
        const piece = body.subarray(at, at + CHUNK);
        if (!req.write(piece)) await new Promise((r) => req.once('drain', r));
        if (onWritten && !(await onWritten(at + piece.length))) return;
      }
      req.end();
    })();
  });
}

it('resumes on B an upload whose instance A was killed at 40 %', async () => {
  const a = instanceUrl('a');
  const b = instanceUrl('b');
  const token = await signIn(a, 'ambassador@demo.local', DEMO_PASSWORD, IP);
  const auth = { ...TUS, authorization: `Bearer ${token}`, 'x-forwarded-for': IP };
  const file = { id: uuidv7(), name: 'resume.mp4', type: 'video/mp4', size: SIZE };
  const draftId = uuidv7();
  const put = await call(a, ApiPath.placement(draftId), {
    method: 'PUT',
    token,
    json: draftBody(`cluster-${draftId}`, [file]),
    ip: IP,
  });
  expect(put.status).toBe(200);

  const bytes = mediaBytes('video', SIZE);
  const meta = { draftId, fileId: file.id, filename: file.name, filetype: file.type };
  const created = await send(`${a}/api/v1/${ApiPath.uploads}`, 'POST', {
    ...auth,
    'upload-length': String(SIZE),
    'upload-metadata': Object.entries(meta)
      .map(([k, val]) => `${k} ${Buffer.from(val).toString('base64')}`)
      .join(','),
  });
  expect(created.status).toBe(201);
  const path = new URL(String(created.headers.location), a).pathname;
  const uploadId = path.split('/').pop() ?? '';

  // PATCH to A; once 40 % is written, A gets the bytes in flight a moment to land, then SIGKILL.
  const patch = send(
    `${a}${path}`,
    'PATCH',
    { ...auth, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
    bytes,
    async (written) => {
      if (written < KILL_AT) return true;
      await new Promise((r) => setTimeout(r, 1500));
      killed = true;
      await killInstance('a');
      return false;
    },
  );
  await expect(patch).rejects.toThrow();

  const head = await send(`${b}${path}`, 'HEAD', auth);
  expect(head.status).toBe(200);
  const offset = Number(head.headers['upload-offset']);
  // Some of what reached A is kept (parts already in the bucket), never more than was sent.
  expect(offset).toBeGreaterThan(0);
  expect(offset).toBeLessThanOrEqual(KILL_AT + CHUNK);

  const rest = await send(
    `${b}${path}`,
    'PATCH',
    { ...auth, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    bytes.subarray(offset),
  );
  expect(rest.status).toBe(204);
  expect(Number(rest.headers['upload-offset'])).toBe(SIZE);

  // Exactly one stored object for the upload (its .info sidecar aside), holding every byte.
  const objects = (await listObjects(cluster().s3)).filter(
    (o) => (o.key.includes(uploadId) || o.key.includes(file.id)) && !o.key.endsWith('.info'),
  );
  expect(objects.map((o) => o.size)).toEqual([SIZE]);

  const placement = await call<Placement>(cluster().url, ApiPath.placement(draftId), { token, ip: IP });
  expect(placement.status, JSON.stringify([placement.servedBy, placement.body])).toBe(200);
  expect(placement.body.files.map((f) => [f.id, f.uploaded])).toEqual([[file.id, true]]);
});
