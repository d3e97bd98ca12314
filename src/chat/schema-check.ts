/** Compiles caller-sent JSON schemas (draft 2020-12) once and checks replies against them. */
import { compileJsonSchema, schemaErrors as errorList, type ValidateFunction } from '../core/json-schema.js';
import type { AskFormat } from '../solving/ask.js';
import { invalid, isRecord } from './wire-input.js';

export function compileSchema(schema: Record<string, unknown>, param: string): ValidateFunction {
  try {
    return compileJsonSchema(schema);
  } catch (e) {
    throw invalid(param, `The JSON schema does not compile: ${(e as Error).message}. Send a valid draft 2020-12 schema.`);
  }
}

/**
 * What is wrong with a value under a caller's schema (tool parameters, a tool's outputSchema): empty when it
 * fits; null when the schema itself does not compile, so nothing can be said to fit it.
 */
export function valueProblems(schema: Record<string, unknown>, value: unknown): string[] | null {
  let validate: ValidateFunction;
  try {
    validate = compileJsonSchema(schema);
  } catch {
    return null;
  }
  return validate(value) ? [] : schemaErrors(validate);
}

/** `/answer must be number` — one readable line per error. */
export function schemaErrors(validate: ValidateFunction): string[] {
  return errorList(validate).map((e) => `${e.path || '/'} ${e.message}`.trim());
}

const SCHEMA_ID = /^[^#\s]+#[^#\s]+$/;

/** Validates a json_schema format at parse time, so a bad schema is a 400 before any stream starts. */
export function checkFormat(
  raw: { type: 'json_schema'; name?: unknown; schema?: unknown; schemaId?: unknown; strict?: unknown },
  param: string,
): AskFormat {
  const out: Extract<AskFormat, { type: 'json_schema' }> = { type: 'json_schema' };
  if (typeof raw.name === 'string' && raw.name) out.name = raw.name;
  if (typeof raw.strict === 'boolean') out.strict = raw.strict;
  if (raw.schema !== undefined && raw.schema !== null) {
    if (!isRecord(raw.schema)) throw invalid(`${param}.schema`, 'The schema must be a JSON schema object.');
    compileSchema(raw.schema, `${param}.schema`);
    out.schema = raw.schema;
  } else if (raw.schemaId !== undefined && raw.schemaId !== null) {
    if (typeof raw.schemaId !== 'string' || !SCHEMA_ID.test(raw.schemaId)) {
      throw invalid(`${param}.schema_id`, 'schema_id must have the form "<pack>#<id>".');
    }
    out.schemaId = raw.schemaId;
  }
  return out;
}
