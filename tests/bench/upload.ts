/**
 * Upload benchmark, all in one run: the app's own sync in Chromium (see upload-browser.ts), and the real
 * app on loopback taking 15 files / 500 MB by tus from Node
 * (tus-js-client, 3 in parallel), compared with plain streamed PUTs of the same bytes to a bare Fastify
 * handler (the transport floor); and the server's peak resident memory while taking 100 MB and 500 MB.
 * Prints figures and the goals of issue 24 (tus ≥ 0.7 × plain; the app's sync ≥ 0.8 × raw tus; the server's
 * RSS growth during the 500 MB upload < 32 MB) and exits 1 when one is missed.
 *   npm run build && node tests/bench/upload.ts          (BENCH_TOTAL_MB=500, BENCH_PARALLEL=3 to tune)
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appVsRawTus } from './upload-browser.ts';
import {
  type BenchFile,
  declareDraft,
  MB,
  makeFiles,
  mbPerS,
  memory,
  plainPutAll,
  signIn,
  startServer,
  totalSize,
  tusUploadAll,
} from './upload-lib.ts';

const TOTAL_MB = Number(process.env.BENCH_TOTAL_MB ?? 500);
const PARALLEL = Number(process.env.BENCH_PARALLEL ?? 3);
const FILES = 15;
const GOAL_TUS = 0.7;
const GOAL_APP = 0.8;
const GOAL_GROWTH_MB = 32;

const work = mkdtempSync(join(tmpdir(), 'bench-upload-'));
const fmt = (n: number, digits = 1) => n.toFixed(digits);

/** One fresh app process per run, so its peak memory belongs to that run only. */
async function tusRun(label: string, files: BenchFile[], warmup: BenchFile[]) {
  const dir = join(work, `app-${label}`);
  mkdirSync(dir);
  const server = await startServer('app', dir);
  try {
    const token = await signIn(server.url);
    // Warm-up upload first: code loaded on first use is not memory the uploads hold.
    await tusUploadAll(server.url, token, await declareDraft(server.url, token, warmup), warmup, 1);
    const draftId = await declareDraft(server.url, token, files);
    const before = memory(server.pid).rss;
    const seconds = await tusUploadAll(server.url, token, draftId, files, PARALLEL);
    const { peak } = memory(server.pid);
    return { seconds, growth: Math.max(0, peak - before), before };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function plainRun(files: BenchFile[]) {
  const dir = join(work, 'plain');
  const server = await startServer('plain', dir);
  try {
    return await plainPutAll(server.url, files, PARALLEL);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

try {
  const filesDir = join(work, 'files');
  mkdirSync(filesDir);
  const files = await makeFiles(filesDir, FILES, TOTAL_MB * MB);
  const warmDir = join(work, 'warm');
  mkdirSync(warmDir);
  const warmup = await makeFiles(warmDir, 1, 4 * MB);
  const bytes = totalSize(files);
  // About 100 MB: the first files of the same set.
  const small: BenchFile[] = [];
  for (const f of files) if (totalSize(small) + f.size <= 100 * MB + FILES) small.push(f);

  const plain = await plainRun(files);
  // The app's own sync in Chromium, against raw tus on the same fresh server.
  const browser = await appVsRawTus(files, PARALLEL);
  const full = await tusRun('full', files, warmup);
  const hundred = await tusRun('100', small, warmup);

  const tusRate = mbPerS(bytes, full.seconds);
  const plainRate = mbPerS(bytes, plain);
  const ratio = tusRate / plainRate;
  const growthFull = full.growth / MB;
  const growthSmall = hundred.growth / MB;
  const appRatio = browser.raw / browser.app;
  const verdict = (ok: boolean) => (ok ? 'OK' : 'MISSED');
  const [tusOk, appOk, memoryOk] = [ratio >= GOAL_TUS, appRatio >= GOAL_APP, growthFull < GOAL_GROWTH_MB];
  const lines = [
    `Upload benchmark: ${files.length} files, ${fmt(bytes / MB)} MB, ${PARALLEL} in parallel, loopback`,
    `  plain PUT (bare Fastify → disk): ${fmt(plain, 2)} s, ${fmt(plainRate)} MB/s`,
    `  tus (real app, tus-js-client):   ${fmt(full.seconds, 2)} s, ${fmt(tusRate)} MB/s`,
    `  ratio tus / plain: ${fmt(ratio, 2)} (goal ≥ ${GOAL_TUS}) ${verdict(tusOk)}`,
    `  app sync in Chromium (queue → on moderation): ${fmt(browser.app, 2)} s, ${fmt(mbPerS(bytes, browser.app))} MB/s; raw tus on that server ${fmt(browser.raw, 2)} s`,
    `  ratio app / raw tus: ${fmt(appRatio, 2)} (goal ≥ ${GOAL_APP}) ${verdict(appOk)}`,
    `  for reading: tus by hand from IndexedDB in the same Chromium ${fmt(browser.browser, 2)} s (× raw tus ${fmt(browser.raw / browser.browser, 2)})`,
    `  server RSS growth: ${fmt(growthSmall)} MB for ${fmt(totalSize(small) / MB)} MB, ${fmt(growthFull)} MB for ${fmt(bytes / MB)} MB (baseline ${fmt(full.before / MB)} MB)`,
    `  RSS growth during ${fmt(bytes / MB)} MB: ${fmt(growthFull)} MB (goal < ${GOAL_GROWTH_MB} MB) ${verdict(memoryOk)}`,
  ];
  console.log(lines.join('\n'));
  if (!(tusOk && appOk && memoryOk)) process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
