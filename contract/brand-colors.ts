/**
 * The brand's defaults and colour maths (decision 066), without Valibot: the landing entry imports them
 * (decision 082). contract/brand.ts re-exports them next to the schema.
 */
/** The brand's fields, as contract/brand.ts validates them (kept here so neither module imports the other). */
interface Brand {
  name: string;
  logo_url: string;
  color: string;
}

export const DEFAULT_BRAND: Brand = { name: 'Ambassador', logo_url: '/favicon.svg', color: '#1db954' };
/** The default accent's text-safe companion, tuned by hand (styles/base.css --green-dark). */
const DEFAULT_TEXT_COLOR = '#128039';

/**
 * Stand-ins the build-time prerender writes where the brand goes; the server fills them in when it serves
 * the page (the brand is runtime configuration, the prerendered HTML is not).
 */
export const BRAND_SLOTS: Brand = { name: '__BRAND_NAME__', logo_url: '/__BRAND_LOGO__', color: '#1db954' };

const channel = (hex: string, at: number) => Number.parseInt(hex.slice(at, at + 2), 16);
const rgb = (hex: string): [number, number, number] => [channel(hex, 1), channel(hex, 3), channel(hex, 5)];
const toHex = (parts: number[]) =>
  `#${parts.map((p) => Math.round(p).toString(16).padStart(2, '0')).join('')}`;

/** WCAG relative luminance of an sRGB colour. */
function luminance(hex: string): number {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of a colour against white. */
export const contrastOnWhite = (hex: string): number => 1.05 / (luminance(hex) + 0.05);

/**
 * The accent and a darker shade of it that carries text on white and white text on it (WCAG AA, 4.5:1):
 * an accent light enough for bars and icons is rarely dark enough for words.
 */
export function brandColors(color: string): { accent: string; text: string } {
  const accent = color.toLowerCase();
  if (accent === DEFAULT_BRAND.color) return { accent, text: DEFAULT_TEXT_COLOR };
  let parts = rgb(accent);
  let text = accent;
  for (let i = 0; i < 100 && contrastOnWhite(text) < 4.5; i++) {
    parts = parts.map((p) => p * 0.95) as [number, number, number];
    text = toHex(parts);
  }
  return { accent, text };
}
