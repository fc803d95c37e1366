/**
 * Media checks before a file enters the outbox: the declared type must be image/* or video/* and the
 * first bytes must really be an image or a video (the server checks again with file-type).
 */

import { PLACEMENT_MAX_FILES, PLACEMENT_MAX_TOTAL_BYTES } from '#contract/limits.ts';
import { MEDIA_TYPE } from '#contract/placements.ts';

export type MediaKind = 'image' | 'video';
export type RejectReason = 'type' | 'count' | 'size' | 'storage';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, magic: number[]) => magic.every((b, i) => bytes[i] === b);

const IMAGE_BRANDS = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

/** The media kind the first bytes (≥ 12) show, or null when they are neither an image nor a video. */
export function sniffMedia(bytes: Uint8Array): MediaKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image';
  if (ascii(bytes, 0, 4) === 'GIF8') return 'image';
  if (ascii(bytes, 0, 4) === 'RIFF') {
    const kind = ascii(bytes, 8, 12);
    if (kind === 'WEBP') return 'image';
    if (kind === 'AVI ') return 'video';
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'video'; // WebM / Matroska
  const box = ascii(bytes, 4, 8);
  if (box === 'ftyp') return IMAGE_BRANDS.has(ascii(bytes, 8, 12)) ? 'image' : 'video';
  if (box === 'moov' || box === 'mdat' || box === 'wide' || box === 'free') return 'video'; // old QuickTime
  return null;
}

/** True when the declared type and the bytes agree on image or video. */
export function isMedia(declaredType: string, head: Uint8Array): boolean {
  if (!MEDIA_TYPE.test(declaredType)) return false;
  return sniffMedia(head) === declaredType.split('/')[0];
}

export interface Candidate {
  name: string;
  size: number;
  mediaOk: boolean;
}

/** Decides, in order, which picked files fit next to the ones already attached. */
export function planAttach(existingSizes: number[], candidates: Candidate[]) {
  let count = existingSizes.length;
  let total = existingSizes.reduce((sum, size) => sum + size, 0);
  const accepted: number[] = [];
  const rejected: { name: string; reason: RejectReason }[] = [];
  const reasonFor = (file: Candidate): RejectReason | null => {
    if (!file.mediaOk || file.size <= 0) return 'type';
    if (count + 1 > PLACEMENT_MAX_FILES) return 'count';
    if (total + file.size > PLACEMENT_MAX_TOTAL_BYTES) return 'size';
    return null;
  };
  candidates.forEach((file, index) => {
    const reason = reasonFor(file);
    if (reason) {
      rejected.push({ name: file.name, reason });
      return;
    }
    count += 1;
    total += file.size;
    accepted.push(index);
  });
  return { accepted, rejected };
}

/** Reads the first bytes of a Blob for sniffing. */
export async function readHead(blob: Blob, length = 16): Promise<Uint8Array> {
  return new Uint8Array(await blob.slice(0, length).arrayBuffer());
}
