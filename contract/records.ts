/**
 * Outside strings (product codes, header names, field paths …) as keys. A plain object answers
 * `constructor`, `toString` or `__proto__` from Object.prototype for a key it never held, so lookups read
 * own entries only, and a plain shape built from outside keys has no prototype. Anything else keyed by
 * data is a Map.
 */
import * as v from 'valibot';

/** `record[key]` if the record itself holds `key`; never a member of Object.prototype. */
export const ownEntry = <T>(record: Readonly<Record<string, T>>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** A plain shape (for JSON or a schema) from entries whose keys came from outside: no prototype. */
export function nullRecord<T>(entries: Iterable<readonly [string, T]>): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  for (const [key, value] of entries) out[key] = value;
  return out;
}

type KeySchema = v.GenericSchema<string, string>;
const isObject = (input: unknown) => typeof input === 'object' && input !== null && !Array.isArray(input);

/**
 * `v.record` for keys that came from outside. Valibot's record skips `constructor`, `prototype` and
 * `__proto__` without an issue, so such a key vanished while the request passed; here every own key is
 * checked (as a Map's, issues at the same paths) and kept, in a record without prototype. It stays a
 * record schema for the API document.
 */
export function dataRecord<K extends KeySchema, V extends v.GenericSchema>(key: K, value: V) {
  type Schema = v.RecordSchema<K, V, undefined>;
  const checked = v.pipe(
    v.custom<Record<string, unknown>>(isObject),
    v.transform((input) => new Map(Object.entries(input))),
    v.map(key, value),
    v.transform((map) => nullRecord(map)),
  );
  const run: Schema['~run'] = (dataset, config) =>
    checked['~run'](dataset, config) as ReturnType<Schema['~run']>;
  return {
    ...v.record(key, value),
    '~run': run,
    // Standard Schema consumers get the same run (Valibot answers them with the dataset itself).
    '~standard': {
      version: 1,
      vendor: 'valibot',
      validate: (value) => run({ value }, v.getGlobalConfig()) as never,
    },
  } satisfies Schema;
}
