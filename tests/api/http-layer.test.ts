/**
 * Answers that Node's HTTP layer gives before Fastify routes a request (trust finding 3): a request line or
 * headers over the size limit (431), a malformed request line (400), an HTTP/1.1 request without Host (400)
 * and an unknown Expect (417). Each must carry the same security headers and error body as every other
 * answer, so they are checked over a real socket.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/api-app.ts';
import { type RawResponse, rawGet, rawRequest } from '../helpers/raw-http.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => t?.close());

function expectProtected(res: RawResponse, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = JSON.parse(res.body) as { code: string; message: string };
  expect(body.code).toBe('bad_request');
  expect(body.message.length).toBeGreaterThan(0);
}

describe('the HTTP layer’s own answers', () => {
  it('a URL over the header limit: 431 with the security headers', async () => {
    expectProtected(await rawGet(port, `/api/v1/team?q=${'a'.repeat(20_000)}`), 431);
  });

  it('a malformed request line: 400 with the security headers', async () => {
    expectProtected(await rawRequest(port, 'GARBAGE\r\n\r\n'), 400);
    expectProtected(await rawRequest(port, 'GET / HTTP/9.9\r\nHost: localhost\r\n\r\n'), 400);
  });

  it('an HTTP/1.1 request without Host: 400 with the security headers', async () => {
    expectProtected(await rawGet(port, '/api/v1/health', ''), 400);
  });

  it('an Expect it cannot meet: 417 with the security headers', async () => {
    expectProtected(await rawGet(port, '/api/v1/health', 'Host: localhost\r\nExpect: banana\r\n'), 417);
  });

  it('still answers an ordinary request on the same server', async () => {
    const res = await rawGet(port, '/api/v1/health');
    expect(res.status).toBe(200);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
