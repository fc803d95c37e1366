/**
 * A product picture from a multipart request: the one `file` part read into memory within
 * PRODUCT_IMAGE_MAX_BYTES, its type sniffed from the bytes (file-type) — the client's name and type are ignored.
 */
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { PRODUCT_IMAGE_TYPES } from '#contract/products.ts';
import {
  fromParser,
  singleFilePart,
  fileTooLarge as tooLarge,
  unsupportedFile as unsupported,
} from '../../lib/multipart-file.ts';

export async function readProductImage(request: FastifyRequest): Promise<{ ext: string; bytes: Buffer }> {
  const part = await singleFilePart(request);
  const bytes = await part.toBuffer().catch((error: unknown) => {
    if (part.file.truncated) throw tooLarge();
    throw fromParser(error);
  });
  if (part.file.truncated) throw tooLarge();
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(PRODUCT_IMAGE_TYPES as readonly string[]).includes(type.mime)) throw unsupported();
  return { ext: type.ext, bytes };
}
