/** Money on the wallet page: minor units shown in the app's language, typed amounts read back exactly. */
import type { Currency } from '../../../contract/money.ts';

export const formatMoney = (minor: number, currency: Currency, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);

export const formatDate = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(iso),
  );

/**
 * "10 000,50", "10000.5" or "100" in currency units → minor units, without floating-point rounding; null when
 * the text is not such a number (the form then says 'Введите число').
 */
export function parseAmount(text: string): number | null {
  const clean = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(clean);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
