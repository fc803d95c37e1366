/**
 * "One schema, four uses" on the server: the contract's Valibot schemas validate Fastify routes (parsed
 * output replaces the input, so trims and lower-casing apply), type the handlers, and document the API
 * (converted to JSON Schema for OpenAPI).
 */
import { toJsonSchema } from '@valibot/to-json-schema';
import type { FastifySchemaCompiler, FastifySerializerCompiler, FastifyTypeProvider } from 'fastify';
import * as v from 'valibot';
import { ErrorCode } from '#contract/errors.ts';
import { fieldErrorIds } from '#contract/validation.ts';
import { AppError, type FieldErrors } from './app-error.ts';

type AnySchema = v.GenericSchema;

export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends AnySchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends AnySchema ? v.InferInput<this['schema']> : unknown;
}

export const isValibotSchema = (value: unknown): value is AnySchema =>
  typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'schema';

export const validationError = (errors: FieldErrors) =>
  new AppError(422, ErrorCode.validation, 'validation_failed', errors);

export const validatorCompiler: FastifySchemaCompiler<AnySchema> = ({ schema, httpPart }) => {
  if (!isValibotSchema(schema)) throw new Error(`Route schema for ${httpPart} is not a Valibot schema`);
  return (data: unknown) => {
    // A missing body is validated as `{}` so every required field is reported by name.
    const result = v.safeParse(schema, data ?? (httpPart === 'body' ? {} : data));
    if (result.success) return { value: result.output };
    return { error: validationError(fieldErrorIds(result.issues, httpPart ?? 'body')) };
  };
};

/** Responses are plain JSON; with `check` (dev/test) they are also checked against the contract. */
export const serializerCompiler =
  (check: boolean): FastifySerializerCompiler<AnySchema> =>
  ({ schema }) =>
  (data: unknown) => {
    if (check && isValibotSchema(schema)) {
      const result = v.safeParse(schema, data);
      if (!result.success)
        throw new Error(`Response does not match the contract: ${result.issues[0]?.message}`);
    }
    return JSON.stringify(data);
  };

/** JSON Schema for the OpenAPI document (Valibot-only pieces like transforms are skipped). */
export function toDocSchema(schema: AnySchema, typeMode: 'input' | 'output'): Record<string, unknown> {
  const { $schema: _, ...json } = toJsonSchema(schema, { errorMode: 'ignore', typeMode }) as Record<
    string,
    unknown
  >;
  return json;
}

/** @fastify/swagger `transform`: route schemas are Valibot; the document needs JSON Schema. */
export function swaggerTransform({ schema, url }: { schema: unknown; url: string }) {
  if (!schema || typeof schema !== 'object') return { schema: schema as Record<string, unknown>, url };
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'response' && value && typeof value === 'object') {
      out.response = Object.fromEntries(
        Object.entries(value).map(([code, s]) => [code, isValibotSchema(s) ? toDocSchema(s, 'output') : s]),
      );
    } else out[key] = isValibotSchema(value) ? toDocSchema(value, 'input') : value;
  }
  return { schema: out, url };
}
