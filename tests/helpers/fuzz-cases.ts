/** One fuzz request per generated case: path parameters, query, body and headers for a route. */
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as v from 'valibot';
import { arbitraryFor, HOSTILE_STRINGS, queryArbitrary, validFor } from './fuzz-arbitrary.ts';
import { HOSTILE_KEYS } from './fuzz-hostile.ts';
import { fillUrl, paramNames, type Route } from './fuzz-routes.ts';

export interface FuzzCase {
  auth: boolean;
  params: Record<string, string>;
  query: Record<string, string>;
  /** JSON text, or undefined for no body. */
  body: string | undefined;
  idempotencyKey: string | undefined;
}

const encode = (s: string) => {
  try {
    return encodeURIComponent(s);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as a browser would send it
  }
};

/** Broken JSON texts: cut short, trailing garbage, NUL, deep nesting, out-of-range numbers. */
const RAW_BODIES = [
  '{"a":',
  '{"a":1}garbage',
  '\u0000',
  `${'['.repeat(50_000)}`,
  '1e999',
  '"text"',
  'null',
  '[]',
];

/** Router-level oddities: a bad percent-encoding, an over-long parameter, a dot segment. */
const RAW_PARAMS = ['%E0%A4%A', '%', 'x'.repeat(300), '..%2F..', '%2e%2e', '%00'];

/** `String(x)`, which throws for an object without a prototype (the generators make those too). */
function asText(x: unknown): string {
  try {
    return String(x);
  } catch {
    return fc.stringify(x);
  }
}

function paramArbitrary(schema: v.GenericSchema | undefined, known: string[]): fc.Arbitrary<string> {
  const options: fc.WeightedArbitrary<string>[] = [
    { weight: 1, arbitrary: fc.constantFrom(...RAW_PARAMS) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 1000)).map(encode) },
    { weight: 2, arbitrary: fc.uuid({ version: 7 }) },
  ];
  if (known.length) options.push({ weight: 5, arbitrary: fc.constantFrom(...known) });
  if (schema) options.push({ weight: 1, arbitrary: arbitraryFor(schema).map((x) => encode(asText(x))) });
  return fc.oneof(...options);
}

function bodyArbitrary(route: Route): fc.Arbitrary<string | undefined> {
  const raw = fc.constantFrom(...RAW_BODIES);
  if (route.schema.body) {
    const json = arbitraryFor(route.schema.body).map((x) => JSON.stringify(x));
    return fc.oneof({ weight: 9, arbitrary: json }, { weight: 1, arbitrary: raw });
  }
  if (route.method === 'GET' || route.method === 'DELETE') return fc.constant(undefined);
  return fc.oneof(
    fc.constant(undefined),
    raw,
    fc.anything().map((x) => JSON.stringify(x)),
  );
}

/** Cases for a route; `known` are ids that exist (by parameter name), so handlers get past the lookup. */
export function caseArbitrary(route: Route, known: Record<string, string[]>): fc.Arbitrary<FuzzCase> {
  const entries = (route.schema.params as { entries?: Record<string, v.GenericSchema> } | undefined)?.entries;
  const params = Object.fromEntries(
    paramNames(route.url).map((name) => [name, paramArbitrary(entries?.[name], known[name] ?? [])]),
  );
  return fc.record({
    // Mostly with a session: that is where the handlers are.
    auth: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    params: fc.record(params),
    query: queryArbitrary(route.schema.querystring),
    body: bodyArbitrary(route),
    idempotencyKey: fc.option(fc.oneof(fc.uuid(), fc.constantFrom(...HOSTILE_STRINGS.slice(0, 20))), {
      nil: undefined,
    }),
  });
}

/** The values the sweep puts into each field, by the type of the valid value it replaces. */
const SWEEP: Record<string, unknown[]> = {
  number: [9007199254740992, 1e308, -1e308, 2 ** 31, -1, 1.5, '1e308'],
  string: [
    '\u0000',
    'a\u0000b',
    '\u0001\u001b\u007f',
    ' ',
    'NaN',
    '1e20',
    '2026-13-01',
    'javascript:alert(1)',
    'x'.repeat(100_000),
    // In every run, not by chance: a plain object used as a map answers these from its prototype.
    ...HOSTILE_KEYS,
  ],
  other: [null, 'x', 1e308, { a: [] }],
};

