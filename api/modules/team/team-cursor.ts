/**
 * The team list's keyset cursor: base64url of the last row's sort key, tagged with the sort it belongs to.
 * It is opaque to the client but not secret (it only positions a page inside the viewer's own team), so it
 * is validated, not signed: anything that does not decode to a well-formed key of the requested sort is a
 * 422, never a database error.
 */
import * as v from 'valibot';
import type { TeamSort } from '#contract/team.ts';
import { validationError } from '../../lib/valibot.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Registration times fit in this range (years 2000–2100): a wider number is not one of our keys. */
const TIME_MIN = 946_684_800_000;
const TIME_MAX = 4_102_444_800_000;

const Key = v.variant('s', [
  v.object({
    s: v.picklist(['joined_desc', 'joined_asc']),
    k: v.pipe(v.number(), v.integer(), v.minValue(TIME_MIN), v.maxValue(TIME_MAX)),
    id: v.pipe(v.string(), v.regex(UUID)),
  }),
  v.object({
    s: v.literal('name_asc'),
    k: v.pipe(v.string(), v.maxLength(700)),
    id: v.pipe(v.string(), v.regex(UUID)),
  }),
]);
export type CursorKey = v.InferOutput<typeof Key>;

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

const badCursor = () => validationError({ cursor: ['invalid_value'] });

export function decodeCursor(cursor: string, sort: TeamSort): CursorKey {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badCursor();
  }
  const result = v.safeParse(Key, parsed);
  if (!result.success || result.output.s !== sort) throw badCursor();
  return result.output;
}
