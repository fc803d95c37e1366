/**
 * Outside strings (product codes, header names, field paths …) as keys. A plain object answers
 * `constructor`, `toString` or `__proto__` from Object.prototype for a key it never held, so lookups read
 * own entries only, and a plain shape built from outside keys has no prototype. Anything else keyed by
 * data is a Map.
 */

/** `record[key]` if the record itself holds `key`; never a member of Object.prototype. */
export const ownEntry = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** A plain shape (for JSON or a schema) from entries whose keys came from outside: no prototype. */
export function nullRecord<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  for (const [key, value] of entries) out[key] = value;
  return out;
}
