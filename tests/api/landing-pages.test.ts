/**
 * Serving the guests' landing (api/modules/system/landing-pages.ts, decision 054) through inject, on both
 * drivers: the variant per locale rule, the inlined config and data, compression, the signed-in redirect
 * (live access or refresh token; hidden or signed-out sessions do not count) and the shell fallback.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_VARIANTS, variantFile } from '#contract/landing-html.ts';
import { User } from '../../api/modules/accounts/accounts.entity.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../helpers/api-app.ts';

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'landing'));
  writeFileSync(join(dist, 'index.html'), '<html><head></head><body>shell</body></html>');
  for (const v of LANDING_VARIANTS) {
    writeFileSync(
      join(dist, 'landing', variantFile(v)),
      `<html><body><h1>${v.locale}${v.prefixed ? '+' : ''}</h1><!--landing-inline--></body></html>`,
    );
  }
  t = await createTestApp({
    staticDir: dist,
    env: { LOCALE_EN_DOMAINS: 'en.example', LOCALE_BY_DOMAINS: 'by.example' },
  });
  await createUser(t.app, { email: 'lander@test.local' });
  await createUser(t.app, { email: 'hidden@test.local' });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const heading = (body: string) => /<h1>([^<]*)<\/h1>/.exec(body)?.[1];

describe('landing variants', () => {
  it('picks the variant by prefix, cookie, domain and browser language', async () => {
    const cases: [string, Record<string, string>, string][] = [
      ['/', {}, 'ru'],
      ['/user/landing', {}, 'ru'],
      ['/en', {}, 'en+'],
      ['/by/user/landing/', {}, 'by+'],
      ['/ru', { host: 'en.example' }, 'ru+'],
      ['/', { host: 'en.example' }, 'en'],
      ['/', { host: 'by.example' }, 'by'],
      ['/', { cookie: 'locale=en' }, 'en+'],
      ['/', { host: 'unknown.example', 'accept-language': 'be-BY,ru;q=0.5' }, 'by+'],
      ['/', { host: 'unknown.example', 'accept-language': 'fr, en;q=0.1' }, 'en+'],
      ['/', { host: 'unknown.example', 'accept-language': 'en;q=0, fr' }, 'ru'],
    ];
    for (const [url, headers, expected] of cases) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(heading(res.body), `${url} ${JSON.stringify(headers)}`).toBe(expected);
    }
  });

  it('inlines the public config and the data as inert JSON, compressed on request', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const body = brotliDecompressSync(res.rawPayload).toString();
    expect(body).toContain('<script type="application/json" id="public-config">{"en_domains":["en.example"]');
    const data = JSON.parse(/id="landing-data">(.*?)<\/script>/.exec(body)?.[1] ?? 'null');
    expect(data).toMatchObject({ locale: 'ru', currency: 'RUB' });
    const en = await get('/en');
    expect(JSON.parse(/id="landing-data">(.*?)<\/script>/.exec(en.body)?.[1] ?? 'null')).toMatchObject({
      locale: 'en',
      currency: 'USD',
    });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('falls back to the SPA shell when no landing was built', async () => {
    rmSync(join(dist, 'landing', 'ru.html'));
    try {
      const res = await get('/');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('shell');
    } finally {
      writeFileSync(
        join(dist, 'landing', 'ru.html'),
        '<html><body><h1>ru</h1><!--landing-inline--></body></html>',
      );
    }
  });
});

describe('signed-in visitors', () => {
  it('are redirected to their profile in their locale', async () => {
    const { token, refresh_token } = await signIn(t.app, 'lander@test.local');
    const ru = await get('/', { cookie: `auth.token=${token}` });
    expect(ru.statusCode).toBe(302);
    expect(ru.headers.location).toBe('/user/profile');
    const en = await get('/en/user/landing', { cookie: `auth.token=${token}` });
    expect(en.headers.location).toBe('/en/user/profile');
    const refreshOnly = await get('/', { cookie: `auth.refresh-token=${refresh_token}` });
    expect(refreshOnly.statusCode).toBe(302);

    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-out',
      headers: bearer(token),
      payload: { refresh_token },
    });
    const after = await get('/', { cookie: `auth.token=${token}; auth.refresh-token=${refresh_token}` });
    expect(after.statusCode).toBe(200);
  });

  it('does not count a hidden account or garbage cookies', async () => {
    const { token, refresh_token } = await signIn(t.app, 'hidden@test.local');
    const em = t.app.orm.em.fork();
    await em.nativeUpdate(User, { email: 'hidden@test.local' }, { status: 'hidden' });
    const hidden = await get('/', { cookie: `auth.token=${token}; auth.refresh-token=${refresh_token}` });
    expect(hidden.statusCode).toBe(200);
    for (const cookie of ['auth.token=short', `auth.token=${'z'.repeat(43)}`, 'auth.refresh-token=%00%01']) {
      expect((await get('/', { cookie })).statusCode, cookie).toBe(200);
    }
  });
});
