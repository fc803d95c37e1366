/**
 * How placements read in the UI, shared by the placements and moderation features (features never
 * import each other): status, format and category labels, byte sizes and the publication period.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  PLACEMENT_CATEGORIES,
  Placement,
  PlacementFormat,
  PlacementStatus,
} from '../../contract/placements.ts';

/** Server statuses as the blogger reads them (SPEC §4). */
export const PLACEMENT_STATUS_LABELS: Record<PlacementStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  moderation: msg`On moderation`,
  ready: msg`Ready`,
  needs_removal: msg`Needs removal`,
  completed: msg`Completed`,
  rejected: msg({ message: 'Rejected', context: 'placement status' }), // neuter in Russian, unlike applications
};

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

/** A calendar date of the contract (YYYY-MM-DD) in the UI language; empty stays empty. */
const formatDay = (i18n: I18n, iso: string): string =>
  iso ? i18n.date(`${iso}T00:00:00`, { dateStyle: 'medium' }) : '';

/** When the ad runs: one day for stories (they live a day), else "start – end". */
export const formatPeriod = (i18n: I18n, p: Pick<Placement, 'format' | 'start_date' | 'end_date'>): string =>
  p.format === 'stories'
    ? formatDay(i18n, p.start_date)
    : `${formatDay(i18n, p.start_date)} – ${formatDay(i18n, p.end_date)}`;
