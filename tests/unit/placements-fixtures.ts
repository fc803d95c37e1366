import type { DraftPayload } from '../../src/features/placements/local/drafts.ts';

export const validPayload: DraftPayload = {
  network: 'vk',
  promocode: 'FIT10',
  format: 'post',
  category: 'fitness',
  start_date: '2026-03-01',
  end_date: '2026-03-20',
  text: 'Try the new training plan today',
  reach: '1500',
  followers: '',
  registry_entry: '',
  target_url: 'https://example.com/plan',
  publication_url: '',
};

const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1];
const MP4 = [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d];

/** A file whose first bytes are a real JPEG or MP4 header, padded to `size`. */
export function mediaFile(name: string, kind: 'jpeg' | 'mp4', size = 64): File {
  const head = kind === 'jpeg' ? JPEG : MP4;
  const bytes = new Uint8Array(Math.max(size, head.length));
  bytes.set(head);
  return new File([bytes], name, { type: kind === 'jpeg' ? 'image/jpeg' : 'video/mp4' });
}
