/**
 * The configured brand on the client (docs/decisions/066-brand-configuration.md): set once at start from the
 * public config, read by the headers and page titles. The server already put the colours into the HTML it
 * served; applying them here covers the shell the service worker serves offline.
 */
import type { Brand } from '#contract/brand.ts';
import { brandColors, DEFAULT_BRAND } from '#contract/brand-colors.ts';

let current: Brand = DEFAULT_BRAND;

export const getBrand = (): Brand => current;

export function applyBrand(brand: Brand | undefined): void {
  current = brand ?? DEFAULT_BRAND;
  if (current.color === DEFAULT_BRAND.color) return;
  const { accent, text } = brandColors(current.color);
  document.documentElement.style.setProperty('--green', accent);
  document.documentElement.style.setProperty('--green-dark', text);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', accent);
}
