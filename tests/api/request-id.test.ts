/** Request ids (docs/decisions/062): kept when safe, replaced when not, echoed, and on every log line. */
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../api/app.ts';
import { createTestApp } from '../helpers/api-app.ts';

const t = await createTestApp({ env: { INSTANCE_ID: 'api-test-7' } });
const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});
// A second app on the same database whose log lines are kept.
const logged = await buildApp(t.config, { logger: { level: 'info', stream } });
afterAll(async () => {
  await logged.close();
  await t.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('keeps a safe x-request-id and echoes it with the instance name', async () => {
    const res = await t.app.inject({ url: '/api/v1/config', headers: { 'x-request-id': 'lb-42.abc_DEF' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe('lb-42.abc_DEF');
    expect(res.headers['x-instance']).toBe('api-test-7');
  });

  it.each([
    ['a space', 'abc def'],
    ['a quote', 'x"onload="y'],
    ['a newline-like escape', 'a\\nb'],
    ['a slash', '../../etc'],
    ['too long', 'a'.repeat(65)],
    ['empty', ''],
  ])('replaces a hostile value (%s) with a new UUID', async (_why, hostile) => {
    const res = await t.app.inject({ url: '/api/v1/config', headers: { 'x-request-id': hostile } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('gives every request its own id when none is sent, errors included, and keeps the error body', async () => {
    const a = await t.app.inject({ url: '/api/v1/profile' });
    const b = await t.app.inject({ url: '/api/v1/profile' });
    expect(a.statusCode).toBe(401);
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    expect(Object.keys(a.json()).sort()).toEqual(['code', 'message']);
  });

  it('answers a router error (a bad URL encoding) with the id as well', async () => {
    const res = await t.app.inject({
      url: '/api/v1/placements/%E0%A4%A',
      headers: { 'x-request-id': 'bad-url-1' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-request-id']).toBe('bad-url-1');
    expect(res.json().code).toBeTypeOf('string');
  });

  it('writes the id as reqId and the instance on the log lines of the request', async () => {
    const res = await logged.inject({ url: '/api/v1/nothing-here', headers: { 'x-request-id': 'trace-1' } });
    expect(res.statusCode).toBe(404);
    const mine = lines.filter((l) => l.reqId === 'trace-1');
    expect(mine.length).toBeGreaterThanOrEqual(2);
    for (const line of mine) expect(line.instance).toBe('api-test-7');
    expect(lines.every((l) => l.instance === 'api-test-7')).toBe(true);
  });
});
