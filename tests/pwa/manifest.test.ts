import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Static checks of public/: what Chromium's install UI needs, with every PNG's real size matching.
const publicDir = resolve(import.meta.dirname, '../../public');
const manifest = JSON.parse(readFileSync(resolve(publicDir, 'manifest.webmanifest'), 'utf8'));

interface Image {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: string;
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(src: string): string {
  const bytes = readFileSync(resolve(publicDir, src.replace(/^\//, '')));
  expect(bytes.subarray(1, 4).toString('latin1'), src).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('web app manifest', () => {
  it('has the fields an installable standalone app needs', () => {
    expect(manifest).toMatchObject({ id: '/', start_url: '/?source=pwa', scope: '/', display: 'standalone' });
    expect(manifest.short_name).toBe('Ambassador');
    expect(manifest.name).toMatch(/^Ambassador/);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.description.length).toBeGreaterThan(20);
  });

  it('has 192 and 512 "any" icons and a separate maskable one, all real PNGs of the stated size', () => {
    const icons: Image[] = manifest.icons;
    for (const icon of icons) expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
    const any = icons.filter((i) => (i.purpose ?? 'any') === 'any').map((i) => i.sizes);
    expect(any).toEqual(expect.arrayContaining(['192x192', '512x512']));
    const maskable = icons.filter((i) => i.purpose === 'maskable');
    expect(maskable.map((i) => i.sizes)).toContain('512x512');
    expect(maskable.every((i) => !any.includes(i.src))).toBe(true);
  });

  it('has narrow and wide screenshots of the stated sizes', () => {
    const shots: Image[] = manifest.screenshots;
    for (const shot of shots) expect(pngSize(shot.src), shot.src).toBe(shot.sizes);
    expect(shots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide']);
  });

  it('ships the Apple touch icon, the favicon and the 404 image', () => {
    expect(pngSize('/icons/apple-touch-icon.png')).toBe('180x180');
    expect(readFileSync(resolve(publicDir, 'favicon.svg'), 'utf8')).toContain('<svg');
    const notFound = readFileSync(resolve(publicDir, 'images/404.svg'), 'utf8');
    expect(notFound).toContain('<svg');
    expect(notFound.length).toBeLessThan(4096);
  });
});
