import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/api-app.ts';

const INDEX =
  '<!doctype html><html><head><title>shell</title></head><body><div id="app"></div></body></html>';
let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'icons'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'workbox-abc123.js'), '/* workbox */');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"app"}');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app");');
  writeFileSync(join(dist, 'icons', 'icon-192.png'), 'png');
  t = await createTestApp({ staticDir: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });
/** The shell as served: index.html with the public config inlined before `</head>` (decision 054). */
const SHELL = new RegExp(
  `^${INDEX.replace('</head>', '<script type="application/json" id="public-config">\\{.*\\}</script></head>')}$`,
);

describe('static PWA', () => {
  it('caches hashed assets forever', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.body).toBe('console.log("app");');
  });

  it('revalidates the service worker, workbox, manifest, icons and the shell', async () => {
    for (const url of [
      '/sw.js',
      '/workbox-abc123.js',
      '/manifest.webmanifest',
      '/index.html',
      '/icons/icon-192.png',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
    expect((await get('/manifest.webmanifest')).headers['content-type']).toMatch(/manifest\+json/);
  });

  it('answers known page paths with the shell and 200, with or without locale prefix', async () => {
    for (const url of ['/', '/user/login', '/en/user/login', '/by/profile/', '/ru', '/user/placements?x=1']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toMatch(SHELL);
    }
  });

  it('answers unknown paths with the shell and a real 404', async () => {
    for (const url of [
      '/no/such/page',
      '/en/nope',
      '/assets/missing-123.js',
      '/user/login/extra',
      '/assets',
      '/icons/',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toMatch(SHELL);
    }
  });

  it('keeps /api JSON: an unknown API path is a JSON 404, not the shell', async () => {
    const res = await get('/api/v1/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Не найдено', code: 'not_found' });
  });

  it('supports HEAD', async () => {
    const page = await get('/user/login', 'HEAD');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('');
    expect((await get('/assets/app-abc123.js', 'HEAD')).statusCode).toBe(200);
    expect((await get('/nope', 'HEAD')).statusCode).toBe(404);
  });

  it('does not serve files outside the root', async () => {
    const res = await get('/../package.json');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('"devDependencies"');
    expect((await get('/%2e%2e/package.json')).body).not.toContain('ambassador-platform');
  });
});

describe('without a build', () => {
  it('answers pages with 503 and other paths with 404, API unaffected', async () => {
    const bare = await createTestApp({ seed: false });
    try {
      expect((await bare.app.inject('/user/login')).statusCode).toBe(503);
      expect((await bare.app.inject('/user/login')).json().code).toBe('service_unavailable');
      expect((await bare.app.inject('/nope')).statusCode).toBe(404);
      expect((await bare.app.inject('/api/v1/health')).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
