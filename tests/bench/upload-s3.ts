/**
 * Upload throughput on S3 storage next to the local disk: the same file (200 MB by default) sent by tus to an
 * in-process app on disk storage, then to one on S3 (s3rver with ListParts/Abort,
 * scripts/s3-server.ts, in its own process). Runs alternate, BENCH_RUNS times each (the machine is shared,
 * so single runs vary); prints MB/s of every run, the medians and their ratio S3/disk (goal ≥ 0.5).
 * Two shapes: one PATCH per file, as the app's clients send it (the ratio the goal is about), and 8 MiB
 * PATCHes, as a chunking tus client would send them (each PATCH then waits for its part to reach S3).
 *   node tests/bench/upload-s3.ts          (BENCH_MB=200, BENCH_RUNS=3 to tune; BENCH_S3_DIR puts the
 *                                           S3 server's data elsewhere, e.g. /dev/shm)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startBenchApp } from './bench-app.ts';
import { type BenchFile, declareDraft, MB, makeFiles, mbPerS, signIn } from './upload-lib.ts';

const TOTAL_MB = Number(process.env.BENCH_MB ?? 200);
const CHUNKED = 8 * MB;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const root = join(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'bench-upload-s3-'));

/** Creates the upload and sends the file in `chunkBytes` PATCHes; returns seconds (creation included). */
async function tusUpload(url: string, file: BenchFile, chunkBytes: number): Promise<number> {
  const token = await signIn(url);
  const draftId = await declareDraft(url, token, [file]);
  const b64 = (s: string) => Buffer.from(s).toString('base64');
  const auth = { authorization: `Bearer ${token}`, 'tus-resumable': '1.0.0' };
  const handle = await open(file.path, 'r');
  const started = performance.now();
  try {
    const created = await fetch(`${url}/api/v1/uploads`, {
      method: 'POST',
      headers: {
        ...auth,
        'upload-length': String(file.size),
        'upload-metadata': `draftId ${b64(draftId)},fileId ${b64(file.id)},filename ${b64(file.name)},filetype ${b64(file.type)}`,
      },
    });
    if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
    const location = new URL(created.headers.get('location') ?? '', url).toString();
    const chunk = Buffer.alloc(chunkBytes);
    for (let offset = 0; offset < file.size; ) {
      const { bytesRead } = await handle.read(chunk, 0, Math.min(chunkBytes, file.size - offset), offset);
      const res = await fetch(location, {
        method: 'PATCH',
        headers: {
          ...auth,
          'upload-offset': String(offset),
          'content-type': 'application/offset+octet-stream',
        },
        body: chunk.subarray(0, bytesRead),
      });
      if (res.status !== 204) throw new Error(`PATCH at ${offset}: ${res.status} ${await res.text()}`);
      offset = Number(res.headers.get('upload-offset'));
    }
    return (performance.now() - started) / 1000;
  } finally {
    await handle.close();
  }
}

function startS3(dir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    join(root, 'node_modules/.bin/node'),
    [join(root, 'scripts/s3-server.ts'), '--dir', dir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((done, fail) => {
    child.once('exit', (code) => fail(new Error(`s3 server exited (${code})`)));
    child.stdout?.on('data', (data: Buffer) => {
      const url = data.toString().trim().split('\n')[0];
      if (url?.startsWith('http')) done({ url, child });
    });
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function run(label: string, env: Record<string, string>, file: BenchFile, chunkBytes: number) {
  const dir = mkdtempSync(join(work, `${label}-`));
  const { app, url } = await startBenchApp(dir, env);
  try {
    const seconds = await tusUpload(url, file, chunkBytes);
    const rate = mbPerS(file.size, seconds);
    console.log(
      `${label.padEnd(5)} ${(file.size / MB).toFixed(0)} MB in ${seconds.toFixed(2)} s: ${rate.toFixed(1)} MB/s`,
    );
    return rate;
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

let s3Data: string | undefined;
try {
  const [file] = await makeFiles(work, 1, TOTAL_MB * MB);
  if (!file) throw new Error('no file');
  const s3Dir = process.env.BENCH_S3_DIR;
  s3Data = s3Dir ? mkdtempSync(join(s3Dir, 's3-data-')) : join(work, 's3-data');
  const s3 = await startS3(s3Data);
  try {
    const s3Env = {
      S3_URL: s3.url,
      S3_BUCKET: 'ambassador',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    };
    const shapes = [
      { name: "one PATCH per file (the app's clients)", chunk: file.size, tag: '' },
      { name: '8 MiB PATCHes (a chunking tus client)', chunk: CHUNKED, tag: ' (8 MiB PATCHes)' },
    ];
    for (const shape of shapes) {
      console.log(`tus upload of one ${TOTAL_MB} MB file, ${shape.name}, app in process`);
      const disk: number[] = [];
      const onS3: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        disk.push(await run('disk', {}, file, shape.chunk));
        onS3.push(await run('s3', s3Env, file, shape.chunk));
      }
      console.log(`median: disk ${median(disk).toFixed(1)} MB/s, s3 ${median(onS3).toFixed(1)} MB/s`);
      const ratio = median(onS3) / median(disk);
      const verdict = shape.tag ? 'shown, not a goal' : `goal ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'}`;
      console.log(`ratio S3/disk${shape.tag}: ${ratio.toFixed(2)} (${verdict})`);
    }
  } finally {
    s3.child.removeAllListeners('exit');
    s3.child.kill('SIGTERM');
  }
} finally {
  rmSync(work, { recursive: true, force: true });
  if (s3Data) rmSync(s3Data, { recursive: true, force: true });
}
