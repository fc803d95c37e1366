/**
 * The brand is configuration (docs/decisions/066-brand-configuration.md): BRAND_NAME, BRAND_LOGO_URL and
 * BRAND_COLOR reach the public config, the served manifest, the shell's colours and the CSP; bad values stop
 * the start with a clear message.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';
import { createTestApp, type TestApp } from '../helpers/api-app.ts';

const MANIFEST = {
  name: 'Ambassador — fitness brand partner app',
  short_name: 'Ambassador',
  theme_color: '#1db954',
  icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
};
const BRAND = {
  BRAND_NAME: 'Fit Club',
  BRAND_LOGO_URL: 'https://cdn.fitclub.example/logo.svg',
  BRAND_COLOR: '#FF6600',
};

let dist: string;
let branded: TestApp;
let plain: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-brand-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify(MANIFEST));
  [branded, plain] = await Promise.all([
    createTestApp({ staticDir: dist, env: BRAND, seed: false }),
    createTestApp({ staticDir: dist, seed: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([branded?.close(), plain?.close()]);
  rmSync(dist, { recursive: true, force: true });
});

describe('brand configuration', () => {
  it('is in the public config, with the demo brand as the default', async () => {
    const a = (await branded.app.inject({ url: '/api/v1/config' })).json();
    expect(a.brand).toEqual({
      name: 'Fit Club',
      logo_url: 'https://cdn.fitclub.example/logo.svg',
      color: '#ff6600',
    });
    const b = (await plain.app.inject({ url: '/api/v1/config' })).json();
    expect(b.brand).toEqual({ name: 'Ambassador', logo_url: '/favicon.svg', color: '#1db954' });
  });

  it('names the installed app: the manifest is served with the brand in it', async () => {
    const res = await branded.app.inject({ url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toMatchObject({
      name: 'Fit Club — fitness brand partner app',
      short_name: 'Fit Club',
      theme_color: '#ff6600',
      icons: [{ src: 'https://cdn.fitclub.example/logo.svg', sizes: 'any' }],
    });
    expect((await plain.app.inject({ url: '/manifest.webmanifest' })).json()).toEqual(MANIFEST);
  });

  it("paints the shell in the brand's colours and lets the logo's host through the CSP", async () => {
    const res = await branded.app.inject({ url: '/user/profile' });
    expect(res.body).toMatch(/<style id="brand-colors">:root\{--green:#ff6600;--green-dark:#[0-9a-f]{6}\}/);
    expect(res.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/cdn\.fitclub\.example/);
    expect((await plain.app.inject({ url: '/user/profile' })).body).not.toContain('brand-colors');
  });

  it.each([
    ['BRAND_COLOR', 'orange'],
    ['BRAND_LOGO_URL', 'http://insecure.example/logo.svg'],
    ['BRAND_LOGO_URL', '//evil.example/logo.svg'],
    ['BRAND_NAME', '   '],
    ['BRAND_NAME', '<script>'],
    ['BRAND_NAME', 'x'.repeat(41)],
  ])('refuses %s=%j with a clear message', (key, value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', [key]: value }, tmpdir())).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', [key]: value }, tmpdir())).toThrow(key);
  });
});
