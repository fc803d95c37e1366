import * as v from 'valibot';
import { Network } from './accounts.ts';
import { RegistryEntry } from './ad-rules.ts';
import {
  PLACEMENT_MAX_FILES,
  PLACEMENT_MAX_MONTHS,
  PLACEMENT_MAX_TOTAL_BYTES,
  STORIES_LIFETIME_DAYS,
  TEXT_MAX,
  TEXT_MIN,
} from './limits.ts';
import { Msg } from './messages.ts';
import { ReviewDecisionBody } from './moderation.ts';
import { MOSCOW_OFFSET } from './units.ts';
import { CalendarDate, HttpUrl, int, isCalendarDate, noControlChars, requiredText } from './validation.ts';

export const PLACEMENT_FORMATS = ['post', 'stories', 'video', 'reels', 'clip', 'live'] as const;
export const PlacementFormat = v.picklist(PLACEMENT_FORMATS, Msg.required.id);
export type PlacementFormat = v.InferOutput<typeof PlacementFormat>;

export const PLACEMENT_CATEGORIES = ['fitness', 'nutrition', 'health', 'lifestyle'] as const;
export const PlacementCategory = v.picklist(PLACEMENT_CATEGORIES, Msg.required.id);

/** SPEC §4: moderation → ready (token issued) → needs_removal → completed; or rejected. `draft` until submitted. */
export const PLACEMENT_STATUSES = [
  'draft',
  'moderation',
  'ready',
  'needs_removal',
  'completed',
  'rejected',
] as const;
export const PlacementStatus = v.picklist(PLACEMENT_STATUSES);
export type PlacementStatus = v.InferOutput<typeof PlacementStatus>;

/** UUIDv7 made on the device: the placement's id from its first offline keystroke to the server. */
export const DeviceId = v.pipe(
  v.string(),
  v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i, Msg.invalid_value.id),
);

export const MEDIA_TYPE = /^(image|video)\//;

/** A material file as declared by the device; the server checks the bytes themselves on upload. */
export const MaterialFile = v.object({
  id: DeviceId,
  name: requiredText(255),
  type: v.pipe(
    v.string(),
    v.maxLength(255, Msg.too_long.id),
    noControlChars(),
    v.regex(MEDIA_TYPE, Msg.unsupported_file.id),
  ),
  size: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(1, Msg.invalid_value.id),
    v.maxValue(PLACEMENT_MAX_TOTAL_BYTES, Msg.files_too_large.id),
  ),
});
export type MaterialFile = v.InferOutput<typeof MaterialFile>;

const optionalUrl = v.optional(v.union([v.literal(''), HttpUrl(2000)]), '');

/** Adds whole days to an ISO date (yyyy-mm-dd), in UTC. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Adds calendar months, clamping to the month's last day (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d.toISOString().slice(0, 10);
}

/** The period end: stories live one day (removed the next day); other formats end on the chosen date. */
export const periodEnd = (format: PlacementFormat, start: string, end: string | undefined): string =>
  format === 'stories' ? addDays(start, STORIES_LIFETIME_DAYS) : (end ?? start);

export { MOSCOW_OFFSET } from './units.ts';

/**
 * When the ad must be gone: the end of the period's last day. Stories count that day in Moscow time, so a
 * story published on the 1st is due at 24:00 Moscow time on the 2nd (21:00 UTC). Other formats keep the
 * end of the last day in UTC.
 */
export function removalDueAt(format: PlacementFormat, endDate: string): Date {
  const offset = format === 'stories' ? MOSCOW_OFFSET : 'Z';
  return new Date(`${addDays(endDate, 1)}T00:00:00${offset}`);
}

