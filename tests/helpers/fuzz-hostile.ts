/** Hostile values for the fuzz battery: numbers beyond columns, bad dates, control characters, deep nesting. */
import fc from 'fast-check';

const deep = (depth: number, leaf: unknown, wrap: (inner: unknown) => unknown) => {
  let value = leaf;
  for (let i = 0; i < depth; i++) value = wrap(value);
  return value;
};

/**
 * Names of Object.prototype members: a plain object used as a map answers them for keys it never held
 * (a sale of product `constructor` once failed on the plan's product overrides).
 */
export const HOSTILE_KEYS = [
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '__defineGetter__',
];

/** Values that broke or could break something: numbers beyond columns, bad dates, control characters … */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  'NaN',
  'Infinity',
  '-0',
  '1e20',
  '1e308',
  '-1',
  '9007199254740993',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\u001b[31m\u007f',
  '\r\n\t',
  '\ud800',
  '\u202e\u200b',
  '2026-13-01',
  '2026-02-30',
  '0000-00-00',
  '2026-12-01T00:00:00Z',
  '+275760-09-13',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  "' OR 1=1 --",
  "'); DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00%2e%2e%2f',
  `\${7*7}{{7*7}}`,
  ...HOSTILE_KEYS,
  'x'.repeat(100_000),
  '🙂'.repeat(2_000),
];

export const HOSTILE_VALUES: unknown[] = [
  9007199254740992,
  -9007199254740992,
  1e308,
  -1e308,
  5e-324,
  2147483648,
  -1,
  0,
  1.5,
  true,
  false,
  null,
  [],
  {},
  [1, 'a', null],
  { a: { b: 1 } },
  JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}'),
  deep(2_000, 1, (inner) => ({ a: inner })),
  deep(2_000, 1, (inner) => [inner]),
  ...HOSTILE_STRINGS,
];

/** Numbers past what columns, dates and offsets hold. */
const HOSTILE_NUMBERS = [
  9007199254740992,
  2 ** 53 + 2,
  1e308,
  -1e308,
  2 ** 31,
  2 ** 63,
  -1,
  1.5,
  5e-324,
  1e20,
];

/** A replacement of the same type as the value it replaces (that is what gets past validation). */
export function hostileLike(original: unknown): fc.Arbitrary<unknown> {
  if (typeof original === 'number')
    return fc.constantFrom<unknown>(...HOSTILE_NUMBERS, ...HOSTILE_STRINGS.slice(2, 9));
  if (typeof original === 'string') {
    const withControl = fc.tuple(
      fc.string({ maxLength: 8 }),
      fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f'),
    );
    return fc.oneof(
      fc.constantFrom<unknown>(...HOSTILE_STRINGS),
      withControl.map(([a, c]) => `${a}${c}${a}`),
    );
  }
  return hostile();
}

export const hostile = (): fc.Arbitrary<unknown> =>
  fc.oneof(fc.constantFrom(...HOSTILE_VALUES), fc.string({ unit: 'binary', maxLength: 40 }), fc.anything());
