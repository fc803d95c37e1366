import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Health, PublicConfig } from '#contract/app-config.ts';
import { ErrorBody } from '#contract/errors.ts';
import { Msg } from '#contract/messages.ts';
import { createTestApp, type TestApp, usesPostgres } from '../helpers/api-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      SUPPORT_APP_ID: 'app-123',
      LOCALE_EN_DOMAINS: 'en.example.com, EN.test',
      PUBLIC_URL: 'http://Ambassador.example.ru:8080',
    },
  });
  // A route whose schema carries a shared message id (contract/messages.ts).
  t.app.post(
    '/api/v1/test-promocode',
    { schema: { body: v.object({ code: v.pipe(v.string(), v.regex(/^\w+$/, Msg.promocode_chars.id)) }) } },
    async () => ({ ok: true }),
  );
  // A route that fails with details that must never reach the client.
  t.app.get('/api/v1/test-boom', async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
});
afterAll(async () => t?.close());

describe('health and config', () => {
  it('reports a working database', async () => {
    const res = await t.app.inject('/api/v1/health');
    expect(res.statusCode).toBe(200);
    expect(v.parse(Health, res.json())).toMatchObject({ status: 'ok', db: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('publishes the public configuration only', async () => {
    const res = await t.app.inject('/api/v1/config');
    expect(res.statusCode).toBe(200);
    expect(v.parse(PublicConfig, res.json())).toEqual({
      en_domains: ['en.example.com', 'en.test'],
      by_domains: ['by.localhost'],
      ru_domains: ['ambassador.example.ru'],
      support_app_id: 'app-123',
      analytics_id: null,
      brand: { name: 'Ambassador', logo_url: '/favicon.svg', color: '#1db954' },
    });
    expect(res.body).not.toContain(t.config.supportHmacSecret);
  });

  it('serves the OpenAPI document built from the contract schemas', async () => {
    const res = await t.app.inject('/api/v1/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const signIn = doc.paths['/api/v1/auth/sign-in'].post;
    const schema = signIn.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(['email', 'password']);
    expect(schema.properties.email.format).toBe('email');
    expect(signIn.responses['200'].content['application/json'].schema.required).toContain('refresh_token');
    expect((await t.app.inject('/api/docs/')).statusCode).toBe(200);
  });
});

describe('database', () => {
  it('runs SQLite with WAL, a busy timeout and foreign keys (PostgreSQL: just answers)', async () => {
    const em = t.app.orm.em.fork();
    if (usesPostgres()) {
      expect(await em.getConnection().execute('select 1 as one')).toEqual([{ one: 1 }]);
      return;
    }
    const pragma = async (name: string) =>
      Object.values((await em.getConnection().execute(`pragma ${name}`))[0])[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('busy_timeout')).toBe(5000);
    expect(await pragma('foreign_keys')).toBe(1);
  });
});

describe('security headers', () => {
  it('sets a strict CSP and the usual helmet headers', async () => {
    const res = await t.app.inject('/api/v1/health');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('errors', () => {
  it('answers unknown API paths with a JSON 404 for any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/v1/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ message: 'Не найдено', code: 'not_found' });
    }
  });

  it('hides 5xx details and stacks', async () => {
    const res = await t.app.inject('/api/v1/test-boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Что-то пошло не так', code: 'internal_error' });
    expect(res.body).not.toMatch(/secret|stack|Error/);
    const en = await t.app.inject({
      url: '/api/v1/test-boom',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(en.json().message).toBe('Something went wrong');
  });

  it('picks the language from the cookie, then the domain, then Accept-Language', async () => {
    const msg = async (headers: Record<string, string>) =>
      (await t.app.inject({ url: '/api/v1/nope', headers })).json().message;
    expect(await msg({ host: 'EN.test:8080' })).toBe('Not found');
    expect(await msg({ 'x-forwarded-domain': 'en.example.com', 'accept-language': 'ru' })).toBe('Not found');
    expect(await msg({ 'x-forwarded-domain': 'en.example.com', cookie: 'locale=ru' })).toBe('Не найдено');
    expect(await msg({ cookie: 'locale=en', 'accept-language': 'ru' })).toBe('Not found');
    expect(await msg({ cookie: 'locale=by', 'accept-language': 'en' })).toBe('Не найдено');
    expect(await msg({ 'accept-language': 'de, en;q=0.5' })).toBe('Not found');
    expect(await msg({})).toBe('Не найдено');
  });

  it('uses the message id a schema carries, translated from the catalogs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test-promocode',
      payload: { code: 'a b' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      code: ['Поле промокод не может содержать специальных символов и пробелов'],
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/test-promocode',
      payload: { code: 'SUMMER' },
    });
    expect(ok.json()).toEqual({ ok: true });
  });

  it('rejects a body over 1 MiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(v.parse(ErrorBody, res.json()).code).toBe('payload_too_large');
  });

  it('rejects non-JSON bodies with 415 and malformed JSON with 400', async () => {
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'text/plain' },
      payload: 'hello',
    });
    expect(plain.statusCode).toBe(415);
    expect(plain.json().code).toBe('unsupported_media_type');
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'Некорректный запрос', code: 'bad_request' });
  });
});