/** The placement as the blogger prepares it (PUT /placements/:id, an idempotent upsert by device id). */
export const PlacementDraftBody = v.pipe(
  v.object({
    /** Monotonic per device edit; the server ignores a revision older than the one it has. */
    revision: int(1),
    network: Network,
    promocode: v.optional(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(64, Msg.too_long.id),
        v.regex(/^[\p{L}\d]*$/u, Msg.promocode_chars.id),
      ),
      '',
    ),
    format: PlacementFormat,
    category: PlacementCategory,
    start_date: CalendarDate,
    end_date: v.optional(v.union([v.literal(''), CalendarDate]), ''),
    text: v.pipe(
      v.string(Msg.required.id),
      v.trim(),
      v.nonEmpty(Msg.required.id),
      noControlChars(true),
      v.minLength(TEXT_MIN, Msg.text_min.id),
      v.maxLength(TEXT_MAX, Msg.text_max.id),
    ),
    reach: int(0),
    /** The channel's followers and its entry in Roskomnadzor's list of bloggers (10 000 and more). */
    followers: v.optional(int(0), 0),
    registry_entry: RegistryEntry,
    target_url: HttpUrl(2000),
    publication_url: optionalUrl,
    files: v.pipe(
      v.array(MaterialFile),
      v.maxLength(PLACEMENT_MAX_FILES, Msg.too_many_files.id),
      v.check(
        (files) => files.reduce((sum, f) => sum + f.size, 0) <= PLACEMENT_MAX_TOTAL_BYTES,
        Msg.files_too_large.id,
      ),
    ),
  }),
  v.forward(
    v.check(
      // Invalid dates already carry their own issue; no date arithmetic runs on them.
      (p) =>
        p.format === 'stories' ||
        !isCalendarDate(p.start_date) ||
        (p.end_date !== '' && p.end_date >= p.start_date),
      Msg.invalid_value.id,
    ),
    ['end_date'],
  ),
  v.forward(
    v.check(
      (p) =>
        p.format === 'stories' ||
        !isCalendarDate(p.start_date) ||
        p.end_date === '' ||
        p.end_date <= addMonths(p.start_date, PLACEMENT_MAX_MONTHS),
      Msg.period_too_long.id,
    ),
    ['end_date'],
  ),
);
export type PlacementDraftBody = v.InferOutput<typeof PlacementDraftBody>;

export const Placement = v.object({
  id: v.string(),
  revision: v.number(),
  status: PlacementStatus,
  network: Network,
  promocode: v.string(),
  format: PlacementFormat,
  category: PlacementCategory,
  start_date: v.string(),
  end_date: v.string(),
  /** When the ad must be gone (end of period; stories: the next day). */
  removal_due_at: v.string(),
  text: v.string(),
  reach: v.number(),
  followers: v.number(),
  registry_entry: v.string(),
  target_url: v.string(),
  publication_url: v.string(),
  /** The target link with `?erid=` once a token is issued. */
  marked_url: v.nullable(v.string()),
  erid: v.nullable(v.string()),
  creative_id: v.nullable(v.string()),
  rejection_reason: v.nullable(v.string()),
  files: v.array(v.object({ ...MaterialFile.entries, uploaded: v.boolean(), url: v.nullable(v.string()) })),
  created_at: v.string(),
  submitted_at: v.nullable(v.string()),
});
export type Placement = v.InferOutput<typeof Placement>;

export const PlacementListQuery = v.object({
  status: v.optional(PlacementStatus),
  network: v.optional(Network),
  from: v.optional(CalendarDate),
  to: v.optional(CalendarDate),
});
export type PlacementListQuery = v.InferOutput<typeof PlacementListQuery>;

/** tus upload metadata: which draft and which of its files the bytes belong to. */
export const UploadMetadata = v.object({
  draftId: DeviceId,
  fileId: DeviceId,
  filename: v.pipe(v.string(), v.maxLength(255), noControlChars()),
  filetype: v.pipe(v.string(), v.maxLength(255), noControlChars()),
});

/** Moderators decide on placements exactly as on applications. */
export const PlacementDecisionBody = ReviewDecisionBody;

/** A placement in the moderation queue (GET admin/placements), with its author. */
export const AdminPlacement = v.object({
  ...Placement.entries,
  owner: v.object({ id: v.string(), email: v.string(), first_name: v.nullable(v.string()) }),
});
export type AdminPlacement = v.InferOutput<typeof AdminPlacement>;

export const AdminPlacementQuery = v.object({ status: v.optional(PlacementStatus, 'moderation') });
