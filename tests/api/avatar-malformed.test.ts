/** Finding 4 of the hardening issue: malformed multipart bodies are client errors (400), never a 500. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, signIn, type TestApp } from '../helpers/api-app.ts';
import { multipartBody, png } from '../helpers/api-multipart.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t.app, 'ambassador@demo.local')).token;
});
afterAll(async () => t?.close());

const avatarFiles = () => {
  try {
    return readdirSync(join(t.config.varDir, 'avatars'));
  } catch {
    return [];
  }
};

const post = (payload: string | Buffer, contentType: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/profile/avatar',
    headers: { ...bearer(token), 'content-type': contentType },
    payload,
  });

function expectBadRequest(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.json()).toMatchObject({ code: 'bad_request' });
  expect(res.headers['x-content-type-options']).toBe('nosniff');
}

describe('POST /profile/avatar with a malformed body', () => {
  it('answers 400 for a multipart body cut short (no closing boundary)', async () => {
    const { payload, headers } = multipartBody('file', 'a.png', png(3000), 'image/png');
    const cut = payload.subarray(0, payload.length - 40);
    expectBadRequest(await post(cut, headers['content-type']));
    expect(avatarFiles()).toEqual([]);
  });

  it('answers 400 for a body cut inside the part headers', async () => {
    const { payload, headers } = multipartBody('file', 'a.png', png(3000), 'image/png');
    expectBadRequest(await post(payload.subarray(0, 60), headers['content-type']));
  });

  it('answers 400 for multipart/form-data without a boundary', async () => {
    const { payload } = multipartBody('file', 'a.png', png(100), 'image/png');
    expectBadRequest(await post(payload, 'multipart/form-data'));
  });

  it('answers 400 for a JSON body under a multipart content type', async () => {
    expectBadRequest(await post('{"file":"x"}', 'multipart/form-data; boundary=----abc'));
    expectBadRequest(await post('{"file":"x"}', 'multipart/form-data'));
  });

  it('answers an empty multipart form as a missing file (422), not a 500', async () => {
    const res = await post('', 'multipart/form-data; boundary=----abc');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('still stores a well-formed avatar afterwards', async () => {
    const { payload, headers } = multipartBody('file', 'a.png', png(200), 'image/png');
    const res = await post(payload, headers['content-type']);
    expect(res.statusCode).toBe(200);
    expect(avatarFiles()).toHaveLength(1);
  });
});
