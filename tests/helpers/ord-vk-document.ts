/**
 * The published ORD VK document (tests/fixtures/ord-vk-api.yaml) as a validator for the fake. Two rules of
 * OpenAPI 3.0 that Ajv does not apply by itself are applied here, and nothing else is changed:
 * - `nullable` without a sibling `type` has no effect (OpenAPI 3.0.3 clarifies it); Ajv refuses the schema.
 * - A `oneOf` of branches that each only name one property ("person_external_id", "contract_external_ids" or
 *   "cids"; "field", "query_param" or "path_param") means exactly one of those properties is given, as the
 *   document's texts say ("incompatible with the other fields"). Read literally, every branch matches an
 *   object without the property, so no body could ever pass; each branch therefore requires its property,
 *   and a parent with `additionalProperties: false` lists them among its properties.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import addFormats from 'ajv-formats';
import { OpenAPIBackend } from 'openapi-backend';
import { parse } from 'yaml';

type Schema = Record<string, unknown>;
const isObject = (x: unknown): x is Schema => typeof x === 'object' && x !== null && !Array.isArray(x);

function normalize(node: unknown): void {
  if (Array.isArray(node)) {
    for (const item of node) normalize(item);
    return;
  }
  if (!isObject(node)) return;
  if (node.nullable !== undefined && node.type === undefined) delete node.nullable;
  const branches = node.oneOf;
  if (
    Array.isArray(branches) &&
    branches.every((b) => isObject(b) && Object.keys(b).join() === 'properties')
  ) {
    for (const branch of branches as { properties: Schema; required?: string[] }[]) {
      const keys = Object.keys(branch.properties);
      branch.required = keys;
      if (node.additionalProperties === false && isObject(node.properties))
        for (const key of keys) node.properties[key] = branch.properties[key];
    }
  }
  for (const value of Object.values(node)) normalize(value);
}

export const ORD_VK_DOCUMENT = join(import.meta.dirname, '../fixtures/ord-vk-api.yaml');

export async function ordVkValidator(): Promise<OpenAPIBackend> {
  const definition = parse(readFileSync(ORD_VK_DOCUMENT, 'utf8'));
  normalize(definition);
  const api = new OpenAPIBackend({
    definition,
    quick: false,
    validate: true,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      ajv.addFormat('int32', true);
      ajv.addFormat('int64', true);
      return ajv;
    },
  });
  await api.init();
  return api;
}
