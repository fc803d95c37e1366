/**
 * The API description (`/api/docs/json`) passes Redocly's `recommended` ruleset with no error and no warning,
 * so client generators and reviewers can rely on it.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiOperations } from '#contract/api-operations.ts';
import { createTestApp } from '../helpers/api-app.ts';

const REDOCLY = fileURLToPath(new URL('../../node_modules/@redocly/cli/bin/cli.js', import.meta.url));

interface Problem {
  ruleId: string;
  severity: string;
  message: string;
  location: { pointer: string }[];
}

/** Runs `redocly lint` with only the recommended ruleset (a config of ours: no redocly.yaml can loosen it). */
async function lint(doc: unknown): Promise<Problem[]> {
  const dir = mkdtempSync(join(tmpdir(), 'openapi-lint-'));
  try {
    writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc, null, 2));
    writeFileSync(join(dir, 'redocly.yaml'), 'extends:\n  - recommended\n');
    const args = [REDOCLY, 'lint', 'openapi.json', '--config', 'redocly.yaml', '--format', 'json'];
    const run = await promisify(execFile)(process.execPath, [...args, '--max-problems', '10000'], {
      cwd: dir,
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    return (JSON.parse(run.stdout) as { problems: Problem[] }).problems;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type Operation = {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { headers?: Record<string, unknown> }>;
};

const t = await createTestApp({ seed: false });
afterAll(async () => t.close());
const doc = (await t.app.inject('/api/docs/json')).json() as {
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
);
const op = (key: string) => {
  const found = operations.find((o) => o.key === key)?.operation;
  if (!found) throw new Error(`${key} is not documented`);
  return found;
};
const headerNames = (o: Operation) =>
  (o.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);

describe('the OpenAPI document', () => {
  it('has an entry in contract/api-operations.ts for every operation, and none without one', () => {
    const documented = operations.map((o) => o.key);
    expect(documented.filter((key) => !ApiOperations[key])).toEqual([]);
    expect(Object.keys(ApiOperations).filter((key) => !documented.includes(key))).toEqual([]);
  });

  it("derives each operation's security from its route's guard", () => {
    const bearer = [{ bearer: [] }];
    for (const key of ['GET /api/v1/profile', 'POST /api/v1/admin/jobs/{job}', 'GET /api/v1/auth/session'])
      expect(op(key).security, key).toEqual(bearer);
    for (const key of [
      'POST /api/v1/auth/sign-in',
      'GET /api/v1/landing',
      'GET /r/{part}',
      'GET /api/v1/health',
    ])
      expect(op(key).security, key).toEqual([]);
    expect(op('POST /api/v1/telegram/webhook').security).toEqual([{ telegramSecret: [] }]);
    // Every route behind app.requireAuth/requireApproved/requireRole is marked: the ones above are only samples.
    expect(operations.filter((o) => o.operation.security?.[0]?.bearer).length).toBeGreaterThan(80);
  });

  it('documents webhook signatures, Idempotency-Key, the referral redirect, byte ranges and tus', () => {
    expect(headerNames(op('POST /api/v1/sales/webhook'))).toEqual(['x-sales-timestamp', 'x-sales-signature']);
    const payout = op('POST /api/v1/payouts/webhook');
    expect(headerNames(payout)).toEqual(['x-payout-signature']);
    expect(Object.keys(payout.requestBody?.content ?? {})).toEqual(['application/json']);
    expect(headerNames(op('POST /api/v1/wallet/withdrawals'))).toEqual(['Idempotency-Key']);
    expect(Object.keys(op('GET /ru/r/{part}').responses)).toContain('302');
    expect(op('GET /r/{part}').responses['200']).toBeUndefined();
    const media = op('GET /api/v1/courses/{id}/media/{mediaId}');
    expect(Object.keys(media.responses)).toEqual(expect.arrayContaining(['200', '206', '416']));
    expect(headerNames(media)).toContain('Range');
    const tus = doc.paths['/api/v1/uploads/{uploadId}'] ?? {};
    expect(Object.keys(tus).sort()).toEqual(['delete', 'head', 'patch']);
    expect(headerNames(op('POST /api/v1/uploads'))).toEqual([
      'Tus-Resumable',
      'Upload-Length',
      'Upload-Metadata',
    ]);
    expect(op('OPTIONS /api/v1/uploads').responses['204']?.headers).toHaveProperty('Tus-Version');
  });

  it('describes the tus endpoint as it answers (its routes are hidden from the generator)', async () => {
    const options = await t.app.inject({ method: 'OPTIONS', url: '/api/v1/uploads' });
    expect(options.statusCode).toBe(204);
    expect(options.headers['tus-version']).toBe('1.0.0');
    const url = `/api/v1/uploads/${'a'.repeat(32)}`;
    for (const method of ['HEAD', 'PATCH', 'DELETE'] as const) {
      expect(op(`${method} /api/v1/uploads/{uploadId}`).security).toEqual([{ bearer: [] }]);
      const res = await t.app.inject({ method, url, headers: { 'tus-resumable': '1.0.0' } });
      expect(res.statusCode, method).toBe(401);
    }
  });

  it('passes redocly lint (recommended) with no errors and no warnings', async () => {
    const problems = await lint(doc);
    const lines = problems.map((p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer}: ${p.message}`);
    expect(lines).toEqual([]);
  });
});
