/**
 * Finishing the generated OpenAPI document: every operation gets its id and summary from
 * contract/api-operations.ts, then the additions the route schemas cannot express (headers read before
 * parsing, binary answers, the tus endpoint whose routes are hidden) are merged in by `METHOD path`.
 */
import type * as v from 'valibot';
import { ApiOperations } from '#contract/api-operations.ts';
import { ErrorBody } from '#contract/errors.ts';
import { toDocSchema } from './valibot.ts';

export type Json = Record<string, unknown>;

/** Parameters are appended; responses replace the generated ones by status (`null` removes one). */
export interface OperationExtra {
  parameters?: Json[];
  requestBody?: Json;
  responses?: Record<string, Json | null>;
  security?: Record<string, string[]>[];
}

export interface OpenApiAdditions {
  /** Extras per operation, keyed `METHOD path` like contract/api-operations.ts. */
  operations: Record<string, OperationExtra>;
  /** Whole path items for routes hidden from the generator. */
  paths: Record<string, Record<string, Json>>;
}

export const text = { type: 'string' };
export const jsonBody = (schema: v.GenericSchema) => ({
  'application/json': { schema: toDocSchema(schema, 'input') },
});
export const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: toDocSchema(ErrorBody, 'output') } },
});
export const header = (name: string, description: string, schema: Json, required = true) => ({
  in: 'header',
  name,
  required,
  description,
  schema,
});

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

export const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

function withExtra(operation: Json, extra: OperationExtra | undefined): Json {
  if (!extra) return operation;
  const out: Json = { ...operation };
  if (extra.parameters) out.parameters = [...((operation.parameters as Json[]) ?? []), ...extra.parameters];
  if (extra.requestBody) out.requestBody = extra.requestBody;
  if (extra.security) out.security = extra.security;
  if (extra.responses) {
    const responses: Json = { ...(operation.responses as Json) };
    for (const [status, response] of Object.entries(extra.responses)) {
      if (response === null) delete responses[status];
      else responses[status] = response;
    }
    out.responses = responses;
  }
  return out;
}

/** The document with the additions' paths, every operation's id and summary, and the operation extras. */
export function finishDocument<D extends object>(doc: D, additions: OpenApiAdditions): D {
  const generated = (doc as { paths?: Record<string, Json> }).paths;
  const paths: Record<string, Json> = { ...generated, ...additions.paths };
  for (const [path, item] of Object.entries(paths)) {
    const finished: Json = { ...item };
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const key = operationKey(method, path);
      const [operationId, summary] = ApiOperations[key] ?? [];
      // A route missing from the table keeps no id or summary, so the lint test names it.
      finished[method] = withExtra({ operationId, summary, ...operation }, additions.operations[key]);
    }
    paths[path] = finished;
  }
  return { ...doc, paths };
}
