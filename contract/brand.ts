/**
 * The brand is configuration (docs/decisions/066-brand-configuration.md): its name, logo and colour come from
 * the environment (BRAND_NAME, BRAND_LOGO_URL, BRAND_COLOR) and reach the pages through the public config,
 * the web manifest and the mails. The demo's own brand is the default.
 */
import * as v from 'valibot';

export const HEX_COLOR = /^#[0-9a-f]{6}$/i;

export const Brand = v.object({
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  /** A site path ("/favicon.svg") or an https address of the logo (square, shown at 28 px and in mails). */
  logo_url: v.string(),
  /** The accent colour (#rrggbb): buttons, bars, the browser's theme colour. */
  color: v.pipe(v.string(), v.regex(HEX_COLOR)),
});
export type Brand = v.InferOutput<typeof Brand>;

// The defaults and the colour maths live in a Valibot-free module the landing imports (decision 082).
export { BRAND_SLOTS, brandColors, contrastOnWhite, DEFAULT_BRAND } from './brand-colors.ts';
