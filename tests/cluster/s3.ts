/**
 * The S3-compatible server of the cluster stack, in this process (scripts/s3-server.ts: s3rver plus the
 * multipart calls @tus/s3-store needs), and a small client to list what the bucket holds.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { type S3Server, startS3Server } from '../../scripts/s3-server.ts';
import { freePort } from '../helpers/server.ts';

export type { S3Server };

export async function startS3(dir: string): Promise<S3Server> {
  return startS3Server({ port: await freePort(), dir, bucket: 'ambassador' });
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
