/** What both chaos clients create: drafts tagged with a unique marker in their text, and media bytes. */

export interface CreatedDraft {
  /** The device id (the server's placement id). */
  id: string;
  /** Unique text in the draft, so the audit finds its placements whatever their ids. */
  marker: string;
  client: 'tus' | 'browser';
}

export interface NewFile {
  id: string;
  name: string;
  type: string;
  size: number;
}

const MP4_HEAD = [0, 0, 0, 0x18, ...Buffer.from('ftypmp42'), 0, 0, 0, 0, ...Buffer.from('mp42isom')];
const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];

/** Bytes that both the device check and the server's file-type sniffing take for an image or a video. */
export function mediaBytes(kind: 'image' | 'video', size: number): Buffer {
  const bytes = Buffer.alloc(size, 7);
  bytes.set(kind === 'image' ? PNG_HEAD : MP4_HEAD);
  return bytes;
}

export const isoDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export function draftBody(marker: string, files: NewFile[]) {
  return {
    revision: 1,
    network: 'vk',
    promocode: '',
    format: 'post',
    category: 'fitness',
    start_date: isoDay(2),
    end_date: isoDay(12),
    text: `Chaos draft ${marker}`,
    reach: 1000,
    target_url: 'https://brand.example/offer',
    publication_url: '',
    files,
  };
}
