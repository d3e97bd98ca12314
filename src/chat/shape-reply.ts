/** Applies the requested output format to a routed answer: system-stated JSON, json_object, json_schema. */
import { systemText, type Ask } from '../solving/ask.js';
import type { RouteResult } from '../solving/router.js';
import type { Checked, ReceiptFacts, Tried } from '../solving/solver.js';
import { jsonNumberOf, plainJson, stringifyExact } from '../core/exact-json.js';
import { fieldValue, fillFields, formatSpec, type FieldSource, type FieldSpec, type FieldType } from './output-format.js';
import { compileSchema, schemaErrors } from './schema-check.js';

export interface Shaped {
  content: string | null;
  refusal: string | null;
  solver: string;
  verified: boolean;
  checked: Checked;
  tried: Tried[];
  /** True when content is JSON (so nothing may be put in front of it). */
  json: boolean;
  schema?: NonNullable<ReceiptFacts['schema']>;
}

const DEFAULT_FIELDS = ['answer', 'solver', 'verified', 'checked'];

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

const FIELD_TYPES = new Set(['number', 'integer', 'string', 'boolean']);

/** The schema's own properties, filled from the answer; a numeric answer becomes an exact number where the schema wants one. */
function fromProperties(schema: Record<string, unknown>, fields: readonly string[], src: FieldSource): Record<string, unknown> {
  const props = isPlainObject(schema.properties) ? schema.properties : {};
  const out: Record<string, unknown> = {};
  for (const name of fields) {
    const want = isPlainObject(props[name]) ? props[name].type : undefined;
    // Untyped as a fallback: the schema check then names what is wrong with it ("/answer must be number").
    const value = fieldValue(name, src, typeof want === 'string' && FIELD_TYPES.has(want) ? (want as FieldType) : undefined) ?? fieldValue(name, src);
    if (value !== undefined) out[name] = value;
  }
  return out;
}

/** What to check against the schema, most faithful first; the first that fits is sent. */
function candidates(schema: Record<string, unknown>, fields: string[] | null, src: FieldSource): unknown[] {
  const parsed = parseJson(src.content);
  const list: unknown[] = [];
  if (parsed.ok) list.push(parsed.value);
  const type = schema.type;
  if (type === 'object' || isPlainObject(schema.properties)) {
    const props = isPlainObject(schema.properties) ? Object.keys(schema.properties) : [];
    list.push(fromProperties(schema, fields ?? props, src));
  }
  if (type === 'string') list.push(src.content);
  const n = type === 'number' || type === 'integer' ? jsonNumberOf(src.values?.value ?? src.content) : null;
  if (n) list.push(n);
  if (!list.length) list.push(src.content);
  return list;
}

function checkSchema(schema: Record<string, unknown>, name: string | undefined, schemaId: string | null, base: Shaped, src: FieldSource, fields: string[] | null): Shaped {
  const validate = compileSchema(schema, 'response_format.json_schema.schema');
  const list = candidates(schema, fields, src);
  const id = { id: schemaId };
  for (const value of list) {
    if (validate(plainJson(value))) return { ...base, content: stringifyExact(value), json: true, schema: { ...id, ok: true, errors: [] } };
  }
  validate(plainJson(list[list.length - 1]));
  const errors = schemaErrors(validate);
  const tried: Tried[] = base.tried.at(-1) === 'help:answered' ? base.tried : [...base.tried, 'help:answered'];
  return {
    content: null,
    refusal: `The ${base.solver} answer does not fit the requested schema${name ? ` "${name}"` : ''}: ${errors.join('; ')}. Nothing was sent rather than almost-JSON; loosen the schema or ask for a reply that fits it.`,
    solver: 'help',
    verified: false,
    checked: 'schema',
    tried,
    json: false,
    schema: { ...id, ok: false, errors },
  };
}

/** A system-asked format the answer cannot fill: refused, never sent with nulls. */
function unfilled(base: Shaped, missing: string[]): Shaped {
  const tried: Tried[] = base.tried.at(-1) === 'help:answered' ? base.tried : [...base.tried, 'help:answered'];
  const list = missing.map((m) => `"${m}"`).join(', ');
  return {
    content: null,
    refusal: `The ${base.solver} answer has nothing for the requested field${missing.length > 1 ? 's' : ''} ${list} (or not of the type asked). Nothing was sent rather than a null; ask for fields the answer gives (answer, solver, verified, checked, caveat).`,
    solver: 'help',
    verified: false,
    checked: 'schema',
    tried,
    json: false,
    schema: { id: null, ok: false, errors: missing.map((m) => `/${m} cannot be filled from the answer`) },
  };
}

function filledReply(base: Shaped, fields: readonly (FieldSpec | string)[], src: FieldSource): Shaped {
  const { value, missing } = fillFields(fields, src);
  return missing.length ? unfilled(base, missing) : { ...base, content: stringifyExact(value), json: true };
}

export function shapeReply(ask: Ask, route: RouteResult, schema?: Record<string, unknown>): Shaped {
  const { answer } = route;
  const base: Shaped = { content: answer.content, refusal: null, solver: route.solver, verified: answer.verified, checked: answer.checked, tried: route.tried, json: false };
  if (answer.content === null) return base;
  const src: FieldSource = { content: answer.content, solver: route.solver, verified: answer.verified, checked: answer.checked, caveat: answer.caveat, tried: route.tried, values: answer.values };
  const spec = formatSpec(systemText(ask));
  const format = ask.format;
  if (format.type === 'json_schema' && schema) return checkSchema(schema, format.name, format.schemaId ?? null, base, src, spec?.map((f) => f.name) ?? null);
  if (format.type === 'json_object' || format.type === 'json_schema') {
    const parsed = parseJson(answer.content);
    if (!spec && parsed.ok && isPlainObject(parsed.value)) return { ...base, content: JSON.stringify(parsed.value), json: true };
    return filledReply(base, spec ?? DEFAULT_FIELDS, src);
  }
  if (spec) return filledReply(base, spec, src);
  return base;
}
