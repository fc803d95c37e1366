import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { networkName } from '../../src/lib/networks.ts';
import { activateEveryCatalog } from '../helpers/catalogs.ts';

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

describe('network names', () => {
  it('names the offered networks in Russian on the Russian site, and Facebook the ad rules name', async () => {
    await activateEveryCatalog('ru');
    expect(networkName('vk')).toBe('ВКонтакте');
    expect(networkName('facebook')).toBe('Facebook');
  });

  it('reads an unknown code, even an object property name, as itself', async () => {
    await activateEveryCatalog('en');
    for (const code of ['constructor', '__proto__', 'toString', 'myspace'])
      expect(networkName(code)).toBe(code);
  });
});
