/**
 * How placements read in the UI, shared by the placements and moderation features (features never
 * import each other): status, format and category labels and the publication period.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  PLACEMENT_CATEGORIES,
  Placement,
  PlacementFormat,
  PlacementStatus,
} from '#contract/placements.ts';
import { formatDate } from './format.ts';

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

/** When the ad runs: one day for stories (they live a day), else "start – end". */
export const formatPeriod = (i18n: I18n, p: Pick<Placement, 'format' | 'start_date' | 'end_date'>): string =>
  p.format === 'stories'
    ? formatDate(i18n.locale, p.start_date)
    : `${formatDate(i18n.locale, p.start_date)} – ${formatDate(i18n.locale, p.end_date)}`;
