/**
 * fast-check arbitraries generated from the contract's Valibot schemas: at every node, mostly values the
 * schema accepts (so requests get past validation into the handlers), mixed with hostile ones.
 */
import fc from 'fast-check';
import type * as v from 'valibot';
import { HOSTILE_KEYS, hostile, hostileLike } from './fuzz-hostile.ts';

export { HOSTILE_STRINGS } from './fuzz-hostile.ts';

type Node = v.GenericSchema & {
  type: string;
  pipe?: readonly { kind: string; type: string; requirement?: unknown }[];
  entries?: Record<string, Node>;
  options?: readonly (Node | string | number)[];
  wrapped?: Node;
  item?: Node;
  value?: Node;
  literal?: unknown;
};

type Action = { kind: string; type: string; requirement?: unknown };

/** The pipe's actions, nested pipes (a pipe of a pipe) included. */
function actionsOf(node: Node): Action[] {
  return (node.pipe ?? []).flatMap((a) =>
    a.kind === 'schema' ? (a === node.pipe?.[0] && a !== node ? actionsOf(a as unknown as Node) : []) : [a],
  );
}
const action = (node: Node, type: string) => actionsOf(node).find((a) => a.type === type);
const NUMERIC = new Set(['integer', 'min_value', 'max_value']);
const requirement = (node: Node, type: string) => action(node, type)?.requirement as number | undefined;

function stringArb(node: Node): fc.Arbitrary<string> {
  if (action(node, 'email')) return fc.stringMatching(/^[a-z][a-z0-9]{0,15}@[a-z]{2,12}\.(ru|com|local)$/);
  if (action(node, 'url')) return fc.webUrl();
  if (action(node, 'iso_date')) {
    // Days close together, so that start and end dates often form a valid period.
    return fc
      .integer({ min: 0, max: 30 })
      .map((n) => new Date(Date.UTC(2026, 11, 1 + n)).toISOString().slice(0, 10));
  }
  const regex = action(node, 'regex')?.requirement;
  if (regex instanceof RegExp) {
    try {
      const matching = fc.stringMatching(new RegExp(regex.source, regex.flags.replace('i', '')));
      return orHostileKey(matching, (s) => regex.test(s));
    } catch {
      // Look-arounds are not supported: the password rule is the only one, and this value passes it.
      return fc.constantFrom('Secret12!', 'Passw0rd#');
    }
  }
  const minLength = requirement(node, 'min_length') ?? (action(node, 'non_empty') ? 1 : 0);
  const maxLength = Math.max(minLength, Math.min(requirement(node, 'max_length') ?? 60, 300));
  return orHostileKey(
    fc.string({ minLength, maxLength }),
    (s) => s.length >= minLength && s.length <= maxLength,
  );
}

/** Also the Object.prototype member names (`constructor` …) the field accepts: valid, and hostile to maps. */
function orHostileKey(arb: fc.Arbitrary<string>, accepts: (s: string) => boolean): fc.Arbitrary<string> {
  const keys = HOSTILE_KEYS.filter(accepts);
  return keys.length
    ? fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...keys) }, { weight: 4, arbitrary: arb })
    : arb;
}

function numberArb(node: Node): fc.Arbitrary<number> {
  const min = requirement(node, 'min_value') ?? -1_000;
  const max = requirement(node, 'max_value') ?? 1_000_000;
  if (action(node, 'integer')) {
    const lo = Math.ceil(min);
    const hi = Math.min(Math.floor(max), 2 ** 31);
    // Mostly small (several sizes must fit one total), sometimes anywhere in range.
    return fc.oneof(fc.integer({ min: lo, max: Math.min(hi, lo + 1_000) }), fc.integer({ min: lo, max: hi }));
  }
  return fc.double({ min, max, noNaN: true });
}