/** A value the schema accepts, found among generated ones (always the same one). */
function validSample(schema: v.GenericSchema): Record<string, unknown> | null {
  const found = fc.sample(validFor(schema), { numRuns: 300, seed: 42 }).find((x) => v.is(schema, x));
  return found && typeof found === 'object' && !Array.isArray(found)
    ? (found as Record<string, unknown>)
    : null;
}

/**
 * The deterministic part: a valid body (and query) with one field at a time replaced by each hostile value
 * of its type, with a session and the caller's own ids. That is how one bad field reaches a handler. Each
 * path parameter is also sent as each Object.prototype member name.
 */
export function sweepCases(
  route: Route,
  known: Record<string, string[]>,
  /** A valid body for schemas whose cross-field rules random values rarely meet (dates, periods). */
  fixture?: Record<string, unknown>,
): FuzzCase[] {
  const names = paramNames(route.url);
  const params = Object.fromEntries(names.map((n) => [n, known[n]?.[0] ?? 'x']));
  const base: FuzzCase = { auth: true, params, query: {}, body: undefined, idempotencyKey: undefined };
  const cases: FuzzCase[] = [];
  const sweep = (value: Record<string, unknown>, make: (v: Record<string, unknown>) => FuzzCase) => {
    for (const [key, original] of Object.entries(value)) {
      const type =
        typeof original === 'number' ? 'number' : typeof original === 'string' ? 'string' : 'other';
      for (const bad of SWEEP[type] ?? []) cases.push(make({ ...value, [key]: bad }));
    }
  };
  const sample = route.schema.body && validSample(route.schema.body);
  const body = sample ?? fixture;
  if (body) {
    cases.push({ ...base, body: JSON.stringify(body) });
    sweep(body, (b) => ({ ...base, body: JSON.stringify(b) }));
  }
  // The fixture is sent as it is as well: it may carry what no sample does (rows of a CSV, say).
  if (sample && fixture) cases.push({ ...base, body: JSON.stringify(fixture) });
  // Object.prototype member names as each path parameter, as query keys and as extra body keys (the
  // JSON parser refuses a `__proto__` key by itself).
  const json = body && JSON.stringify(body);
  const named = (keys: string[]) => Object.fromEntries(keys.map((k) => [k, k]));
  for (const name of names) {
    for (const key of HOSTILE_KEYS)
      cases.push({ ...base, params: { ...params, [name]: encode(key) }, body: json });
  }
  cases.push({ ...base, query: named(HOSTILE_KEYS), body: json });
  if (body) {
    const extra = named(HOSTILE_KEYS.filter((k) => k !== '__proto__'));
    cases.push({ ...base, body: JSON.stringify({ ...body, ...extra }) });
  }
  const query = route.schema.querystring && validSample(route.schema.querystring);
  if (query) {
    const text = (q: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(q)
          .filter(([, x]) => x !== undefined)
          .map(([k, x]) => [k, asText(x)]),
      );
    sweep(query, (q) => ({ ...base, query: text(q) }));
  }
  return cases;
}

export function sendCase(
  app: FastifyInstance,
  route: Route,
  c: FuzzCase,
  token: string | null,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (c.body !== undefined) headers['content-type'] = 'application/json';
  // Header values cannot carry control characters at all; those cases keep the key out.
  const printable = [...(c.idempotencyKey ?? '')].every((ch) => ch >= ' ' && ch <= '~');
  if (c.idempotencyKey && printable) {
    headers['idempotency-key'] = c.idempotencyKey.slice(0, 8_000);
  }
  const search = new URLSearchParams(c.query).toString();
  return app.inject({
    method: route.method as 'GET',
    url: fillUrl(route.url, c.params) + (search ? `?${search}` : ''),
    headers,
    payload: c.body,
    remoteAddress: '10.200.0.1',
  });
}

/** A short, printable description of a case for failure reports. */
export function describeCase(route: Route, c: FuzzCase): string {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s);
  const search = new URLSearchParams(c.query).toString();
  const url = fillUrl(route.url, c.params) + (search ? `?${search}` : '');
  return `${route.method} ${cut(url)}${c.auth ? ' [session]' : ''}${c.body === undefined ? '' : ` body=${cut(c.body)}`}`;
}
