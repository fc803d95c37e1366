/**
 * The brand in served HTML (docs/decisions/066-brand-configuration.md): the prerendered landing carries
 * stand-ins for the name and logo (BRAND_SLOTS) that are filled in here, and both front doors get the brand
 * colours before first paint, so a configured brand never flashes the default one.
 */
import { BRAND_SLOTS, type Brand, brandColors, DEFAULT_BRAND } from '#contract/brand.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A `<style>` that overrides the accent colours; empty for the default brand (base.css has them). */
export function brandStyle(brand: Brand): string {
  if (brand.color === DEFAULT_BRAND.color) return '';
  const { accent, text } = brandColors(brand.color);
  return `<style id="brand-colors">:root{--green:${accent};--green-dark:${text}}</style>`;
}

/** The brand's name, logo and theme colour in place of the build's stand-ins (no colour overrides). */
export function brandSlots(html: string, brand: Brand): string {
  return html
    .replaceAll(BRAND_SLOTS.name, escapeHtml(brand.name))
    .replaceAll(BRAND_SLOTS.logo_url, escapeHtml(brand.logo_url))
    .replace(/(<meta name="theme-color" content=")[^"]*"/, (_, head: string) => `${head}${brand.color}"`);
}

/** The page with the brand's name, logo, theme colour and colours in place of the build's defaults. */
export function brandPage(html: string, brand: Brand): string {
  return brandSlots(html, brand).replace('</head>', () => `${brandStyle(brand)}</head>`);
}
