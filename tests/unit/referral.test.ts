import { afterEach, describe, expect, it } from 'vitest';
import { getCookie } from '../../src/lib/cookies.ts';
import {
  REFERRAL_COOKIE,
  registerPath,
  rememberReferral,
  storedReferral,
  validReferral,
} from '../../src/lib/referral.ts';

afterEach(() => {
  document.cookie = `${REFERRAL_COOKIE}=; Max-Age=0; Path=/`;
});

describe('referral kept from ?ref', () => {
  it('accepts a referral part, a login or an e-mail of at most 64 characters', () => {
    expect(validReferral('anna')).toBe('anna');
    expect(validReferral('Анна')).toBe('Анна');
    expect(validReferral(' blogger_1 ')).toBe('blogger_1');
    expect(validReferral('anna.k+promo@mail.example')).toBe('anna.k+promo@mail.example');
    expect(validReferral('a'.repeat(64))).toBe('a'.repeat(64));
    expect(validReferral('a'.repeat(65))).toBeNull();
    for (const bad of ['', '   ', '<script>', 'a b', 'x"y', 'a/b', 'a@b', 'tab\there', null, undefined]) {
      expect(validReferral(bad), String(bad)).toBeNull();
    }
  });

  it('keeps a valid one in a first-party cookie, the latest link winning, and ignores bad ones', () => {
    expect(storedReferral()).toBeNull();
    expect(rememberReferral('first')).toBe('first');
    expect(storedReferral()).toBe('first');
    expect(rememberReferral('<bad>')).toBeNull();
    expect(storedReferral()).toBe('first');
    rememberReferral('second');
    expect(storedReferral()).toBe('second');
    expect(document.cookie).toContain(`${REFERRAL_COOKIE}=second`);
  });

  it('drops an edited cookie that no longer has the shape', () => {
    document.cookie = `${REFERRAL_COOKIE}=${encodeURIComponent('a b<c>')}; Path=/`;
    expect(storedReferral()).toBeNull();
    // Deleted (happy-dom keeps an empty entry where a browser drops it).
    expect(getCookie(REFERRAL_COOKIE) ?? '').toBe('');
  });

  it('builds the join path with the referral encoded', () => {
    expect(registerPath(null)).toBe('/user/register');
    expect(registerPath('a+b@c.example')).toBe('/user/register?ref=a%2Bb%40c.example');
  });
});
