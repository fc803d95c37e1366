/**
 * An S3-compatible test server on loopback, built on s3rver, with the two multipart calls s3rver lacks
 * and @tus/s3-store needs: ListParts and AbortMultipartUpload (decision 061).
 *
 *   import { startS3Server } from './s3-server.ts';
 *   node scripts/s3-server.ts --port 9000 --dir /tmp/s3   # prints the URL, runs until SIGTERM
 */

import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/** The little of s3rver's API this file uses (the package ships no types). */
interface S3rverStore {
  getResourcePath(bucket: string, key: string | undefined, resource: string): string;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
  putObjectMultipart(bucket: string, uploadId: string, parts: { number: number }[]): Promise<unknown>;
}
interface S3rverInstance {
  middleware: Array<(ctx: KoaContext, next: () => Promise<void>) => Promise<void> | void>;
  store: S3rverStore;
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
interface KoaContext {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  path: string;
  query: Record<string, string | string[] | undefined>;
  status: number;
  body: unknown;
  type: string;
  store: S3rverInstance['store'];
}
type S3rverCtor = new (options: Record<string, unknown>) => S3rverInstance;

const S3rver = createRequire(import.meta.url)('s3rver') as S3rverCtor;

/** s3rver accepts only its built-in key pair. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const XMLNS = 'http://s3.amazonaws.com/doc/2006-03-01/';

export interface S3Server {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

export async function startS3Server(opts: {
  port?: number;
  dir: string;
  bucket?: string;
}): Promise<S3Server> {
  const bucket = opts.bucket ?? 'ambassador';
  mkdirSync(opts.dir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: opts.port ?? 0,
    directory: opts.dir,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  // Koa composes the middleware when the server starts listening, so these run before s3rver's router.
  server.middleware.unshift(multipartExtras);
  server.store.putObjectMultipart = (b, uploadId, parts) => assemble(server.store, b, uploadId, parts);
  const address = await server.run();
  return {
    url: `http://127.0.0.1:${address.port}`,
    bucket,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    close: () => server.close(),
  };
}

const xmlEscape = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function errorXml(ctx: KoaContext, status: number, code: string, message: string, extra = '') {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message>${extra}</Error>`;
}

/** GET /bucket/key?uploadId=… (ListParts) and DELETE /bucket/key?uploadId=… (AbortMultipartUpload). */
async function multipartExtras(ctx: KoaContext, next: () => Promise<void>): Promise<void> {
  // s3rver would store aws-chunked framing as object bytes; refuse it loudly instead (clients must set
  // requestChecksumCalculation: 'WHEN_REQUIRED', see api/lib/storage/s3-client.ts).
  if (String(ctx.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')) {
    return errorXml(ctx, 501, 'NotImplemented', 'Streaming (aws-chunked) payloads are not supported.');
  }
  const uploadId = ctx.query.uploadId;
  const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
  if (typeof uploadId !== 'string' || !match || (ctx.method !== 'GET' && ctx.method !== 'DELETE')) {
    return next();
  }
  const bucket = decodeURIComponent(match[1] ?? '');
  const key = decodeURIComponent(match[2] ?? '');
  // s3rver names upload ids with hex; anything else cannot be one and must not reach the file system.
  const uploadDir = /^[0-9a-f]{1,64}$/i.test(uploadId)
    ? path.join(ctx.store.getResourcePath(bucket, undefined, 'uploads'), uploadId)
    : null;
  const storedKey = uploadDir ? await readFile(path.join(uploadDir, 'key'), 'utf8').catch(() => null) : null;
  if (!uploadDir || storedKey !== key) {
    const extra = `<UploadId>${xmlEscape(uploadId)}</UploadId>`;
    return errorXml(ctx, 404, 'NoSuchUpload', 'The specified upload does not exist.', extra);
  }
  if (ctx.method === 'DELETE') {
    await rm(uploadDir, { recursive: true, force: true });
    ctx.status = 204;
    ctx.body = null;
    return;
  }
  ctx.type = 'application/xml';
  ctx.body = await listPartsXml(ctx, uploadDir, bucket, key, uploadId);
}

async function listPartsXml(ctx: KoaContext, dir: string, bucket: string, key: string, uploadId: string) {
  const marker = Number(ctx.query['part-number-marker'] ?? 0) || 0;
  const maxParts = Math.min(Math.max(Number(ctx.query['max-parts'] ?? 1000) || 1000, 1), 1000);
  // s3rver writes `<n>.md5` once a part is whole: a part cut short (its client died) is not listed.
  const names = new Set(await readdir(dir));
  const numbers = [...names]
    .filter((name) => /^\d+$/.test(name) && names.has(`${name}.md5`))
    .map(Number)
    .filter((n) => n > marker)
    .sort((a, b) => a - b);
  const page = numbers.slice(0, maxParts);
  const truncated = numbers.length > page.length;
  const parts = await Promise.all(
    page.map(async (n) => {
      const file = path.join(dir, String(n));
      const [info, md5] = await Promise.all([stat(file), readFile(`${file}.md5`, 'utf8')]);
      return (
        `<Part><PartNumber>${n}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified>` +
        `<ETag>&quot;${md5.trim()}&quot;</ETag><Size>${info.size}</Size></Part>`
      );
    }),
  );
  const next = page.at(-1) ?? marker;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<ListPartsResult xmlns="${XMLNS}">` +
    `<Bucket>${xmlEscape(bucket)}</Bucket><Key>${xmlEscape(key)}</Key><UploadId>${uploadId}</UploadId>` +
    `<StorageClass>STANDARD</StorageClass><PartNumberMarker>${marker}</PartNumberMarker>` +
    `<NextPartNumberMarker>${next}</NextPartNumberMarker><MaxParts>${maxParts}</MaxParts>` +
    `<IsTruncated>${truncated}</IsTruncated>${parts.join('')}</ListPartsResult>`
  );
}

/**
 * CompleteMultipartUpload as S3 does it: the object is the parts in order and its ETag is the MD5 of the
 * parts' MD5s with `-<count>`. s3rver's own version streams every byte through a second MD5 in small
 * chunks, which made completing a 200 MB upload take a second and no real store behaves like that.
 */
async function assemble(store: S3rverStore, bucket: string, uploadId: string, parts: { number: number }[]) {
  const dir = path.join(store.getResourcePath(bucket, undefined, 'uploads'), uploadId);
  const [key, metadata] = await Promise.all([
    readFile(path.join(dir, 'key'), 'utf8'),
    readFile(path.join(dir, 'metadata'), 'utf8').then((json) => JSON.parse(json) as Record<string, string>),
  ]);
  const objectPath = store.getResourcePath(bucket, key, 'object');
  await mkdir(path.dirname(objectPath), { recursive: true });
  const digest = createHash('md5');
  let size = 0;
  const out = await open(objectPath, 'w');
  try {
    for (const part of [...parts].sort((a, b) => a.number - b.number)) {
      const file = path.join(dir, String(part.number));
      const bytes = await readFile(file);
      await out.write(bytes, 0, bytes.length, size);
      size += bytes.length;
      digest.update(Buffer.from((await readFile(`${file}.md5`, 'utf8')).trim(), 'hex'));
    }
  } finally {
    await out.close();
  }
  const md5 = `${digest.digest('hex')}-${parts.length}`;
  await store.putMetadata(bucket, key, { 'content-type': 'binary/octet-stream', ...metadata }, md5);
  await rm(dir, { recursive: true, force: true });
  return { size, md5 };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

if (import.meta.main) {
  const dir = arg('--dir');
  if (!dir) {
    console.error('usage: node scripts/s3-server.ts --port N --dir D [--bucket B]');
    process.exit(2);
  }
  const server = await startS3Server({ port: Number(arg('--port') ?? 0), dir, bucket: arg('--bucket') });
  console.log(server.url);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
