/**
 * The guests' landing as the server sends it (decision 054): parsed without running any script, it already
 * has its main heading in the visitor's language, links in the right locale form, the public config and
 * the landing data inlined as JSON; signed-in visitors are redirected to their profile (SPEC §2).
 */
import { type IncomingHttpHeaders, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, ApiPath } from '#contract/api-paths.ts';
import { AUTH_REFRESH_COOKIE, AUTH_TOKEN_COOKIE } from '#contract/landing-html.ts';
import { apiCall, DEMO_PASSWORD } from '../helpers/journey.ts';
import { type AppServer, startServer } from '../helpers/server.ts';

let server: AppServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server?.stop());

const window = new Window();
afterAll(() => window.close());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  html: string;
}

/** node:http rather than fetch, which may not set the Host header (the English domain). */
function get(path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request(`${server.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        const raw =
          encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        done({ status: res.statusCode ?? 0, headers: res.headers, html: raw.toString('utf8') });
      });
    });
    req.on('error', fail);
    req.end();
  });
}

/** Parsed with DOMParser: no script of the page runs. */
async function fetchPage(path: string, headers: Record<string, string> = {}) {
  const res = await get(path, headers);
  const doc = new window.DOMParser().parseFromString(res.html, 'text/html');
  const json = (id: string) => JSON.parse(doc.getElementById(id)?.textContent ?? 'null');
  const hrefs = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  return { res, doc, json, hrefs };
}

describe('landing HTML before any script', () => {
  it('serves `/` prerendered in Russian with the config inlined', async () => {
    const { res, doc, json, hrefs } = await fetchPage('/', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(doc.documentElement.getAttribute('lang')).toBe('ru');
    expect(doc.querySelector('h1')?.textContent).toBe('Стань амбассадором бренда');
    expect(doc.querySelector('meta[name=description]')?.getAttribute('content')).toMatch(/амбассадор/);
    expect(json('public-config')).toMatchObject({ en_domains: ['en.localhost'], ru_domains: ['127.0.0.1'] });
    expect(json('landing-variant')).toEqual({ locale: 'ru', prefixed: false });
    expect(json('landing-data')).toMatchObject({ locale: 'ru', currency: 'RUB' });
    expect(json('landing-data').ranks.length).toBeGreaterThan(0);
    expect(hrefs).toContain('/user/register');
    expect(hrefs).toContain('/user/login');
    // Every inline script is inert JSON: the CSP allows no inline script.
    for (const script of doc.querySelectorAll('script:not([src])')) {
      expect(script.getAttribute('type')).toBe('application/json');
    }
    // The CSS is inlined; the only external script is the landing entry.
    expect(doc.querySelectorAll('link[rel=stylesheet]')).toHaveLength(0);
    expect(doc.querySelectorAll('script[src]')).toHaveLength(1);
  });

  it('serves `/en` and `/en/user/landing` in English with prefixed links', async () => {
    for (const path of ['/en', '/en/user/landing']) {
      const { res, doc, json, hrefs } = await fetchPage(path);
      expect(res.status).toBe(200);
      expect(doc.documentElement.getAttribute('lang')).toBe('en');
      expect(doc.querySelector('h1')?.textContent).toBe('Become a brand ambassador');
      expect(json('landing-variant')).toEqual({ locale: 'en', prefixed: true });
      expect(hrefs).toContain('/en/user/register');
      expect(hrefs).not.toContain('/user/register');
    }
  });

  it('picks the locale like the client: domain, cookie, browser language', async () => {
    const en = await fetchPage('/', { host: `en.localhost:${server.port}` });
    expect(en.doc.querySelector('h1')?.textContent).toBe('Become a brand ambassador');
    expect(en.json('landing-variant')).toEqual({ locale: 'en', prefixed: false });
    expect(en.hrefs).toContain('/user/register');

    const byCookie = await fetchPage('/user/landing', { cookie: 'locale=by' });
    expect(byCookie.json('landing-variant')).toEqual({ locale: 'by', prefixed: true });
    expect(byCookie.hrefs).toContain('/by/user/register');

    // An unknown domain follows the browser language.
    const browser = await fetchPage('/', {
      host: `localhost:${server.port}`,
      'accept-language': 'de-DE, en;q=0.8, ru;q=0.5',
    });
    expect(browser.json('landing-variant')).toEqual({ locale: 'en', prefixed: true });
    // The known Russian domain does not consult it.
    const ru = await fetchPage('/', { 'accept-language': 'en' });
    expect(ru.json('landing-variant')).toEqual({ locale: 'ru', prefixed: false });
  });

  it('inlines the public config into the SPA shell too', async () => {
    const { res, json } = await fetchPage('/user/login');
    expect(res.status).toBe(200);
    expect(json('public-config')).toMatchObject({ en_domains: ['en.localhost'] });
  });
});

describe('signed-in visitors', () => {
  it('are redirected from the landing to their profile', async () => {
    const signIn = await apiCall<{ token: string; refresh_token: string }>(server.url, ApiPath.signIn, {
      json: { email: 'pavel@demo.local', password: DEMO_PASSWORD },
    });
    expect(signIn.status).toBe(200);
    const { token, refresh_token } = signIn.body;

    const home = await fetchPage('/', { cookie: `${AUTH_TOKEN_COOKIE}=${token}` });
    expect(home.res.status).toBe(302);
    expect(home.res.headers.location).toBe('/user/profile');
    const en = await fetchPage('/en/user/landing', { cookie: `${AUTH_TOKEN_COOKIE}=${token}` });
    expect(en.res.status).toBe(302);
    expect(en.res.headers.location).toBe('/en/user/profile');
    // An expired access token with a live refresh token is still a signed-in visitor.
    const refreshOnly = await fetchPage('/', {
      cookie: `${AUTH_TOKEN_COOKIE}=${'x'.repeat(43)}; ${AUTH_REFRESH_COOKIE}=${refresh_token}`,
    });
    expect(refreshOnly.res.status).toBe(302);

    // After sign-out the same cookies are a guest's.
    const out = await fetch(`${server.url}${API_PREFIX}/${ApiPath.signOut}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token }),
    });
    expect(out.status).toBeLessThan(300);
    const after = await fetchPage('/', {
      cookie: `${AUTH_TOKEN_COOKIE}=${token}; ${AUTH_REFRESH_COOKIE}=${refresh_token}`,
    });
    expect(after.res.status).toBe(200);
  });

  it('treats unknown or malformed tokens as a guest', async () => {
    for (const cookie of [`${AUTH_TOKEN_COOKIE}=${'a'.repeat(43)}`, `${AUTH_TOKEN_COOKIE}=%3Cx%3E`]) {
      const { res, doc } = await fetchPage('/', { cookie });
      expect(res.status).toBe(200);
      expect(doc.querySelector('h1')?.textContent).toBe('Стань амбассадором бренда');
    }
  });
});
