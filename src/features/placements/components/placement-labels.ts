import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PlacementStatus } from '#contract/placements.ts';
import type { LocalDraft } from '../local/drafts.ts';

/** Labels only this feature shows; those shared with moderation are in src/lib/placement-vocabulary.ts. */

/** Statuses the list can be filtered by (drafts live on the device, not in this filter). */
export const FILTER_STATUSES = [
  'moderation',
  'ready',
  'needs_removal',
  'completed',
  'rejected',
] as const satisfies readonly PlacementStatus[];

/** Where a local draft is on its way to the server. */
export const SYNC_LABELS: Record<LocalDraft['status'], MessageDescriptor> = {
  editing: msg`Draft`,
  queued: msg`Waiting for network`,
  syncing: msg`Uploading`,
  synced: msg`Sent`,
  failed: msg`Needs attention`,
};

/** A queued draft while online: on its way now, or after a failed try, again by itself later. */
export const SENDING_LABELS = {
  sending: msg`Sending`,
  retrying: msg`Not sent yet: will retry by itself`,
} satisfies Record<string, MessageDescriptor>;
