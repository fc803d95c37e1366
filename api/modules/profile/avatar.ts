/**
 * Avatar upload: the multipart stream is written to a temporary file while its size is counted and its
 * first bytes are sniffed (file-type); only JPEG/PNG/WebP within AVATAR_MAX_BYTES get a server-made name.
 * Any failure removes the temporary file, so nothing partial stays on disk.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AVATAR_TYPES } from '../../../contract/profile.ts';
import {
  fromParser,
  IMAGE_MIME,
  singleFilePart,
  fileTooLarge as tooLarge,
  unsupportedFile as unsupported,
} from '../../lib/multipart-file.ts';

const SNIFF_BYTES = 4100;
export const AVATAR_FILE = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;
export const AVATAR_MIME = IMAGE_MIME;

export const avatarDir = (varDir: string) => join(varDir, 'avatars');

/** The one `file` part of an avatar request; a malformed body is a 400, a missing file a 422. */
export const avatarPart = (request: FastifyRequest): Promise<MultipartFile> => singleFilePart(request);

/** Saves the upload and returns the new file name (under avatarDir). */
export async function saveAvatar(part: MultipartFile, varDir: string): Promise<string> {
  const dir = avatarDir(varDir);
  await mkdir(dir, { recursive: true });
  const tmp = join(dir, `.upload-${randomUUID()}`);
  let ext: string | undefined;

  const verify = async (head: Buffer) => {
    const type = await fileTypeFromBuffer(head);
    if (!type || !(AVATAR_TYPES as readonly string[]).includes(type.mime)) throw unsupported();
    ext = type.ext;
  };
  // A read error of the incoming part is the client's (a body cut short); a write error stays ours.
  async function* received() {
    try {
      yield* part.file;
    } catch (error) {
      throw fromParser(error);
    }
  }
  // Passes chunks through once the head is verified; a truncated stream means the size limit was hit.
  async function* checked(source: AsyncIterable<Buffer>) {
    let head: Buffer[] = [];
    let headSize = 0;
    for await (const chunk of source) {
      if (part.file.truncated) throw tooLarge();
      if (ext) {
        yield chunk;
        continue;
      }
      head.push(chunk);
      headSize += chunk.length;
      if (headSize < SNIFF_BYTES) continue;
      await verify(Buffer.concat(head));
      yield* head;
      head = [];
    }
    if (part.file.truncated) throw tooLarge();
    if (!ext) {
      await verify(Buffer.concat(head));
      yield* head;
    }
  }

  // Opened before streaming, so the file exists (and can be removed) whatever point a failure hits.
  const out = await open(tmp, 'wx', 0o640);
  try {
    await pipeline(received, checked, out.createWriteStream());
    const name = `${randomUUID()}.${ext === 'jpg' ? 'jpg' : ext}`;
    await rename(tmp, join(dir, name));
    return name;
  } catch (error) {
    await out.close().catch(() => {});
    await rm(tmp, { force: true });
    // Drain the rest so the request can complete normally.
    part.file.resume();
    throw error;
  }
}

export async function removeAvatar(varDir: string, name: string | null | undefined): Promise<void> {
  if (name && AVATAR_FILE.test(name)) await rm(join(avatarDir(varDir), name), { force: true });
}
