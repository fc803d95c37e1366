/**
 * The one formatter (docs/decisions/064-one-formatter.md): its rounding rule in both languages and every
 * currency of the platform, and a scan that no other client module formats figures by itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '#contract/money.ts';
import {
  formatBytes,
  formatCount,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatMoney,
  formatMoneyShort,
  formatMonth,
  formatMoscowTime,
  formatPercent,
  formatShare,
} from '../../src/lib/format.ts';

/** Intl writes narrow/no-break spaces between groups; the assertions read plain ones. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney: whole amounts without a fraction, any other amount with two decimals', () => {
  it('writes the Russian variant (ru and by) in roubles', () => {
    expect(plain(formatMoney('ru', 1_000_000, 'RUB'))).toBe('10 000 ₽');
    expect(plain(formatMoney('ru', 1_000_050, 'RUB'))).toBe('10 000,50 ₽');
    expect(plain(formatMoney('ru', 1_000_005, 'RUB'))).toBe('10 000,05 ₽');
    expect(plain(formatMoney('by', 1_234_550, 'RUB'))).toBe('12 345,50 ₽');
    expect(plain(formatMoney('ru', 0, 'RUB'))).toBe('0 ₽');
  });

  it('writes the English (UAE) variant in dollars', () => {
    expect(formatMoney('en', 10_000, 'USD')).toBe('$100');
    expect(formatMoney('en', 123_456, 'USD')).toBe('$1,234.56');
    expect(formatMoney('en', 10_010, 'USD')).toBe('$100.10');
    expect(formatMoney('en', 0, 'USD')).toBe('$0');
  });

  it('writes a rouble account on the English site with the rouble sign, not the ISO code', () => {
    expect(plain(formatMoney('en', 99_000, 'RUB'))).toBe('990 ₽');
    expect(plain(formatMoney('en', 1_508_560, 'RUB'))).toBe('15,085.60 ₽');
    expect(plain(formatMoney('en', -1_508_560, 'RUB'))).toBe('-15,085.60 ₽');
    expect(formatMoney('en', 1_508_560, 'RUB')).not.toMatch(/RUB/);
  });

  it('names a dirham amount the way the UAE writes it', () => {
    expect(plain(formatMoney('en', 123_450, 'AED'))).toBe('AED 1,234.50');
  });

  it('keeps the rule for every currency in either language', () => {
    for (const currency of CURRENCIES) {
      for (const locale of ['ru', 'en']) {
        expect(formatMoney(locale, 500_000, currency)).not.toMatch(/[.,]\d\d\D*$/);
        expect(formatMoney(locale, 500_001, currency)).toMatch(/[.,]01\D*$/);
      }
    }
  });
});

describe('the other figures', () => {
  it('writes rates, counts and bytes in the reader language', () => {
    expect(plain(formatPercent('ru', 2000))).toBe('20 %');
    expect(formatPercent('en', 1250)).toBe('12.5%');
    expect(plain(formatCount('ru', 12_500))).toBe('12 500');
    expect(formatCount('en', 12_500)).toBe('12,500');
    expect(formatBytes('en', 512)).toBe('512 byte');
    expect(formatBytes('en', 1536)).toBe('1.5 kB');
    expect(formatBytes('en', 120 * 1024 * 1024)).toBe('120 MB');
    expect(formatBytes('ru', 120 * 1024 * 1024)).toBe('120 МБ');
  });

  it('writes days numerically, moments with their time, and months without "г."', () => {
    expect(formatDate('ru', '2026-11-06')).toBe('06.11.2026');
    expect(formatDate('en', '2026-11-06')).toBe('06/11/2026');
    expect(formatDate('ru', '')).toBe('');
    expect(formatDateTime('en', 'not a date')).toBe('not a date');
    expect(formatDateTime('en', new Date(2026, 10, 6, 14, 5))).toMatch(/^6 Nov 2026, 2:05\s(PM|pm)$/);
    expect(formatMonth('ru', '2026-05')).toBe('май 2026');
    // Moderation hours are fixed in Moscow time; the UAE site reads them in Gulf Standard Time.
    expect(formatMoscowTime('ru', '09:00')).toBe('9:00');
    expect(plain(formatMoscowTime('en', '09:00'))).toBe('10:00 AM');
    expect(plain(formatMoscowTime('en', '18:00'))).toBe('7:00 PM');
    expect(formatMonth('en', '2026-11')).toBe('November 2026');
    expect(formatMonth('en', '2026-11', 'short')).toBe('Nov');
  });

  it('writes a near day in words and a share as a whole percentage', () => {
    expect(formatDayMonth('ru', '2026-12-01')).toBe('1 декабря');
    expect(formatDayMonth('by', '2026-12-01')).toBe('1 декабря');
    expect(formatDayMonth('en', '2026-12-01')).toBe('December 1');
    expect(formatDayMonth('en', 'soon')).toBe('soon');
    expect(plain(formatShare('ru', 0.456))).toBe('46 %');
    expect(formatShare('en', 1)).toBe('100%');
    expect(plain(formatMoneyShort('ru', 385_000_000, 'RUB'))).toBe('3,9 млн ₽');
    expect(formatMoneyShort('en', 4_250_000, 'USD')).toBe('$42.5K');
    expect(formatMoneyShort('en', 90_000, 'USD')).toBe('$900');
  });
});

const SRC = join(import.meta.dirname, '../../src');
const FORMATTER = 'lib/format.ts';
/** Ways of formatting a figure outside the formatter: Intl, toLocale*String, Lingui's number/date. */
const FORBIDDEN =
  /\bIntl\.(NumberFormat|DateTimeFormat)|\.toLocale(Date|Time)?String\(|style: 'currency'|\bi18n\.(number|date)\(/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('one formatter', () => {
  it('is the only client module that formats money, rates, counts, bytes or dates', () => {
    const offenders = sourceFiles(SRC)
      .map((path) => relative(SRC, path))
      .filter((path) => path !== FORMATTER)
      .flatMap((path) =>
        readFileSync(join(SRC, path), 'utf8')
          .split('\n')
          .flatMap((line, i) => (FORBIDDEN.test(line) ? [`src/${path}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });
});
