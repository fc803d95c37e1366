/**
 * What the ad-marking operator knows of us (docs/decisions/069-ord-vk.md). Each table is new, so other
 * branches' placement columns are untouched:
 * - `ord_markings`: one row per approved placement until its token is committed; retried with backoff while
 *   the operator is down or slow, claimed by one instance at a time.
 * - `ord_objects`: every object we sent (person, contract, pad, creative, statistics) by its external id, with
 *   the registry's status (processing → verified | bad) and messages for staff.
 * - `placement_reports`: a blogger's impressions of one placement in one calendar month, with the screenshot
 *   as proof, and whether (and which revision) the statistics job sent it.
 */
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ORD_OBJECT_KINDS, ORD_STATUSES } from '#contract/ord.ts';
import { createdAt, timestamps, uuidKey } from '../../lib/columns.ts';
import { User } from '../accounts/accounts.entity.ts';
import { Placement } from './placement.entity.ts';

const claim = () => ({
  claimedAt: p.datetime().nullable(),
  claimToken: p.string().length(36).nullable(),
});

export const OrdMarking = defineEntity({
  name: 'OrdMarking',
  tableName: 'ord_markings',
  indexes: [{ properties: ['doneAt', 'nextAttemptAt'] }],
  properties: {
    placement: () => p.oneToOne(Placement).primary().owner().deleteRule('cascade'),
    attempts: p.integer().default(0),
    /** Null: waits for staff (the operator refused our data, or it is missing); they fix it and resend. */
    nextAttemptAt: p.datetime().nullable(),
    /** The last failure: the operator down, slow, or refusing our data (then staff fix it and resend). */
    lastError: p.text().nullable(),
    doneAt: p.datetime().nullable(),
    ...claim(),
    createdAt: createdAt(),
  },
});
export type OrdMarking = InferEntity<typeof OrdMarking>;

export const OrdObject = defineEntity({
  name: 'OrdObject',
  tableName: 'ord_objects',
  uniques: [{ properties: ['kind', 'externalId'] }],
  indexes: [{ properties: ['status', 'checkedAt'] }],
  properties: {
    id: uuidKey(),
    kind: p.enum(ORD_OBJECT_KINDS),
    externalId: p.string().length(255),
    /** The placement it belongs to (creative, statistics), for the staff board. */
    placementId: p.uuid().nullable().index(),
    status: p.enum(ORD_STATUSES).default('processing'),
    /** JSON array of the registry's messages (empty unless `bad`). */
    messages: p.text().default('[]'),
    checkedAt: p.datetime().nullable(),
    ...timestamps(),
  },
});
export type OrdObject = InferEntity<typeof OrdObject>;

export const PlacementReport = defineEntity({
  name: 'PlacementReport',
  tableName: 'placement_reports',
  uniques: [{ properties: ['placement', 'month'] }],
  indexes: [{ properties: ['unsent', 'month'] }],
  properties: {
    id: uuidKey(),
    placement: () => p.manyToOne(Placement).deleteRule('cascade'),
    /** yyyy-mm */
    month: p.string().length(7),
    impressions: p.integer(),
    /** The stored screenshot of the network's statistics (`<uuid>.<ext>`, see report-proof.ts). */
    screenshotUploadId: p.string().length(64).nullable(),
    /** Its sniffed type (image/jpeg, image/png or image/webp). */
    screenshotType: p.string().length(32).nullable(),
    /** The device's key of the entry that made this revision: a resent entry changes nothing. */
    entryKey: p.string().length(36).nullable(),
    /** Every change of the figures counts up and sets `unsent`; the job sends that revision once. */
    revision: p.integer().default(1),
    unsent: p.boolean().default(true),
    sentRevision: p.integer().default(0),
    /** The operator's external id of the statistics item. */
    ordExternalId: p.string().length(255).nullable(),
    sentAt: p.datetime().nullable(),
    checkedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
    checkedAt: p.datetime().nullable(),
    /** Staff refused the figures (with their words); the blogger enters them again. */
    rejectedAt: p.datetime().nullable(),
    rejectionReason: p.text().nullable(),
    ...claim(),
    ...timestamps(),
  },
});
export type PlacementReport = InferEntity<typeof PlacementReport>;

/** One reminder of one month's report of one placement; the unique key makes it once across instances. */
export const ORD_REMINDER_KINDS = ['open', 'soon'] as const;
export const OrdReminder = defineEntity({
  name: 'OrdReminder',
  tableName: 'ord_report_reminders',
  uniques: [{ properties: ['placement', 'month', 'kind'] }],
  properties: {
    id: uuidKey(),
    placement: () => p.manyToOne(Placement).deleteRule('cascade'),
    month: p.string().length(7),
    kind: p.enum(ORD_REMINDER_KINDS),
    createdAt: createdAt(),
  },
});
export type OrdReminder = InferEntity<typeof OrdReminder>;
