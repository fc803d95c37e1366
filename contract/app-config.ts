import * as v from 'valibot';
import { Brand } from './brand.ts';

/** Public runtime configuration the client reads from `GET /api/v1/config` (cached for offline use). */
export const PublicConfig = v.object({
  en_domains: v.array(v.string()),
  by_domains: v.array(v.string()),
  /** Known Russian domains (the PUBLIC_URL host): there the browser language is not consulted. */
  ru_domains: v.optional(v.array(v.string())),
  support_app_id: v.nullable(v.string()),
  analytics_id: v.nullable(v.string()),
  /** Optional so a copy cached before brands were configurable still parses (then the default brand). */
  brand: v.optional(Brand),
});
export type PublicConfig = v.InferOutput<typeof PublicConfig>;

export const Health = v.object({ status: v.literal('ok'), db: v.literal('ok'), version: v.string() });
export type Health = v.InferOutput<typeof Health>;
