/**
 * An ad placement and its material files. Ids are UUIDv7 made on the device, so an offline draft keeps its
 * identity all the way to the server (the primary key makes a retried create a no-op, never a duplicate).
 */
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { NETWORKS } from '#contract/accounts.ts';
import { PLACEMENT_CATEGORIES, PLACEMENT_FORMATS, PLACEMENT_STATUSES } from '#contract/placements.ts';
import { createdAt, timestamps } from '../../lib/columns.ts';
import { User } from '../accounts/accounts.entity.ts';

export const Placement = defineEntity({
  name: 'Placement',
  tableName: 'placements',
  uniques: [{ properties: ['owner', 'id'] }],
  indexes: [
    { properties: ['owner', 'createdAt'] },
    { properties: ['status', 'removalDueAt'] },
    // A tracked link's click names its placement by the token (decision 080).
    { properties: ['owner', 'erid'] },
  ],
  properties: {
    id: p.uuid().primary(),
    owner: () => p.manyToOne(User).deleteRule('cascade'),
    /** The device's edit counter; an older revision never overwrites a newer one. */
    revision: p.integer(),
    status: p.enum(PLACEMENT_STATUSES).default('draft'),
    network: p.enum(NETWORKS),
    promocode: p.string().length(64).default(''),
    format: p.enum(PLACEMENT_FORMATS),
    category: p.enum(PLACEMENT_CATEGORIES),
    /** yyyy-mm-dd strings: compare correctly as text on both drivers. */
    startDate: p.string().length(10),
    endDate: p.string().length(10),
    removalDueAt: p.datetime(),
    text: p.text(),
    reach: p.integer(),
    /** The channel's followers as the blogger gives them, and its Roskomnadzor list entry (a link). */
    followers: p.integer().default(0),
    registryEntry: p.string().length(500).default(''),
    targetUrl: p.string().length(2000),
    publicationUrl: p.string().length(2000).default(''),
    erid: p.string().length(100).nullable(),
    creativeId: p.string().length(50).nullable(),
    rejectionReason: p.text().nullable(),
    submittedAt: p.datetime().nullable(),
    /** The Idempotency-Key of the submit that moved the draft to moderation. */
    submitKey: p.string().length(200).nullable().unique(),
    ...timestamps(),
  },
});
export type Placement = InferEntity<typeof Placement>;

export const PlacementFile = defineEntity({
  name: 'PlacementFile',
  tableName: 'placement_files',
  properties: {
    id: p.uuid().primary(),
    placement: () => p.manyToOne(Placement).deleteRule('cascade').index(),
    /** Position in the draft's list. */
    position: p.integer().default(0),
    name: p.string().length(255),
    declaredType: p.string().length(255),
    declaredSize: p.integer(),
    /** The tus upload id (server-made file name under <VAR_DIR>/uploads); set once an upload is created. */
    uploadId: p.string().length(64).nullable().unique(),
    uploadStartedAt: p.datetime().nullable(),
    uploaded: p.boolean().default(false),
    /** MIME type read from the bytes (file-type), never the declared one. */
    sniffedType: p.string().length(255).nullable(),
    createdAt: createdAt(),
  },
});
export type PlacementFile = InferEntity<typeof PlacementFile>;
