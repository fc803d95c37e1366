import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AccountStatus } from '#contract/accounts.ts';

/** Review states as staff read them (queue filter, card badge, audit action). */
export const STATUS_LABELS: Record<AccountStatus, MessageDescriptor> = {
  review: msg`Under review`,
  approved: msg`Approved`,
  rejected: msg`Rejected`,
  hidden: msg`Hidden`,
};

/** The statuses the queue can be filtered by. */
export const QUEUE_STATUSES = ['review', 'approved', 'rejected'] as const satisfies readonly AccountStatus[];
