/**
 * A product picture from a multipart request: the one `file` part read into memory within
 * PRODUCT_IMAGE_MAX_BYTES, its type sniffed from the bytes (file-type) — the client's name and type are ignored.
 */
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { ErrorCode } from '../../../contract/errors.ts';
import { PRODUCT_IMAGE_TYPES } from '../../../contract/products.ts';
import { AppError } from '../../lib/app-error.ts';
import { validationError } from '../../lib/valibot.ts';

const unsupported = () =>
  new AppError(415, ErrorCode.unsupportedMediaType, 'unsupported_file', { file: ['unsupported_file'] });
const tooLarge = () =>
  new AppError(413, ErrorCode.payloadTooLarge, 'file_too_large', { file: ['file_too_large'] });
const malformed = () => new AppError(400, ErrorCode.badRequest, 'bad_request');
/** The parser's own errors (busboy) carry no status; its limit and content-type errors do. */
const fromParser = (error: unknown) =>
  error instanceof Error && !('statusCode' in error) ? malformed() : error;

export const IMAGE_MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export async function readProductImage(request: FastifyRequest): Promise<{ ext: string; bytes: Buffer }> {
  if (!request.isMultipart()) throw validationError({ file: ['required'] });
  const part = await request.file().catch((error: unknown) => {
    throw fromParser(error);
  });
  if (part?.fieldname !== 'file') throw validationError({ file: ['required'] });
  const bytes = await part.toBuffer().catch((error: unknown) => {
    if (part.file.truncated) throw tooLarge();
    throw fromParser(error);
  });
  if (part.file.truncated) throw tooLarge();
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(PRODUCT_IMAGE_TYPES as readonly string[]).includes(type.mime)) throw unsupported();
  return { ext: type.ext, bytes };
}
