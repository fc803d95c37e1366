/** The 'promote' link (decision 060) and the admin form's price parsing. */
import { describe, expect, it } from 'vitest';
import { promoteLink } from '#contract/products.ts';
import { toMinor } from '../../src/features/products/admin/product-form.tsx';
import { linkFor } from '../../src/features/products/promote.ts';

describe('promote link', () => {
  it('adds the promocode to the shop URL, keeping its own parameters and replacing an old code', () => {
    expect(promoteLink('https://shop.fit.example/sub/1m', 'ANNA10')).toBe(
      'https://shop.fit.example/sub/1m?promocode=ANNA10',
    );
    expect(promoteLink('https://shop.fit.example/p?utm_source=x&promocode=OLD#top', 'Leto 25')).toBe(
      'https://shop.fit.example/p?utm_source=x&promocode=Leto+25#top',
    );
  });

  it('falls back to the referral link, and to nothing without either', () => {
    expect(linkFor('https://shop.example/p', 'CODE', 'https://app.example/r/anna')).toBe(
      'https://shop.example/p?promocode=CODE',
    );
    expect(linkFor('https://shop.example/p', null, 'https://app.example/r/anna')).toBe(
      'https://app.example/r/anna',
    );
    expect(linkFor('https://shop.example/p', null, null)).toBeNull();
  });
});

describe('admin price input', () => {
  it('reads whole and decimal amounts into minor units and leaves anything else for the schema', () => {
    expect(toMinor('990')).toBe(99_000);
    expect(toMinor('12 990,50')).toBe(1_299_050);
    expect(toMinor('12\u00a0990.5')).toBe(1_299_050);
    expect(toMinor('0.01')).toBe(1);
    expect(toMinor('1,234,5')).toBe('1,234,5');
    expect(toMinor('-5')).toBe('-5');
    expect(toMinor('1.999')).toBe('1.999');
    expect(toMinor('')).toBe('');
  });
});
