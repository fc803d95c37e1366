/** Sending stored upload bytes with HTTP Range support (placement materials, course media). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ObjectStore } from './storage/index.ts';

/** A single `bytes=a-b` / `bytes=a-` / `bytes=-n` range, or null (whole file) / 'invalid'. */
export function parseRange(header: string | undefined, size: number) {
  const m = header?.match(/^bytes=(\d*)-(\d*)$/);
  if (!m || (m[1] === '' && m[2] === '')) return null;
  const start = m[1] === '' ? Math.max(0, size - Number(m[2])) : Number(m[1]);
  const end = m[1] === '' || m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start <= end && start < size ? { start, end } : 'invalid';
}

/**
 * Sends the upload (whole, 206 for a satisfiable range, 416 otherwise) from the object store; the caller has
 * set the type and cache headers. `etag`, when given, makes If-Range honoured only for the same representation.
 */
export async function sendUploadBytes(
  request: FastifyRequest,
  reply: FastifyReply,
  store: ObjectStore,
  uploadId: string,
  size: number,
  etag?: string,
) {
  const ifRange = request.headers['if-range'];
  const rangeHeader = ifRange && etag && ifRange !== etag ? undefined : request.headers.range;
  const range = parseRange(rangeHeader, size);
  reply.header('accept-ranges', 'bytes');
  if (range === 'invalid') return reply.code(416).header('content-range', `bytes */${size}`).send();
  const key = store.uploadKey(uploadId);
  if (!range) return reply.header('content-length', size).send(await store.read(key));
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', range.end - range.start + 1)
    .send(await store.read(key, range));
}
