/** Caller-sent JSON schemas (draft 2020-12; draft-07 schemas mostly read the same), compiled once and kept in a bounded cache. */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { LRUCache } from 'lru-cache';

export type { ValidateFunction };

// ajv-formats is CommonJS: its default import is the plugin function at runtime.
const addFormats = ((addFormatsModule as { default?: unknown }).default ?? addFormatsModule) as typeof addFormatsModule.default;

const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
addFormats(ajv);

// ajv keeps every schema it compiled; one leaving this cache is removed there too, so memory stays bounded.
const cache = new LRUCache<string, ValidateFunction>({ max: 512, dispose: (validate) => ajv.removeSchema(validate.schema as object) });

/**
 * The validator of a schema; throws ajv's error when it does not compile. `$schema` and `$id` would make
 * ajv look up other drafts or clash between callers, so they are dropped.
 */
export function compileJsonSchema(schema: Record<string, unknown>): ValidateFunction {
  const key = JSON.stringify(schema);
  const hit = cache.get(key);
  if (hit) return hit;
  const { $schema: _draft, $id: _id, ...rest } = schema;
  const validate = ajv.compile(rest);
  cache.set(key, validate);
  return validate;
}

/** Why a schema does not compile, or null when it does. */
export function schemaProblem(schema: unknown): string | null {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return 'it is not a JSON schema object';
  try {
    compileJsonSchema(schema as Record<string, unknown>);
    return null;
  } catch (e) {
    return `it does not compile (${(e as Error).message})`;
  }
}

/** One readable line per error, with the JSON pointer of the value: `/answer must be number`. */
export function schemaErrors(validate: ValidateFunction): { path: string; message: string }[] {
  return (validate.errors ?? []).map((e) => ({ path: e.instancePath || '', message: e.message ?? 'is invalid' }));
}
