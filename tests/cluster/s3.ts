/**
 * The S3-compatible server of the cluster stack, in this process: the repository's `scripts/s3-server.ts`
 * (s3rver plus the multipart calls @tus/s3-store needs), or plain s3rver where that script is not there yet.
 * Also a small client to list what the bucket holds.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { freePort } from '../helpers/server.ts';

export interface S3Server {
  url: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  close(): Promise<void>;
}

const BUCKET = 'ambassador';
const script = resolve(import.meta.dirname, '../../scripts/s3-server.ts');

type StartS3Server = (options: { port?: number; dir: string; bucket?: string }) => Promise<S3Server>;

export async function startS3(dir: string): Promise<S3Server> {
  mkdirSync(dir, { recursive: true });
  if (existsSync(script)) {
    const mod = (await import(pathToFileURL(script).href)) as { startS3Server: StartS3Server };
    return mod.startS3Server({ port: await freePort(), dir, bucket: BUCKET });
  }
  const { default: S3rver } = await import('s3rver');
  const port = await freePort();
  const server = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: join(dir, 'data'),
    configureBuckets: [{ name: BUCKET }],
  });
  await server.run();
  return {
    url: `http://127.0.0.1:${port}`,
    bucket: BUCKET,
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    close: () => server.close(),
  };
}

export type S3Access = Omit<S3Server, 'close'>;

/** Every object key in the bucket (with its size). */
export async function listObjects(s3: S3Access): Promise<{ key: string; size: number }[]> {
  const client = new S3Client({
    endpoint: s3.url,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  });
  const out: { key: string; size: number }[] = [];
  let token: string | undefined;
  try {
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, ContinuationToken: token }),
      );
      for (const item of page.Contents ?? []) out.push({ key: item.Key ?? '', size: item.Size ?? 0 });
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  } finally {
    client.destroy();
  }
  return out;
}