/** Valid-ish values for one schema node (without the hostile mix). */
function validArb(node: Node): fc.Arbitrary<unknown> {
  // A form number: text or number, transformed and then checked as a number.
  if (node.type !== 'number' && actionsOf(node).some((a) => NUMERIC.has(a.type))) {
    return numberArb(node).chain((n) => fc.constantFrom<unknown>(n, String(n)));
  }
  switch (node.type) {
    case 'string':
      return stringArb(node);
    case 'number':
      return numberArb(node);
    case 'unknown':
      return fc.anything();
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constant(node.literal);
    case 'picklist':
      return fc.constantFrom(...(node.options as (string | number)[]));
    case 'optional':
    case 'exact_optional':
      return fc.option(validArb(node.wrapped as Node), { nil: undefined });
    case 'nullable':
    case 'nullish':
      return fc.option(validArb(node.wrapped as Node), { nil: null });
    case 'array':
      return fc.array(validArb(node.item as Node), {
        maxLength: Math.min(requirement(node, 'max_length') ?? 4, 4),
      });
    case 'union':
    case 'variant':
      // A literal alternative ('' for "not given") less often than the real one.
      return fc.oneof(
        ...(node.options as Node[]).map((o) => ({
          weight: o.type === 'literal' ? 1 : 4,
          arbitrary: validArb(o),
        })),
      );
    case 'record':
      return fc.dictionary(
        fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 10 })),
        validArb(node.value as Node),
        { maxKeys: 3 },
      );
    case 'object':
    case 'loose_object':
    case 'strict_object': {
      const entries = node.entries ?? {};
      const keys = Object.keys(entries);
      const required = keys.filter((k) => !(entries[k]?.type ?? '').includes('optional'));
      const record = fc.record(Object.fromEntries(keys.map((k) => [k, validArb(entries[k] as Node)])), {
        requiredKeys: required,
      });
      // Sometimes an unknown extra key as well.
      const extraKey = fc.option(fc.constantFrom('extra', 'constructor', 'user_id', 'role'));
      return fc.tuple(record, extraKey).map(([r, extra]) => (extra ? { ...r, [extra]: 'x' } : r));
    }
    default:
      return fc.anything();
  }
}

/** Paths to every value inside a JSON-like value (the root is `[]`). */
function paths(value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) {
  out.push(prefix);
  if (value && typeof value === 'object' && prefix.length < 6) {
    for (const [k, v] of Object.entries(value))
      paths(v, [...prefix, Array.isArray(value) ? Number(k) : k], out);
  }
  return out;
}

/** A copy of `value` with the thing at `path` replaced. */
function replaceAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (!path.length) return replacement;
  const [head, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = replaceAt(copy[head], rest, replacement);
  return copy;
}

/** Values the schema (mostly) accepts, without hostile ones. */
export const validFor = (schema: v.GenericSchema): fc.Arbitrary<unknown> => validArb(schema as Node);

/**
 * The fuzz mix: a valid-ish value with one part replaced by a hostile one (most cases: that is how a
 * single bad field reaches a handler), plain valid-ish values, and wholly hostile ones.
 */
export function arbitraryFor(schema: v.GenericSchema): fc.Arbitrary<unknown> {
  const valid = validFor(schema);
  const mutated = fc.tuple(valid, fc.nat(), fc.boolean()).chain(([value, n, sameType]) => {
    const all = paths(value);
    const path = all[n % all.length] ?? [];
    const original = path.reduce<unknown>((node, k) => (node as Record<string, unknown>)?.[k], value);
    return (sameType ? hostileLike(original) : hostile()).map((bad) => replaceAt(value, path, bad));
  });
  return fc.oneof(
    { weight: 5, arbitrary: mutated },
    { weight: 4, arbitrary: valid },
    { weight: 1, arbitrary: hostile() },
  );
}

/** A query string for an object schema: every value is sent as text, arrays as repeated keys. */
export function queryArbitrary(schema: v.GenericSchema | undefined): fc.Arbitrary<Record<string, string>> {
  if (!schema) return fc.constant({});
  return arbitraryFor(schema).map((value) => {
    // JSON for arrays: String() throws on one holding a null-prototype object.
    if (Array.isArray(value)) return { q: JSON.stringify(value) };
    if (!value || typeof value !== 'object') return { q: String(value) };
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
    );
  });
}
