/**
 * Finding 7 of the hardening issue: tus responses and Fastify's router errors carry the same protections as
 * every other API answer (security headers, no-store, the app's JSON error body, no wildcard CORS).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';
import {
  draftBody,
  fileDecl,
  metaFor,
  newId,
  pngBytes,
  putDraft,
  tusCreate,
  tusHead,
  tusPatch,
  uploadMetadata,
} from '../helpers/api-placements.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'ambassador@demo.local')).token;
});
afterAll(async () => t?.close());

const EVIL = { origin: 'https://evil.example' };

function expectProtected(res: LightMyRequestResponse) {
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
}

function expectAppError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expectProtected(res);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
}

async function declared(size: number) {
  const id = newId();
  const file = fileDecl(size, 'image/png', 'a.png');
  expect((await putDraft(t.app, token, id, draftBody({ files: [file] }))).statusCode).toBe(200);
  return { id, file };
}

describe('tus responses', () => {
  it('OPTIONS carries the security headers and no wildcard CORS', async () => {
    const res = await t.app.inject({ method: 'OPTIONS', url: '/api/v1/uploads', headers: EVIL });
    expect(res.statusCode).toBeLessThan(300);
    expectProtected(res);
    expect(res.headers['tus-version']).toBe('1.0.0');
  });

  it('POST, HEAD and PATCH carry them on success, whatever the Origin', async () => {
    const { id, file } = await declared(1000);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: {
        ...EVIL,
        ...bearer(token),
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
        'upload-metadata': uploadMetadata(metaFor(id, file)),
      },
    });
    expect(created.statusCode).toBe(201);
    expectProtected(created);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]{32}$/);
    const head = await tusHead(t.app, token, location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe('0');
    expectProtected(head);
    const patch = await tusPatch(t.app, token, location, 0, pngBytes(1000));
    expect(patch.statusCode).toBe(204);
    expect(patch.headers['upload-offset']).toBe('1000');
    expectProtected(patch);
  });

  it('sends errors as the app JSON body with the headers (tus and hook errors alike)', async () => {
    const { id, file } = await declared(1000);
    // The app's own check (undeclared file) and tus's checks (missing version, bad offset, unknown id).
    expectAppError(
      await tusCreate(t.app, token, 1000, metaFor(id, { ...file, id: newId() })),
      403,
      'forbidden',
    );
    const noVersion = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: { ...bearer(token), 'upload-length': '1000' },
    });
    expect(noVersion.statusCode).toBe(412);
    expectProtected(noVersion);
    expect(noVersion.headers['content-type']).toMatch(/^application\/json/);
    expect(noVersion.json().code).toBe('bad_request');
    const location = (await tusCreate(t.app, token, 1000, metaFor(id, file))).headers.location as string;
    expectAppError(await tusPatch(t.app, token, location, 10, pngBytes(10)), 409, 'conflict');
    const unknown = `/api/v1/uploads/${'ab'.repeat(16)}`;
    const head = await tusHead(t.app, token, unknown);
    expect(head.statusCode).toBe(404);
    expectProtected(head);
    expectAppError(await tusPatch(t.app, token, unknown, 0, pngBytes(10)), 404, 'not_found');
    expectAppError(await tusCreate(t.app, null, 1000, metaFor(id, file)), 401, 'unauthorized');
  });

  it('answers invalid tus headers with the app error body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: { ...bearer(token), 'tus-resumable': '1.0.0', 'upload-length': '-5' },
    });
    expectAppError(res, 400, 'bad_request');
  });
});

describe("Fastify's router errors", () => {
  it('a bad URL encoding is a 400 with the app body and headers', async () => {
    const res = await t.app.inject({ url: '/api/v1/placements/%E0%A4%A', headers: bearer(token) });
    expectAppError(res, 400, 'bad_request');
  });

  it('an over-long path parameter is a 414 with the app body and headers', async () => {
    const res = await t.app.inject({ url: `/api/v1/placements/${'a'.repeat(500)}`, headers: bearer(token) });
    expectAppError(res, 414, 'bad_request');
  });
});

describe('API docs (Swagger UI)', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        SUPPORT_HMAC_SECRET: 'hmac',
        COOKIE_SECRET: 'cookie',
        SALES_WEBHOOK_SECRET: 'sales',
      },
    });
  });
  afterAll(async () => prod?.close());

  it('are public outside production', async () => {
    expect((await t.app.inject('/api/docs/')).statusCode).toBe(200);
    expect((await t.app.inject('/api/v1/openapi.json')).statusCode).toBe(200);
  });

  it('are only for admins in production, with the app headers on refusals', async () => {
    const ambassador = (await signIn(prod.app, 'ambassador@demo.local')).token;
    const admin = (await signIn(prod.app, 'admin@demo.local')).token;
    for (const url of ['/api/docs/', '/api/docs/static/index.html', '/api/v1/openapi.json']) {
      const anonymous = await prod.app.inject(url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json().code).toBe('unauthorized');
      expect(anonymous.headers['x-content-type-options']).toBe('nosniff');
      expect((await prod.app.inject({ url, headers: bearer(ambassador) })).statusCode, url).toBe(403);
    }
    const ui = await prod.app.inject({ url: '/api/docs/', headers: bearer(admin) });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/^text\/html/);
    const doc = await prod.app.inject({ url: '/api/v1/openapi.json', headers: bearer(admin) });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toBe('3.1.0');
  });
});
