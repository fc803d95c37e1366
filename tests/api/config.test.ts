import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'config-test-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const load = (env: Record<string, string> = {}) => loadConfig({ VAR_DIR: join(dir, 'var'), ...env }, dir);

describe('loadConfig', () => {
  it('has safe local defaults', () => {
    const c = load();
    expect(c).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      enDomains: ['en.localhost'],
      byDomains: ['by.localhost'],
      supportAppId: null,
      analyticsId: null,
      smtpUrl: null,
      trustProxy: false,
      staticDir: join(dir, 'dist'),
      seedDemo: true,
    });
    expect(c.database).toEqual({ driver: 'sqlite', path: join(dir, 'var', 'app.db') });
  });

  it('builds mail links for the port the app listens on unless PUBLIC_URL says otherwise', () => {
    expect(load({ PORT: '3410' })).toMatchObject({
      publicUrl: 'http://localhost:3410',
      publicUrlEn: 'http://localhost:3410/en',
    });
    expect(load({ PORT: '3410', PUBLIC_URL: 'https://ambassador.example/' }).publicUrl).toBe(
      'https://ambassador.example',
    );
  });

  it('names every bad variable at once', () => {
    try {
      load({ PORT: 'abc', PUBLIC_URL: 'not a url', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('PUBLIC_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('switches to PostgreSQL on a postgres URL', () => {
    expect(load({ DATABASE_URL: 'postgresql://u:p@db:5432/app' }).database).toEqual({
      driver: 'postgresql',
      url: 'postgresql://u:p@db:5432/app',
      dbName: 'app',
    });
    expect(() => load({ DATABASE_URL: 'postgres://db:5432/' })).toThrow(/database name/);
    expect(load({ DATABASE_URL: 'data/x.db' }).database).toEqual({
      driver: 'sqlite',
      path: join(dir, 'data/x.db'),
    });
  });

  it('parses TRUST_PROXY explicitly', () => {
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
  });

  it('generates missing secrets once, keeps them in a 0600 file, and reuses them', () => {
    const first = load();
    const file = join(dir, 'var', 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.supportHmacSecret).toMatch(/^[\w-]{43}$/);
    const second = load();
    expect(second.supportHmacSecret).toBe(first.supportHmacSecret);
    expect(second.cookieSecret).toBe(first.cookieSecret);
    expect(load({ SUPPORT_HMAC_SECRET: 'given' }).supportHmacSecret).toBe('given');
    expect(JSON.parse(readFileSync(file, 'utf8')).SUPPORT_HMAC_SECRET).toBe(first.supportHmacSecret);
  });

  it('requires secrets in production and disables the demo seed there', () => {
    expect(() => load({ NODE_ENV: 'production' })).toThrow(/SUPPORT_HMAC_SECRET: required in production/);
    const c = load({
      NODE_ENV: 'production',
      SUPPORT_HMAC_SECRET: 'a',
      COOKIE_SECRET: 'b',
      SALES_WEBHOOK_SECRET: 'c',
    });
    expect(c.seedDemo).toBe(false);
  });

  it('keeps shared state in the process and files on disk unless Redis and S3 are configured', () => {
    const c = load();
    expect(c.redisUrl).toBeNull();
    expect(c.storage).toEqual({ kind: 'disk' });
    const s3 = load({
      REDIS_URL: 'redis://127.0.0.1:6390/0',
      S3_URL: 'http://127.0.0.1:4569/',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      INSTANCE_ID: 'api-b',
    });
    expect(s3.redisUrl).toBe('redis://127.0.0.1:6390/0');
    expect(s3.storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:4569',
      bucket: 'ambassador',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    expect(s3.instanceId).toBe('api-b');
  });

  it('refuses a bad Redis URL, a bad bucket, or S3 without credentials', () => {
    expect(() => load({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/);
    expect(() =>
      load({
        S3_URL: 'http://127.0.0.1:4569',
        S3_BUCKET: 'Bad_Bucket',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }),
    ).toThrow(/S3_BUCKET/);
    expect(() => load({ S3_URL: 'http://127.0.0.1:4569' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => load({ INSTANCE_ID: 'a b' })).toThrow(/INSTANCE_ID/);
  });
});
