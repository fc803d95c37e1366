/**
 * A placement's material as ORD VK takes it (`PUT /v1/media/{external_id}`, multipart/form-data with the
 * file in `media_file`; the answer names the file's SHA-256). The body is streamed from the store, never
 * held whole in memory (a video may be 500 MB), and hashed on the way so the answer can be checked.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { MediaInput } from './ord.ts';

export interface MultipartUpload {
  body: AsyncIterable<Uint8Array>;
  contentType: string;
  length: number;
  /** The file's SHA-256 (hex), known once the body has been read to its end. */
  sha256(): string;
}

/** Quotes and line breaks escaped as browsers and undici do (RFC 7578 §4.2); other characters stay UTF-8. */
const quoted = (name: string) => name.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

export function mediaUpload(media: MediaInput): MultipartUpload {
  const boundary = `----ord-media-${randomBytes(12).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="media_file"; filename="${quoted(media.fileName)}"\r\n` +
      `Content-Type: ${media.contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const hash = createHash('sha256');
  let digest = '';
  async function* body() {
    yield head;
    for await (const chunk of await media.open()) {
      const bytes = chunk as Buffer;
      hash.update(bytes);
      yield bytes;
    }
    digest = hash.digest('hex');
    yield tail;
  }
  return {
    body: body(),
    contentType: `multipart/form-data; boundary=${boundary}`,
    length: head.length + media.size + tail.length,
    sha256: () => digest,
  };
}

/** A long file needs longer than one JSON call: the configured timeout plus a second per megabyte. */
export const uploadTimeoutMs = (timeoutMs: number, size: number) => timeoutMs + Math.ceil(size / 1e6) * 1000;
