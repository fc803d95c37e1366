/** Typed amounts on the wallet page read back exactly (figures are shown by src/lib/format.ts). */
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
