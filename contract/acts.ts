/** Closing acts (docs/decisions/072-closing-acts.md): what the Documents page lists. */
import * as v from 'valibot';
import { Currency } from './money.ts';

export const ClosingAct = v.object({
  id: v.string(),
  number: v.number(),
  /** The month of the services, yyyy-mm. */
  month: v.string(),
  /** 0 for the month's act; a correction has a higher revision and names the act it corrects. */
  revision: v.number(),
  corrects_number: v.nullable(v.number()),
  amount: v.number(),
  currency: Currency,
  issued_at: v.string(),
});
export type ClosingAct = v.InferOutput<typeof ClosingAct>;

export const ClosingActList = v.object({ items: v.array(ClosingAct) });
export type ClosingActList = v.InferOutput<typeof ClosingActList>;

export const ActPdfQuery = v.object({ lang: v.optional(v.picklist(['ru', 'en'])) });
export const ActIdParams = v.object({ id: v.pipe(v.string(), v.uuid()) });
