// @vitest-environment node
/**
 * The configured brand (docs/decisions/066-brand-configuration.md): readable colours from any accent, the
 * prerendered landing's stand-ins filled in (escaped), and the served manifest.
 */
import { describe, expect, it } from 'vitest';
import { BRAND_SLOTS, brandColors, contrastOnWhite, DEFAULT_BRAND } from '#contract/brand.ts';
import { brandPage, brandStyle } from '../../api/modules/system/brand-html.ts';
import { brandManifest } from '../../api/modules/system/web-manifest.ts';

describe('brand colours', () => {
  it('keep the demo colours for the default accent', () => {
    expect(brandColors('#1db954')).toEqual({ accent: '#1db954', text: '#128039' });
    expect(brandStyle(DEFAULT_BRAND)).toBe('');
  });

  it('darken any accent until text on white (and white on it) reads at 4.5:1', () => {
    for (const color of ['#ffcc00', '#ff6600', '#00e5ff', '#ffffff', '#7c3aed', '#000000']) {
      const { accent, text } = brandColors(color);
      expect(accent).toBe(color);
      expect(contrastOnWhite(text), color).toBeGreaterThanOrEqual(4.5);
    }
    // An accent dark enough already stays as it is.
    expect(brandColors('#1e3a8a').text).toBe('#1e3a8a');
  });
});

describe('brand in served HTML', () => {
  const page = `<html><head><meta name="theme-color" content="#1db954" /><title>Join · ${BRAND_SLOTS.name}</title></head><body><img src="${BRAND_SLOTS.logo_url}" alt=""><span>${BRAND_SLOTS.name}</span></body></html>`;

  it('fills the name and logo, escaped, and sets the theme colour and the accent', () => {
    const html = brandPage(page, { name: 'Fit & "Co"', logo_url: '/brand/logo.svg', color: '#ff6600' });
    expect(html).not.toContain('__BRAND');
    expect(html).toContain('<title>Join · Fit &#38; &#34;Co&#34;</title>');
    expect(html).toContain('<span>Fit &#38; &#34;Co&#34;</span>');
    expect(html).toContain('src="/brand/logo.svg"');
    expect(html).toContain('<meta name="theme-color" content="#ff6600" />');
    expect(html).toMatch(
      /<style id="brand-colors">:root\{--green:#ff6600;--green-dark:#[0-9a-f]{6}\}<\/style><\/head>/,
    );
  });

  it('gives the default brand the build exactly as it was', () => {
    const html = brandPage(page, DEFAULT_BRAND);
    expect(html).toBe(
      page.replaceAll(BRAND_SLOTS.name, 'Ambassador').replace(BRAND_SLOTS.logo_url, '/favicon.svg'),
    );
  });
});

describe('the served manifest', () => {
  const template = {
    name: 'Ambassador — fitness brand partner app',
    short_name: 'Ambassador',
    theme_color: '#1db954',
    icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
  };

  it('is the built one for the default brand', () => {
    expect(brandManifest(template, DEFAULT_BRAND)).toBe(template);
  });

  it("carries the brand's name, tagline, colour and vector logo", () => {
    const branded = brandManifest(template, {
      name: 'Fit Club',
      logo_url: '/brand/logo.svg',
      color: '#ff6600',
    });
    expect(branded).toMatchObject({
      name: 'Fit Club — fitness brand partner app',
      short_name: 'Fit Club',
      theme_color: '#ff6600',
      icons: [{ src: '/brand/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    });
    // A raster logo has one size; the bundled icons stay rather than a wrongly sized one.
    const png = brandManifest(template, { name: 'Fit Club', logo_url: '/logo.png', color: '#1db954' });
    expect(png.icons).toEqual(template.icons);
  });
});
