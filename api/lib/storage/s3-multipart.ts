/** S3 error reading and the completion of a multipart upload whose parts are all stored (s3.ts). */
import { CompleteMultipartUploadCommand, ListPartsCommand, type S3Client } from '@aws-sdk/client-s3';

export const status = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode;

export const isMissing = (error: unknown) =>
  status(error) === 404 || ['NotFound', 'NoSuchKey', 'NoSuchUpload'].includes((error as Error)?.name);

interface Part {
  PartNumber: number;
  ETag: string;
  Size: number;
}

/** Every part of a multipart upload, in order; null when the upload is gone. */
async function allParts(client: S3Client, upload: { Bucket: string; Key: string; UploadId: string }) {
  const parts: Part[] = [];
  let marker: string | undefined;
  try {
    do {
      const page = await client.send(new ListPartsCommand({ ...upload, PartNumberMarker: marker }));
      for (const p of page.Parts ?? [])
        parts.push({ PartNumber: p.PartNumber ?? 0, ETag: p.ETag ?? '', Size: p.Size ?? 0 });
      marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
    } while (marker);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
  return parts.sort((a, b) => a.PartNumber - b.PartNumber);
}

/** Completes the multipart upload when its parts run 1…n without a gap and add up to `size`. */
export async function completeWholeUpload(
  client: S3Client,
  upload: { Bucket: string; Key: string; UploadId: string },
  size: number,
): Promise<boolean> {
  const parts = await allParts(client, upload);
  if (!parts?.length || !parts.every((p, i) => p.PartNumber === i + 1)) return false;
  if (parts.reduce((sum, p) => sum + p.Size, 0) !== size) return false;
  const MultipartUpload = { Parts: parts.map(({ PartNumber, ETag }) => ({ PartNumber, ETag })) };
  await client.send(new CompleteMultipartUploadCommand({ ...upload, MultipartUpload }));
  return true;
}
