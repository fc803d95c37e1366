/**
 * A month's report entry as the device sends it (decision 075): one multipart request with the figures and
 * the device's entry key first, then the screenshot of the network's statistics. The whole image is read
 * (at most REPORT_SCREENSHOT_MAX_BYTES) and sniffed before anything is stored; the bytes get a server-made
 * name, so nothing the client sends becomes a key.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import * as v from 'valibot';
import { REPORT_SCREENSHOT_TYPES, ReportFields } from '#contract/ord.ts';
import { fieldErrorIds } from '#contract/validation.ts';
import { fileTooLarge, fromParser, IMAGE_MIME, unsupportedFile } from '../../lib/multipart-file.ts';
import type { ObjectStore } from '../../lib/storage/index.ts';
import { validationError } from '../../lib/valibot.ts';

export const reportProofKey = (name: string) => `proofs/${name}`;
export const PROOF_NAME = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;

export interface ReportEntry {
  fields: ReportFields;
  screenshot: { bytes: Buffer; type: string; ext: string };
}

/** Reads the entry; a malformed body is a 400, missing or bad fields a 422, a wrong type 415, too large 413. */
export async function readReportEntry(request: FastifyRequest): Promise<ReportEntry> {
  if (!request.isMultipart()) throw validationError({ screenshot: ['screenshot_required'] });
  const raw: Record<string, string> = Object.create(null);
  let bytes: Buffer | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'impressions' || part.fieldname === 'key')
          raw[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'screenshot' || bytes) {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
      if (part.file.truncated) throw fileTooLarge();
    }
  } catch (error) {
    throw fromParser(error);
  }
  const parsed = v.safeParse(ReportFields, raw);
  if (!parsed.success) throw validationError(fieldErrorIds(parsed.issues, 'body'));
  if (!bytes || bytes.length === 0) throw validationError({ screenshot: ['screenshot_required'] });
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(REPORT_SCREENSHOT_TYPES as readonly string[]).includes(type.mime)) throw unsupportedFile();
  return { fields: parsed.output, screenshot: { bytes, type: type.mime, ext: type.ext } };
}

/** Stores the screenshot whole and answers its name. */
export async function storeProof(store: ObjectStore, shot: ReportEntry['screenshot']): Promise<string> {
  const name = `${randomUUID()}.${shot.ext}`;
  await store.put(reportProofKey(name), shot.bytes, IMAGE_MIME.get(shot.ext));
  return name;
}

export async function removeProof(store: ObjectStore, name: string | null | undefined): Promise<void> {
  if (name && PROOF_NAME.test(name)) await store.remove([reportProofKey(name)]);
}
