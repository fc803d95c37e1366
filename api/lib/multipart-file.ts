/**
 * The one `file` part of a multipart upload (avatars, product pictures) and the errors every such upload
 * answers with: a malformed body is a 400, a missing file a 422, a wrong type a 415, too large a 413.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '#contract/errors.ts';
import { AppError } from './app-error.ts';
import { validationError } from './valibot.ts';

/** File extension (as file-type names it) → the Content-Type it is served with. */
export const IMAGE_MIME = new Map([
  ['jpg', 'image/jpeg'],
  ['png', 'image/png'],
  ['webp', 'image/webp'],
]);

export const unsupportedFile = () =>
  new AppError(415, ErrorCode.unsupportedMediaType, 'unsupported_file', { file: ['unsupported_file'] });
export const fileTooLarge = () =>
  new AppError(413, ErrorCode.payloadTooLarge, 'file_too_large', { file: ['file_too_large'] });

/** A body the multipart parser could not read (cut short, no boundary, not multipart at all). */
const malformed = () => new AppError(400, ErrorCode.badRequest, 'bad_request');
/** The parser's own errors (busboy) carry no status; its limit and content-type errors do. */
export const fromParser = (error: unknown) =>
  error instanceof Error && !('statusCode' in error) ? malformed() : error;

export async function singleFilePart(request: FastifyRequest): Promise<MultipartFile> {
  if (!request.isMultipart()) throw validationError({ file: ['required'] });
  const part = await request.file().catch((error: unknown) => {
    throw fromParser(error);
  });
  if (part?.fieldname !== 'file') throw validationError({ file: ['required'] });
  return part;
}
