import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  PLACEMENT_CATEGORIES,
  PlacementFormat,
  PlacementStatus,
} from '../../../../contract/placements.ts';
import type { LocalDraft } from '../local/drafts.ts';

/** Server statuses as the blogger reads them (SPEC §4). */
export const STATUS_LABELS: Record<PlacementStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  moderation: msg`On moderation`,
  ready: msg`Ready`,
  needs_removal: msg`Needs removal`,
  completed: msg`Completed`,
  rejected: msg({ message: 'Rejected', context: 'placement status' }), // neuter in Russian, unlike applications
};

/** Statuses the list can be filtered by (drafts live on the device, not in this filter). */
export const FILTER_STATUSES = [
  'moderation',
  'ready',
  'needs_removal',
  'completed',
  'rejected',
] as const satisfies readonly PlacementStatus[];

export const FORMAT_LABELS: Record<PlacementFormat, MessageDescriptor> = {
  post: msg`Post`,
  stories: msg`Stories`,
  video: msg`Video`,
  reels: msg`Reels`,
  clip: msg`Clip`,
  live: msg`Live stream`,
};

export const CATEGORY_LABELS: Record<(typeof PLACEMENT_CATEGORIES)[number], MessageDescriptor> = {
  fitness: msg`Fitness`,
  nutrition: msg`Nutrition`,
  health: msg`Health`,
  lifestyle: msg`Lifestyle`,
};

/** Where a local draft is on its way to the server. */
export const SYNC_LABELS: Record<LocalDraft['status'], MessageDescriptor> = {
  editing: msg`Draft`,
  queued: msg`Waiting for network`,
  syncing: msg`Uploading`,
  synced: msg`Sent`,
  failed: msg`Needs attention`,
};

const BYTE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** Bytes as the user reads them, in the UI language: 1.5 MB, 120 МБ, 2 GB. */
export function formatBytes(bytes: number, locale: string): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: BYTE_UNITS[unit],
    maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0,
  }).format(value);
}
