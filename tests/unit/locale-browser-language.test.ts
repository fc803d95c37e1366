import { describe, expect, it } from 'vitest';
import { resolveLocale } from '../../src/lib/locale.ts';

const lists = { en_domains: ['en.example.com'], by_domains: ['by.example.com'], ru_domains: ['example.ru'] };
const pick = (over: Partial<Parameters<typeof resolveLocale>[0]>) =>
  resolveLocale({
    pathname: '/user/login',
    hostname: 'preview.example.net',
    cookie: null,
    lists,
    languages: [],
    ...over,
  });

describe('locale pick with the browser language (SPEC §2)', () => {
  it('uses the browser language when no prefix, cookie or known domain decides', () => {
    expect(pick({ languages: ['en-US', 'en'] })).toBe('en');
    expect(pick({ languages: ['be-BY', 'ru'] })).toBe('by');
    expect(pick({ languages: ['de-DE', 'ru-RU'] })).toBe('ru');
  });

  it('stays Russian when the browser speaks nothing the app has', () => {
    expect(pick({ languages: ['de-DE', 'fr'] })).toBe('ru');
    expect(pick({ languages: [] })).toBe('ru');
  });

  it('lets the path prefix, the cookie and a known domain win over the browser language', () => {
    expect(pick({ languages: ['en-US'], pathname: '/ru/user/login' })).toBe('ru');
    expect(pick({ languages: ['en-US'], cookie: 'by' })).toBe('by');
    expect(pick({ languages: ['en-US'], hostname: 'example.ru' })).toBe('ru');
    expect(pick({ languages: ['ru-RU'], hostname: 'EN.example.com' })).toBe('en');
    expect(pick({ languages: ['en-US'], hostname: 'by.example.com' })).toBe('by');
  });
});
