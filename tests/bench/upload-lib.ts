/**
 * Building blocks of the upload benchmark, shared by the Node run (tests/bench/upload.ts) and a browser run:
 * test files, the servers under test (child processes on loopback), tus and plain-PUT uploads from Node, and
 * the server's resident memory read from /proc.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Upload } from 'tus-js-client';
import { v7 as uuidv7 } from 'uuid';
import { DEMO_PASSWORD } from '../../api/db/seed/demo.ts';

const root = resolve(import.meta.dirname, '../..');
export const MB = 1024 * 1024;

export interface BenchFile {
  id: string;
  path: string;
  name: string;
  type: string;
  size: number;
}

/** MP4 `ftyp` box: file-type reads the rest of each file as video/mp4. */
const MP4_HEAD = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');

/** `count` files totalling `totalBytes`, written in 1 MB blocks of varied bytes. */
export async function makeFiles(dir: string, count: number, totalBytes: number): Promise<BenchFile[]> {
  const block = Buffer.alloc(MB);
  for (let i = 0; i < block.length; i++) block[i] = (i * 2654435761) >>> 24;
  const files: BenchFile[] = [];
  const each = Math.floor(totalBytes / count);
  for (let n = 0; n < count; n++) {
    const size = n === count - 1 ? totalBytes - each * (count - 1) : each;
    const path = join(dir, `clip-${n}.mp4`);
    const out = createWriteStream(path);
    await pipeline(async function* () {
      let left = size;
      let first = true;
      while (left > 0) {
        const chunk = Buffer.from(block.subarray(0, Math.min(MB, left)));
        if (first) MP4_HEAD.copy(chunk);
        first = false;
        left -= chunk.length;
        yield chunk;
      }
    }, out);
    files.push({ id: uuidv7(), path, name: `clip-${n}.mp4`, type: 'video/mp4', size });
  }
  return files;
}

export interface BenchServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts `upload-server.ts app|plain <dir>` and waits for its port. */
export function startServer(mode: 'app' | 'plain', dir: string): Promise<BenchServer> {
  const node = join(root, 'node_modules/.bin/node');
  const child: ChildProcess = spawn(node, [join(root, 'tests/bench/upload-server.ts'), mode, dir], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let out = '';
    child.once('exit', (code) => fail(new Error(`${mode} server exited (${code})`)));
    child.stdout?.on('data', (data: Buffer) => {
      out += data.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      const { port, pid } = JSON.parse(line) as { port: number; pid: number };
      done({
        url: `http://127.0.0.1:${port}`,
        pid,
        stop: () =>
          new Promise<void>((stopped) => {
            child.removeAllListeners('exit');
            child.once('exit', () => stopped());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/** The demo ambassador's access token. */
export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ambassador@demo.local', password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** A draft declaring the files (PUT /placements/:id); returns its id. */
export async function declareDraft(url: string, token: string, files: BenchFile[]): Promise<string> {
  const id = uuidv7();
  const res = await fetch(`${url}/api/v1/placements/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      revision: 1,
      network: 'vk',
      format: 'video',
      category: 'fitness',
      start_date: '2027-01-01',
      end_date: '2027-01-10',
      text: 'Benchmark placement text',
      reach: 1,
      target_url: 'https://brand.example/',
      files: files.map(({ id: fileId, name, type, size }) => ({ id: fileId, name, type, size })),
    }),
  });
  if (!res.ok) throw new Error(`PUT draft: ${res.status} ${await res.text()}`);
  return id;
}

/** Runs `task` over `items` with at most `parallel` at once. */
async function pool<T>(items: T[], parallel: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let item = queue.shift(); item; item = queue.shift()) await task(item);
    }),
  );
}

/** Uploads every file with tus-js-client (Node file reader: slices read from disk); returns seconds. */
export async function tusUploadAll(
  url: string,
  token: string,
  draftId: string,
  files: BenchFile[],
  parallel = 3,
): Promise<number> {
  const started = performance.now();
  await pool(files, parallel, (file) => {
    return new Promise<void>((done, fail) => {
      const upload = new Upload(createReadStream(file.path), {
        endpoint: `${url}/api/v1/uploads`,
        uploadSize: file.size,
        metadata: { draftId, fileId: file.id, filename: file.name, filetype: file.type },
        headers: { authorization: `Bearer ${token}` },
        retryDelays: [],
        onSuccess: () => done(),
        onError: fail,
      });
      upload.start();
    });
  });
  return (performance.now() - started) / 1000;
}

/** Streams every file as one plain HTTP PUT to the bare server; returns seconds. */
export async function plainPutAll(url: string, files: BenchFile[], parallel = 3): Promise<number> {
  const started = performance.now();
  await pool(files, parallel, async (file) => {
    await new Promise<void>((done, fail) => {
      const req = request(
        `${url}/plain/${file.name}`,
        {
          method: 'PUT',
          headers: { 'content-length': file.size, 'content-type': 'application/octet-stream' },
        },
        (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 204 ? done() : fail(new Error(`PUT ${res.statusCode}`))));
        },
      );
      req.on('error', fail);
      createReadStream(file.path).pipe(req);
    });
  });
  return (performance.now() - started) / 1000;
}

/** Resident memory of a process in bytes: `VmRSS` now, `VmHWM` its peak so far (Linux /proc). */
export function memory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), peak: kb('VmHWM') };
}

export const mbPerS = (bytes: number, seconds: number) => bytes / MB / seconds;
export const totalSize = (files: BenchFile[]) => files.reduce((sum, f) => sum + f.size, 0);
