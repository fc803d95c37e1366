import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDateText, maskDateText, parseDateText } from '../../src/components/date-input.tsx';

describe('date text in the app language', () => {
  it('writes dates the way Russian and the UAE write them: day first in both', () => {
    expect(formatDateText('2026-12-05', 'ru')).toBe('05.12.2026');
    expect(formatDateText('2026-12-05', 'en')).toBe('05/12/2026');
    expect(formatDateText('', 'ru')).toBe('');
  });

  it('reads typed dates in the same order, with or without leading zeros', () => {
    expect(parseDateText('05.12.2026', 'ru')).toBe('2026-12-05');
    expect(parseDateText('5.12.2026', 'ru')).toBe('2026-12-05');
    expect(parseDateText('5/12/2026', 'en')).toBe('2026-12-05');
    expect(parseDateText('05.12.2026', 'en')).toBe('2026-12-05');
    expect(parseDateText('12/31/2026', 'en')).toBeNull();
  });

  it('refuses text that is no whole real date', () => {
    for (const text of [
      '',
      '05.12',
      '31.02.2026',
      '29.02.2025',
      '05.13.2026',
      '05.12.26',
      '005.12.2026',
      'a.b.c',
    ]) {
      expect(parseDateText(text, 'ru'), text).toBeNull();
    }
    expect(parseDateText('29.02.2028', 'ru')).toBe('2028-02-29');
  });

  it('adds the separators while digits are typed, and a typed separator ends a part', () => {
    const typeInto = (keys: string, locale: string) =>
      [...keys].reduce((text, key) => maskDateText(text + key, locale), '');
    expect(typeInto('05122026', 'ru')).toBe('05.12.2026');
    expect(typeInto('05122026', 'en')).toBe('05/12/2026');
    expect(typeInto('5.12.2026', 'ru')).toBe('5.12.2026');
    expect(typeInto('05..12', 'ru')).toBe('05.12.');
    expect(typeInto('051220261', 'ru')).toBe('05.12.2026');
  });

  it('reads back every date it writes, in both languages', () => {
    const days = fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true });
    fc.assert(
      fc.property(days, fc.constantFrom('ru', 'en'), (day, locale) => {
        const iso = day.toISOString().slice(0, 10);
        expect(parseDateText(formatDateText(iso, locale), locale)).toBe(iso);
      }),
    );
  });
});
