/**
 * Avatar upload: the multipart stream is collected (at most AVATAR_MAX_BYTES) while its size is counted
 * and its first bytes are sniffed (file-type); only JPEG/PNG/WebP get a server-made name and are put in
 * the object store whole, so nothing partial is ever stored.
 */
import { randomUUID } from 'node:crypto';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { AVATAR_TYPES } from '#contract/profile.ts';
import {
  fromParser,
  IMAGE_MIME,
  singleFilePart,
  fileTooLarge as tooLarge,
  unsupportedFile as unsupported,
} from '../../lib/multipart-file.ts';
import { avatarKey, type ObjectStore } from '../../lib/storage/index.ts';

const SNIFF_BYTES = 4100;
export const AVATAR_FILE = /^[0-9a-f-]{36}\.(jpg|png|webp)$/;
export const AVATAR_MIME = IMAGE_MIME;

/** The one `file` part of an avatar request; a malformed body is a 400, a missing file a 422. */
export const avatarPart = (request: FastifyRequest): Promise<MultipartFile> => singleFilePart(request);

/** Saves the upload and returns the new file name (its key is avatarKey(name)). */
export async function saveAvatar(part: MultipartFile, store: ObjectStore): Promise<string> {
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

  try {
    const chunks: Buffer[] = [];
    for await (const chunk of checked(received())) chunks.push(chunk);
    const name = `${randomUUID()}.${ext === 'jpg' ? 'jpg' : ext}`;
    await store.put(avatarKey(name), Buffer.concat(chunks), AVATAR_MIME.get(ext ?? ''));
    return name;
  } catch (error) {
    // Drain the rest so the request can complete normally.
    part.file.resume();
    throw error;
  }
}

export async function removeAvatar(store: ObjectStore, name: string | null | undefined): Promise<void> {
  if (name && AVATAR_FILE.test(name)) await store.remove([avatarKey(name)]);
}
