/**
 * A blogger's promocodes (SPEC §5): letters and digits only, unique across the platform whatever the case,
 * each bound to one social network. Placements pick one of them (decision 043).
 */
import * as v from 'valibot';
import { Network } from './accounts.ts';
import { Msg } from './messages.ts';
import { Currency, MonthKey } from './money.ts';

/** The column holds 32 characters (code and its lower-case key alike). */
export const PROMOCODE_MAX = 32;
/** How many promocodes one blogger may hold: enough for every network several times over. */
export const PROMOCODES_PER_OWNER = 50;

/**
 * The uniqueness key: NFC, then lower case. Lower-casing can lengthen a string ('İ' → 'i̇'), so the key
 * has its own length check below rather than trusting the code's.
 */
export const promocodeKey = (code: string): string => code.normalize('NFC').toLowerCase();

/** A new promocode as typed: trimmed and NFC-normalised, then letters and digits only (no spaces). */
export const PromocodeCode = v.pipe(
  v.string(Msg.required.id),
  v.trim(),
  v.transform((code) => code.normalize('NFC')),
  v.nonEmpty(Msg.required.id),
  v.maxLength(PROMOCODE_MAX, Msg.too_long.id),
  v.regex(/^[\p{L}\d]+$/u, Msg.promocode_chars.id),
  v.check((code) => promocodeKey(code).length <= PROMOCODE_MAX, Msg.too_long.id),
);

export const PromocodeBody = v.object({ network: Network, code: PromocodeCode });
export type PromocodeBody = v.InferOutput<typeof PromocodeBody>;

export const PromocodeListQuery = v.object({ network: v.optional(Network) });
export type PromocodeListQuery = v.InferOutput<typeof PromocodeListQuery>;

/** A promocode's sales in the current month: orders through it (refunded ones left out) and their revenue. */
export const PromocodeMonth = v.object({
  month: MonthKey,
  orders: v.number(),
  revenue: v.number(),
  currency: Currency,
});
export type PromocodeMonth = v.InferOutput<typeof PromocodeMonth>;

export const Promocode = v.object({
  id: v.string(),
  network: Network,
  code: v.string(),
  created_at: v.string(),
  /** In the owner's list only (a new code has sold nothing yet). */
  this_month: v.optional(PromocodeMonth),
  /**
   * Retired by staff because it leaked (docs/decisions/078): orders placed before `until` still count, later
   * ones do not; `replacement` is the code issued instead.
   */
  retired: v.optional(
    v.nullable(v.object({ reason: v.literal('leaked'), until: v.string(), replacement: v.string() })),
  ),
});
export type Promocode = v.InferOutput<typeof Promocode>;

/** The registered code a placement's stored value stands for (same network, any case), or undefined. */
export const matchPromocode = <T extends Pick<Promocode, 'network' | 'code'>>(
  codes: readonly T[],
  network: string,
  value: string,
): T | undefined => {
  const key = promocodeKey(value);
  return codes.find((c) => c.network === network && promocodeKey(c.code) === key);
};
