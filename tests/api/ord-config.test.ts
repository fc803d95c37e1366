import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../api/config.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ord-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const load = (env: Record<string, string> = {}) => loadConfig({ VAR_DIR: join(dir, 'var'), ...env }, dir);

describe('ORD configuration', () => {
  it('defaults to the sandbox', () => {
    expect(load()).toMatchObject({ ordOperator: 'sandbox', ord: { kktu: '30.15.1' } });
  });

  it('requires the API, its token and the brand as advertiser with ORD_OPERATOR=vk', () => {
    expect(() => load({ ORD_OPERATOR: 'vk' })).toThrow(ConfigError);
    expect(() => load({ ORD_OPERATOR: 'vk' })).toThrow(
      /ORD_API_URL, ORD_API_TOKEN, ADVERTISER_NAME, ADVERTISER_INN/,
    );
    expect(() => load({ ADVERTISER_INN: '12345' })).toThrow(/ADVERTISER_INN/);
    const c = load({
      ORD_OPERATOR: 'vk',
      ORD_API_URL: 'https://api-sandbox.ord.vk.com/',
      ORD_API_TOKEN: 'secret',
      ADVERTISER_NAME: 'ООО «Бренд»',
      ADVERTISER_INN: '7707083893',
    });
    expect(c.ord).toMatchObject({
      apiUrl: 'https://api-sandbox.ord.vk.com',
      token: 'secret',
      advertiser: { name: 'ООО «Бренд»', inn: '7707083893' },
    });
  });
});
